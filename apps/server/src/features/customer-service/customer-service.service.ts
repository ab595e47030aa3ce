import { VIP_SERVICE_MIN_RANK } from '@sea/contract'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { seal, unseal } from '../../lib/secret'
import type { MerchantSettings } from '../merchant/merchant.service'
import { vipRankOf } from './customer-service.repository'

/**
 * Customer service opens in a popup. The spec's client decrypts the desk's address with a key
 * shipped in the client, which hides nothing; instead the server decides which desk a caller
 * gets (VIP for rank levels above 4, live chat otherwise) and answers a same-site link holding
 * the choice sealed (AES-GCM under a key of its own), which expires. Opening it redirects to the
 * desk. The VIP address is thus only ever sent to VIP members, and a link passed around stops
 * working within minutes (docs/decisions/017).
 */
export const LINK_MINUTES = 10
export const OPEN_PATH = '/wps/customer-service/open'

type Desk = 'VIP' | 'LIVE_CHAT'
interface LinkBody {
  /** merchant id */
  m: number
  /** the desk's address */
  u: string
  /** expiry, ms since the epoch */
  e: number
}

/** Only an absolute web address or a path on the site: a setting can never make this an open redirect to javascript: or //host. */
function isSafeTarget(address: string): boolean {
  return /^https?:\/\/[^\s/]/i.test(address) || /^\/(?![/\\])/.test(address)
}

export async function customerService(
  db: Db,
  linkKey: Buffer,
  merchant: MerchantSettings,
  principal: Principal,
  now = Date.now(),
) {
  const { url, vipUrl, popupWidth, popupHeight } = merchant.customerService
  const ownMember = (principal.role === 'member' || principal.role === 'agent') && principal.merchantId === merchant.id
  // Members without a rank (the default 0) and everyone else get live chat.
  const rank = ownMember && principal.memberId !== undefined ? await vipRankOf(db, principal.memberId) : 0
  const desk: Desk = rank >= VIP_SERVICE_MIN_RANK && vipUrl ? 'VIP' : 'LIVE_CHAT'
  const address = desk === 'VIP' ? vipUrl : url
  if (!address || !isSafeTarget(address))
    throw new AppError('feature_disabled', 'Customer service is not set up for this site')
  const expiresAt = now + LINK_MINUTES * 60_000
  const body: LinkBody = { m: merchant.id, u: address, e: expiresAt }
  const token = Buffer.from(seal(linkKey, JSON.stringify(body)), 'base64').toString('base64url')
  return {
    version: { pathList: [{ type: desk, path: `${OPEN_PATH}?t=${token}` }] },
    popupWidth,
    popupHeight,
    expiresAt: new Date(expiresAt).toISOString(),
  }
}

/** The desk a link names, if it was sealed by this server for this site and has not expired. */
export function openCustomerService(
  linkKey: Buffer,
  merchant: MerchantSettings,
  token: string,
  now = Date.now(),
): string {
  let body: LinkBody
  try {
    body = JSON.parse(unseal(linkKey, Buffer.from(token, 'base64url').toString('base64'))) as LinkBody
  } catch {
    throw new AppError('link_invalid', 'Not a customer-service link of this server')
  }
  if (
    body.m !== merchant.id ||
    typeof body.e !== 'number' ||
    body.e <= now ||
    typeof body.u !== 'string' ||
    !isSafeTarget(body.u)
  ) {
    throw new AppError('link_invalid', 'The customer-service link has expired or belongs to another site')
  }
  return body.u
}
