import { randomBytes, randomInt } from 'node:crypto'
import type { SessionValue, SocialProvider } from '@sea/contract'
import type { Config } from '../../config'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { hashPassword } from '../../lib/password'
import type { MerchantSettings } from '../merchant/merchant.service'
import {
  authorizationUrl,
  discover,
  exchangeCode,
  newLoginSecrets,
  type OidcIdentity,
  type OidcProvider,
} from '../oidc/oidc.service'
import { usernameKey } from '../../lib/username'
import { startSession } from '../session/session.service'
import type { Client } from '../../http/client'
import * as repo from './social.repository'

/**
 * "Login with Google / Facebook". The OIDC module proves who the provider vouches for; this
 * decides what that identity means here: the member linked to it, or a new member when the
 * merchant lets people register without an invitation.
 */

export interface SocialDeps {
  db: Db
  oidc: Config['oidc']
}

/** How long a started login may take to come back from the provider. */
export const STATE_TTL_MS = 10 * 60_000

const FLAG = { google: 'GOOGLE_LOGIN', facebook: 'FACEBOOK_LOGIN' } as const
const USERNAME_PREFIX = { google: 'g_', facebook: 'f_' } as const

/** The provider's client settings when this merchant may use it; feature_disabled otherwise. */
function enabledProvider(deps: SocialDeps, merchant: MerchantSettings, name: SocialProvider): OidcProvider {
  const client = deps.oidc[name]
  if (!client || !merchant.flags[FLAG[name]]) throw new AppError('feature_disabled', `Login with ${name} is off`)
  return { name, ...client }
}

/** The redirect URI must come back to the site that asked, so a code is never sent elsewhere. */
function checkRedirectUri(redirectUri: string, origin: string): void {
  if (!sameOrigin(redirectUri, origin)) {
    throw new AppError('validation_failed', 'The redirect URI must be on this site', [
      { path: '/querystring/redirectUri', message: 'must be on this site' },
    ])
  }
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    const target = new URL(url)
    // OAuth redirect URIs carry no fragment (RFC 6749 3.1.2); credentials have no place either.
    const clean = !target.hash && !target.username && !target.password
    return clean && target.origin !== 'null' && target.origin === new URL(origin).origin
  } catch {
    return false
  }
}

/** Starts a login: stores state, nonce and PKCE verifier, and returns where to send the browser. */
export async function startSocialLogin(
  deps: SocialDeps,
  merchant: MerchantSettings,
  name: SocialProvider,
  input: { redirectUri: string; origin: string },
): Promise<{ authorizationUrl: string }> {
  const provider = enabledProvider(deps, merchant, name)
  checkRedirectUri(input.redirectUri, input.origin)
  const discovery = await discover(provider.issuer)
  const secrets = newLoginSecrets()
  await repo.insertState(deps.db, {
    state: secrets.state,
    provider: name,
    nonce: secrets.nonce,
    codeVerifier: secrets.codeVerifier,
    redirectUri: input.redirectUri,
    merchantId: merchant.id,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  })
  return { authorizationUrl: authorizationUrl(provider, discovery, { redirectUri: input.redirectUri, ...secrets }) }
}

/**
 * Finishes a login with the code the provider returned. The state is spent by the first
 * attempt whatever its outcome, as the provider's code is.
 */
export async function completeSocialLogin(
  deps: SocialDeps,
  merchant: MerchantSettings,
  name: SocialProvider,
  input: { code: string; state: string },
  client: Client,
): Promise<SessionValue> {
  const provider = enabledProvider(deps, merchant, name)
  const pending = await repo.consumeState(deps.db, input.state)
  if (!pending || pending.provider !== name || pending.merchantId !== merchant.id) {
    throw new AppError('third_party_failed', 'This login was not started here, has expired or was used already')
  }
  const identity = await exchangeCode(provider, await discover(provider.issuer), {
    code: input.code,
    redirectUri: pending.redirectUri,
    codeVerifier: pending.codeVerifier,
    nonce: pending.nonce,
  })
  const member =
    (await repo.findLinkedMember(deps.db, merchant.id, name, identity.subject)) ??
    (await createLinkedMember(deps.db, merchant, identity, client))
  if (member.status !== 'active') throw new AppError('account_frozen', 'This account is frozen')
  return startSession(deps.db, merchant, member, 'third-party', client)
}

type Member = NonNullable<Awaited<ReturnType<typeof repo.findLinkedMember>>>

async function createLinkedMember(
  db: Db,
  merchant: MerchantSettings,
  identity: OidcIdentity,
  client: Client,
): Promise<Member> {
  // Like registration without an invitation code: only where the merchant allows it.
  if (!merchant.flags.DIRECT_REGISTER) throw new AppError('invalid_affiliate_code', 'An invitation code is required')
  // Nobody knows this password: the provider is the way in until the member sets one.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'))
  for (let attempt = 1; ; attempt++) {
    const username = `${USERNAME_PREFIX[identity.provider]}${randomAlphanumeric(10)}`
    try {
      await repo.insertLinkedMember(
        db,
        {
          merchantId: merchant.id,
          username,
          usernameKey: usernameKey(username),
          passwordHash,
          affiliateCode: randomCode(),
          email: identity.emailVerified && identity.email ? identity.email.trim().toLowerCase().slice(0, 254) : null,
          payeeName: identity.name?.trim().slice(0, 100) || null,
          profile: JSON.stringify({}),
          memberLabels: JSON.stringify([]),
          registerIp: client.ip,
        },
        identity.provider,
        identity.subject,
      )
    } catch (error) {
      if ((error as { code?: string })?.code !== '23505') throw error
      // A concurrent login of the same identity linked it first: use that member.
      const linked = await findLinked(db, merchant.id, identity)
      if (linked) return linked
      // Otherwise a generated username or affiliate code collided; draw again.
      if (attempt >= 3) throw error
      continue
    }
    const created = await findLinked(db, merchant.id, identity)
    if (!created) throw new AppError('internal', 'The new member vanished')
    return created
  }
}

function findLinked(db: Db, merchantId: number, identity: OidcIdentity) {
  return repo.findLinkedMember(db, merchantId, identity.provider, identity.subject)
}

const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789'
function randomAlphanumeric(length: number): string {
  return Array.from({ length }, () => LOWER_ALPHANUMERIC[randomInt(LOWER_ALPHANUMERIC.length)]).join('')
}

// The alphabet registration uses for affiliate codes: no look-alike characters.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
function randomCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
}
