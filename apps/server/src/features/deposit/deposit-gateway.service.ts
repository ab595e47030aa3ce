import type { Deposit } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import type { PaygateClient, PaygateNotification } from '../../providers/paygate/paygate.client'
import type { MerchantSettings } from '../merchant/merchant.service'
import * as repo from './deposit.repository'
import {
  creditDeposit,
  earlierDeposit,
  memberView,
  OPEN_STATUSES,
  recordDeposit,
  requestHash,
  usableChannel,
} from './deposit.service'

/** How long a gateway order may stay unpaid; the gateway refuses to take the payment after that. */
export const ORDER_TTL_MS = 30 * 60_000
export const PAYGATE = 'paygate'

export interface GatewayLink {
  client: PaygateClient
  /** Where the gateway posts its callbacks for a provider. */
  callbackUrl(provider: string): string
}

/** The merchant order id the gateway knows a deposit by. */
const merchantOrderId = (depositId: bigint) => `D${depositId}`

/** Opens a gateway order for a new pending deposit; answers the hosted payment page. */
export async function startGatewayDeposit(
  db: Db,
  gateway: GatewayLink | null,
  merchant: MerchantSettings,
  memberId: bigint,
  input: { channelCode: string; amount: string; siteOrigin: string },
  key: string,
): Promise<{ deposit: Deposit; payUrl: string }> {
  const amount = toMinor(input.amount)
  const hash = requestHash({ type: 'gateway', channel: input.channelCode, amount: String(amount) })
  const earlier = await earlierDeposit(db, memberId, key, hash)
  if (earlier) {
    if (!earlier.payUrl) throw new AppError('conflict', 'This payment is still being opened, or could not be')
    return { deposit: memberView(await repo.depositView(db, earlier.id)), payUrl: earlier.payUrl }
  }
  const channel = await usableChannel(db, merchant, input.channelCode, 'gateway', amount)
  if (channel.provider !== PAYGATE || !gateway) {
    throw new AppError('deposit_channel_unavailable', 'No payment gateway is connected', [
      { path: '/body/channelCode', message: 'not available' },
    ])
  }
  const expiresAt = new Date(Date.now() + ORDER_TTL_MS)
  const inserted = await recordDeposit(db, merchant, {
    memberId,
    channelId: channel.id,
    amount,
    idempotencyKey: key,
    requestHash: hash,
    expiresAt,
  })
  if (!inserted) throw new AppError('conflict', 'This payment is still being opened')
  let order: { orderId: string; payUrl: string }
  try {
    order = await gateway.client.createOrder({
      merchantOrderId: merchantOrderId(inserted.id),
      amount: fromMinor(amount),
      currency: inserted.currency,
      notifyUrl: gateway.callbackUrl(PAYGATE),
      returnUrl: `${input.siteOrigin}/deposit?depositId=${inserted.id}`,
      expiresAt,
    })
  } catch (error) {
    // No order exists at the gateway, so nothing can ever be paid into this deposit.
    await repo.updateDeposit(db, inserted.id, { status: 'failed' })
    throw error
  }
  await repo.updateDeposit(db, inserted.id, { gatewayOrderId: order.orderId, payUrl: order.payUrl })
  return { deposit: memberView(await repo.depositView(db, inserted.id)), payUrl: order.payUrl }
}

/**
 * A gateway callback, verified on its raw body before anything is read from it. A paid notice
 * credits an open deposit once; the same notice again changes nothing and answers OK.
 */
export async function handleGatewayCallback(
  db: Db,
  gateway: GatewayLink | null,
  provider: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<void> {
  if (provider !== PAYGATE || !gateway) throw new AppError('not_found', 'Unknown payment provider')
  const notice = gateway.client.verifyCallback(rawBody, headers)
  const found = await repo.byGatewayOrder(db, notice.orderId)
  if (!found) throw new AppError('not_found', 'Unknown order')
  try {
    await inTransaction(db, async (trx) => {
      const deposit = await repo.lockDeposit(trx, found.id)
      if (!deposit) throw new AppError('not_found', 'Unknown order')
      checkTerms(deposit, notice)
      await applyNotice(trx, deposit, notice.status)
    })
  } catch (error) {
    if (error instanceof AppError && error.code === 'payment_mismatch') {
      // A correctly signed notice with other terms is a gateway fault or an attack: keep a trace.
      await recordAudit(db, {
        actorKind: 'system',
        actorId: PAYGATE,
        merchantId: found.merchantId,
        ip: null,
        action: 'deposit.callback_mismatch',
        target: `deposit:${found.id}`,
        before: null,
        after: { ...notice },
      })
    }
    throw error
  }
}

type LockedDeposit = NonNullable<Awaited<ReturnType<typeof repo.lockDeposit>>>

function checkTerms(deposit: LockedDeposit, notice: PaygateNotification): void {
  if (
    notice.merchantOrderId !== merchantOrderId(deposit.id) ||
    notice.currency !== deposit.currency ||
    toMinor(notice.amount) !== deposit.amount
  ) {
    throw new AppError('payment_mismatch', 'The notice does not match the order')
  }
}

async function applyNotice(trx: Db, deposit: LockedDeposit, status: PaygateNotification['status']): Promise<void> {
  const open = OPEN_STATUSES.includes(deposit.status)
  if (status === 'paid') {
    if (deposit.status === 'approved') return
    if (!open) throw new AppError('deposit_closed', `This deposit is already ${deposit.status}`)
    await creditDeposit(trx, deposit, null)
    return
  }
  if (deposit.status === 'approved') throw new AppError('deposit_closed', 'This deposit is already approved')
  if (open) await repo.updateDeposit(trx, deposit.id, { status: 'failed', decidedAt: new Date() })
}
