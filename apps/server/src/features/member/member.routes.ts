import { accountRoutes, AVATAR_UPLOAD_TYPES, LANGUAGES, type Language } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { MAX_IMAGE_BYTES } from '../../lib/image-check'
import type { MessageSender } from '../../providers/messaging'
import type { FileStore } from '../../providers/storage'
import { signedInMember, type MerchantDirectory, type MerchantSettings } from '../merchant/merchant.service'
import { clientOf } from '../../http/client'
import { patternMessages } from '../system/system.service'
import type { CodeDeps } from '../verification/verification.service'
import { avatar, chooseStaticAvatar, customAvatarImage, memberInfo, uploadCustomAvatar } from './member.service'
import * as passwords from './password.service'
import { checkAffiliateCode, register, type AfterRegistration } from './registration.service'
import * as totp from './totp.service'
import type { TotpDeps } from './totp.service'
import { acceptPictureBodies } from '../../http/picture-bodies'

export interface MemberDeps {
  db: Db
  totp: TotpDeps
  merchants: MerchantDirectory
  captchaKey: Buffer
  codes: Pick<CodeDeps, 'db' | 'key'>
  sender: MessageSender
  /** Uploaded pictures (custom avatars). */
  store: FileStore
  /** What follows a registration (the sign-up promotions, wired in app.ts). */
  afterRegistration: AfterRegistration
}

/** The language of field messages and labels: the `language` header the site sends, else the merchant's. */
function languageOf(request: FastifyRequest, merchant: MerchantSettings): Language {
  const asked = String(request.headers.language ?? '').toUpperCase()
  return (LANGUAGES as readonly string[]).includes(asked) ? (asked as Language) : merchant.brand.defaultLanguage
}

export function memberRoutesPlugin(deps: MemberDeps) {
  const merchantOf = (request: FastifyRequest) => deps.merchants.forHost(request.hostname)
  /** The session's own merchant must be the one this host serves. */
  const signedIn = (request: FastifyRequest) => signedInMember(deps.merchants, request.principal, request.hostname)
  const registerWith = (method: 'username' | 'mobile') => async (request: FastifyRequest) => {
    const merchant = await merchantOf(request)
    const messages = await patternMessages(deps.db, merchant, languageOf(request, merchant))
    const device = request.headers['x-device-id']
    return register(
      { ...deps, messages },
      merchant,
      request.body as never,
      method,
      clientOf(request),
      typeof device === 'string' ? device : undefined,
    )
  }

  return async function plugin(app: App) {
    const limit = { rateLimit: { max: 20, timeWindow: '1 hour' } }
    route(app, accountRoutes.register, registerWith('username'), limit)
    route(app, accountRoutes.registerMobile, registerWith('mobile'), limit)

    route(app, accountRoutes.affiliate, async (request) => {
      await checkAffiliateCode(deps.db, await merchantOf(request), request.query.code)
      return { valid: true as const }
    })

    route(app, accountRoutes.memberInfo, async (request) => {
      const { who, merchant } = await signedIn(request)
      const mustChange = request.principal.mustChangePassword ?? false
      return memberInfo(deps.db, merchant, who.memberId, mustChange, languageOf(request, merchant))
    })
    route(app, accountRoutes.memberIcon, async (request) => avatar(deps.db, (await signedIn(request)).who.memberId))
    route(app, accountRoutes.playerAvatar, async (request) => avatar(deps.db, (await signedIn(request)).who.memberId))
    route(app, accountRoutes.setAvatar, async (request) =>
      chooseStaticAvatar(deps.db, (await signedIn(request)).who.memberId, request.body.avatar),
    )
    acceptPictureBodies(app, AVATAR_UPLOAD_TYPES, MAX_IMAGE_BYTES)
    route(
      app,
      accountRoutes.uploadAvatar,
      async (request) => uploadCustomAvatar(deps, (await signedIn(request)).who.memberId, request.body),
      { bodyLimit: MAX_IMAGE_BYTES, rateLimit: { max: 30, timeWindow: '1 hour' } },
    )
    route(app, accountRoutes.avatarImage, async (request, reply) => {
      const file = await customAvatarImage(deps.store, request.params.key)
      reply.type(file.contentType).header('cache-control', 'public, max-age=86400')
      return file.data
    })
    route(app, accountRoutes.consolidated, async (request) => {
      await signedIn(request)
      // Contracts arrive with the agent centre; until then no member has one.
      return { dailySalary: false, hourSalary: false, realTimeSalary: false, dividend: false }
    })

    route(app, accountRoutes.totpSetup, async (request) => {
      const { who, merchant } = await signedIn(request)
      return totp.startEnrolment(deps.totp, merchant, who.memberId)
    })
    route(app, accountRoutes.totpReplace, async (request) => {
      const { who, merchant } = await signedIn(request)
      return totp.startReplacement(deps.totp, merchant, who.memberId, request.body.password, request.body.code)
    })
    route(app, accountRoutes.totpConfirm, async (request) => {
      await totp.confirmEnrolment(deps.totp, (await signedIn(request)).who.memberId, request.body.code)
      return { enabled: true }
    })
    route(app, accountRoutes.totpDisable, async (request) => {
      await totp.disable(deps.totp, (await signedIn(request)).who.memberId, request.body.password, request.body.code)
      return { enabled: false }
    })

    route(app, accountRoutes.changePassword, async (request) => {
      const { who, merchant } = await signedIn(request)
      const messages = await patternMessages(deps.db, merchant, languageOf(request, merchant))
      const state = { ...who, mustChangePassword: request.principal.mustChangePassword ?? false }
      await passwords.changePassword(deps.db, merchant, state, request.body, messages)
      return { changed: true as const }
    })
    route(app, accountRoutes.changePaymentPassword, async (request) => {
      const { who } = await signedIn(request)
      await passwords.changePaymentPassword(deps.db, who.memberId, request.body)
      return { changed: true as const }
    })
    route(
      app,
      accountRoutes.forgotByEmail,
      async (request) => {
        // The link goes to the brand's configured domain, never to the Host header's text (decision 035).
        const { merchant, origin } = await deps.merchants.site(request)
        await passwords.sendResetLink(deps.db, deps.sender, merchant, request.body, origin)
        return { sent: true as const }
      },
      { rateLimit: { max: 5, timeWindow: '1 hour' } },
    )
    route(app, accountRoutes.resetByLink, async (request) => {
      const merchant = await merchantOf(request)
      await passwords.resetWithLink(
        deps.db,
        merchant,
        request.body,
        await patternMessages(deps.db, merchant, languageOf(request, merchant)),
      )
      return { changed: true as const }
    })
    route(app, accountRoutes.forgotByPhone, async (request) => {
      const merchant = await merchantOf(request)
      const messages = await patternMessages(deps.db, merchant, languageOf(request, merchant))
      return passwords.resetWithSms(deps, merchant, request.body, messages, clientOf(request))
    })
  }
}
