import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import formBody from '@fastify/formbody'
import Fastify, { type FastifyServerOptions } from 'fastify'
import type { Config } from './config'
import type { Db } from './db/database'
import { agentContractRoutesPlugin } from './features/agent-contract/contract.routes'
import { platformContractRoutesPlugin } from './features/agent-contract/platform-contract.routes'
import { agentBillRoutesPlugin } from './features/agent-settlement/bills.routes'
import { agentTeamRoutesPlugin } from './features/agent-team/team.routes'
import { auditLogRoutesPlugin } from './features/audit-log/audit-log.routes'
import { brandRulesRoutesPlugin } from './features/brand-rules/brand-rules.routes'
import { announcementRoutesPlugin } from './features/announcement/announcement.routes'
import { contentRoutesPlugin } from './features/announcement/announcement-content.routes'
import { helpCentreRoutesPlugin } from './features/help-centre/help-centre.routes'
import { captchaRoutesPlugin } from './features/captcha/captcha.routes'
import { cashierRoutesPlugin } from './features/cashier/cashier.routes'
import { cryptoRoutesPlugin } from './features/crypto/crypto.routes'
import { customerServiceRoutesPlugin } from './features/customer-service/customer-service.routes'
import { inhouseRoutesPlugin } from './inhouse/inhouse.routes'
import { createKeyRing } from './features/crypto/crypto.service'
import type { GatewayLink } from './features/deposit/deposit-gateway.service'
import { depositRoutesPlugin } from './features/deposit/deposit.routes'
import { feedbackRoutesPlugin } from './features/feedback/feedback.routes'
import { gameRoutesPlugin } from './features/game/game.routes'
import { healthRoutesPlugin } from './features/health/health.routes'
import type { Readiness } from './features/health/health.service'
import { lotteryRoutesPlugin } from './features/lottery/lottery.routes'
import { raffleRoutesPlugin } from './features/promotion-raffle/raffle.routes'
import { raffleSealingKey } from './features/promotion-raffle/raffle.service'
import { createMerchantDirectory, type MerchantDirectory } from './features/merchant/merchant.service'
import { memberRoutesPlugin } from './features/member/member.routes'
import { messageRoutesPlugin } from './features/message/message.routes'
import { missionRoutesPlugin } from './features/missions/missions.routes'
import { operatorAccountRoutesPlugin } from './features/operator/operator-account.routes'
import { operatorRoutesPlugin } from './features/operator/operator.routes'
import { operatorAgentRoutesPlugin } from './features/operator-agents/operator-agents.routes'
import { operatorMoneyRoutesPlugin } from './features/operator-money/operator-money.routes'
import { brandCashierRoutesPlugin } from './features/brand-cashier/brand-cashier.routes'
import { promotionAdminRoutesPlugin } from './features/promotion-admin/promotion-admin.routes'
import { loyaltyPointsRoutesPlugin } from './features/loyalty-points/points.routes'
import { loyaltyPointsAdminRoutesPlugin } from './features/loyalty-points/points-admin.routes'
import { protectionSessionRoutesPlugin } from './features/protection/protection-session.routes'
import { protectionRoutesPlugin } from './features/protection/protection.routes'
import { selfExclusionRoutesPlugin } from './features/self-exclusion/self-exclusion.routes'
import { kycRoutesPlugin } from './features/kyc/kyc.routes'
import { riskRoutesPlugin } from './features/risk/risk.routes'
import { protectionOperatorRoutesPlugin } from './features/protection-operator/protection-operator.routes'
import { reportRoutesPlugin } from './features/reports/reports.routes'
import { referralRoutesPlugin } from './features/promotion-referral/referral.routes'
import { operatorMemberRoutesPlugin } from './features/operator-members/operator-members.routes'
import { OPERATOR_TOKEN_PREFIX, principalForOperatorToken } from './features/operator/operator-session.service'
import { seamlessWalletRoutesPlugin } from './features/seamless-wallet/seamless-wallet.routes'
import { sessionRoutesPlugin } from './features/session/session.routes'
import { loginRoutesPlugin } from './features/login/login.routes'
import { principalOnHost } from './features/session/session.service'
import { socialRoutesPlugin } from './features/social/social.routes'
import { systemRoutesPlugin } from './features/system/system.routes'
import { vendorWalletRoutesPlugin } from './features/vendor-wallet/vendor-wallet.routes'
import { verificationRoutesPlugin } from './features/verification/verification.routes'
import { recordRoutesPlugin } from './features/wallet/records.routes'
import { walletRoutesPlugin } from './features/wallet/wallet.routes'
import { withdrawalRoutesPlugin } from './features/withdrawal/withdrawal.routes'
import { vipRoutesPlugin } from './features/vip/vip.routes'
import { gameAdminRoutesPlugin } from './features/game-admin/game-admin.routes'
import { storedVendorSecret } from './features/seamless-wallet/vendor-secret'
import { bearerResolver, type PrincipalResolver, type RouteAccess } from './http/access'
import { registerApiDocs } from './http/docs'
import { registerEncryptedPayloads } from './http/encrypted-payload'
import { registerErrorHandling } from './http/error-handler'
import { requestSerializer } from './http/log-redaction'
import { registerRateLimit } from './http/rate-limit'
import type { App } from './http/route'
import { registerRequestGuard } from './http/request-guard'
import type { AfterRegistration } from './features/member/registration.service'
import { grantOnRegistration } from './features/promotion/promotion-hooks.service'
import { deviceOf } from './features/promotion/promotion.service'
import { promotionRoutesPlugin } from './features/promotion/promotion.routes'
import { pointMallRoutesPlugin } from './features/point-mall/point-mall.routes'
import { registerSiteStateGate } from './http/site-state-gate'
import { registerAdminApp } from './http/admin-app'
import { brandAdminRoutesPlugin } from './features/brand-admin/brand-admin.routes'
import { registerPreviewFraming } from './features/brand-admin/preview-frames'
import { registerHostCheck, registerWebApp } from './http/web-app'
import type { GeoLookup } from './lib/geo'
import { deriveKey } from './lib/secret'
import { AppError } from './lib/app-error'
import { buildSender } from './providers/messaging'
import { createPaygateClient } from './providers/paygate/paygate.client'
import { localFileStore } from './providers/storage'
import { httpVendorConnector } from './providers/vendor/http-transfer-vendor'

export interface AppDeps {
  config: Readonly<Config>
  db: Db
  geo: GeoLookup
  appSecret: Buffer
  resolvePrincipal?: PrincipalResolver
  /** The payment gateway's base URL (an external one, or the simulator startServer started); none: gateway channels are unavailable. */
  paygateUrl?: string | null
  /** A read-only replica for reports and the console's long lists (REPORTS_DATABASE_URL); the primary when unset. */
  reportsDb?: Db
  /** Whether this instance is draining (startServer sets it on close); never draining when unset. */
  readiness?: Readonly<Readiness>
  /** Where the log lines go (tests read them); standard output when unset. */
  logStream?: { write(line: string): void }
}

export interface BuiltApp {
  app: App
  merchants: MerchantDirectory
  routes: RouteAccess[]
}

/** Builds the whole HTTP application; features are registered explicitly, in one list. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, db } = deps
  const reportsDb = deps.reportsDb ?? db
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Requests keep an id given by a trusted upstream (load balancer) or get a fresh one.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>()

  const merchants = createMerchantDirectory(db, config.settingsCacheMs, Date.now, config.defaultBrand)
  // A vendor's rotated secret replaces the derived one on the transfer calls too.
  const storedSecret = (code: string) => storedVendorSecret(db, deps.appSecret, code)
  const keys = createKeyRing(db, deriveKey(deps.appSecret, 'crypto-keys'), {
    rotationDays: config.keyRotationDays,
    graceDays: config.keyGraceDays,
  })

  registerErrorHandling(app)
  registerHostCheck(app)
  const routes = registerRequestGuard(
    app,
    deps.resolvePrincipal ??
      bearerResolver((token, request) =>
        token.startsWith(OPERATOR_TOKEN_PREFIX)
          ? principalForOperatorToken(db, token)
          : principalOnHost(db, merchants, token, request.hostname),
      ),
  )
  registerSiteStateGate(app, { merchants, geo: deps.geo })
  await app.register(formBody)
  registerEncryptedPayloads(app, (keyId) => keys.privateKey(keyId))
  await registerRateLimit(app, { db, redisUrl: config.redisUrl, schema: config.databaseSchema })
  if (config.apiDocs) await registerApiDocs(app)

  await app.register(healthRoutesPlugin({ db, readiness: deps.readiness ?? { draining: false } }))
  await app.register(systemRoutesPlugin({ db, merchants, geo: deps.geo }))
  await app.register(cryptoRoutesPlugin(keys))
  const captchaKey = deriveKey(deps.appSecret, 'captcha')
  const codes = { db, key: deriveKey(deps.appSecret, 'verification-codes'), captchaKey }
  const sender = buildSender(db, config)
  await app.register(captchaRoutesPlugin({ db, captchaKey }))
  const totp = { db, sealingKey: deriveKey(deps.appSecret, 'totp') }
  await app.register(loginRoutesPlugin({ db, merchants, captchaKey, codes: { ...codes, sender }, totp }))
  await app.register(sessionRoutesPlugin({ db }))
  await app.register(socialRoutesPlugin({ db, merchants, oidc: config.oidc }))
  await app.register(operatorRoutesPlugin({ db, sealingKey: deriveKey(deps.appSecret, 'operator-totp') }))
  await app.register(operatorAccountRoutesPlugin({ db }))
  await app.register(operatorMoneyRoutesPlugin({ db }))
  await app.register(brandCashierRoutesPlugin({ db }))
  await app.register(promotionAdminRoutesPlugin({ db, raffleKey: raffleSealingKey(deps.appSecret) }))
  await app.register(reportRoutesPlugin({ db: reportsDb }))
  await app.register(operatorMemberRoutesPlugin({ db, reportsDb, geo: deps.geo, sender }))
  await app.register(auditLogRoutesPlugin({ db, reportsDb }))
  await app.register(cashierRoutesPlugin({ db }))
  await app.register(walletRoutesPlugin({ db, merchants }))
  await app.register(agentTeamRoutesPlugin({ db, merchants }))
  await app.register(agentContractRoutesPlugin({ db, merchants }))
  await app.register(platformContractRoutesPlugin({ db }))
  await app.register(operatorAgentRoutesPlugin({ db }))
  await app.register(agentBillRoutesPlugin({ db, merchants }))
  await app.register(recordRoutesPlugin({ db, merchants }))
  await app.register(
    vendorWalletRoutesPlugin({
      db,
      merchants,
      connect: httpVendorConnector(deps.appSecret, config.vendorTimeoutMs, storedSecret),
    }),
  )
  await app.register(seamlessWalletRoutesPlugin({ db, appSecret: deps.appSecret }))
  await app.register(gameAdminRoutesPlugin({ db, appSecret: deps.appSecret }))
  await app.register(depositRoutesPlugin({ db, merchants, gateway: paygateLink(app, deps) }))
  await app.register(verificationRoutesPlugin({ ...codes, sender, merchants }))
  const store = localFileStore(join(config.dataDir, 'uploads'))
  // Sign-up promotions follow a registration; wired here so the member feature imports none of them.
  // A fault there never fails the registration, but it is logged, not lost.
  const afterRegistration: AfterRegistration = (member, client, device) =>
    grantOnRegistration(db, member, {
      ip: client.ip,
      country: deps.geo.country(client.ip),
      device: deviceOf(device),
    }).catch((error: unknown) => {
      app.log.error({ err: error, memberId: String(member.id) }, 'sign-up promotions failed after a registration')
      return 0n
    })
  await app.register(memberRoutesPlugin({ db, merchants, captchaKey, codes, sender, totp, store, afterRegistration }))
  await app.register(withdrawalRoutesPlugin({ db, merchants, store }))
  await app.register(vipRoutesPlugin({ db, merchants }))
  await app.register(announcementRoutesPlugin({ db, merchants }))
  await app.register(promotionRoutesPlugin({ db, merchants, geo: deps.geo }))
  await app.register(pointMallRoutesPlugin({ db, merchants }))
  await app.register(contentRoutesPlugin({ db, store }))
  await app.register(helpCentreRoutesPlugin({ db }))
  await app.register(loyaltyPointsRoutesPlugin({ db, merchants }))
  await app.register(loyaltyPointsAdminRoutesPlugin({ db }))
  await app.register(protectionRoutesPlugin({ db, merchants }))
  await app.register(selfExclusionRoutesPlugin({ db, merchants }))
  await app.register(protectionSessionRoutesPlugin({ db, merchants }))
  await app.register(kycRoutesPlugin({ db, merchants }))
  await app.register(riskRoutesPlugin({ db }))
  await app.register(protectionOperatorRoutesPlugin({ db }))
  await app.register(brandAdminRoutesPlugin({ db, merchants, store }))
  await app.register(messageRoutesPlugin({ db, merchants }))
  await app.register(referralRoutesPlugin({ db, merchants, geo: deps.geo }))
  await app.register(missionRoutesPlugin({ db, merchants }))
  await app.register(feedbackRoutesPlugin({ db, merchants, store }))
  const social = { google: config.oidc.google !== null, facebook: config.oidc.facebook !== null }
  await app.register(brandRulesRoutesPlugin({ db, invalidate: () => merchants.invalidate(), store, social }))
  await app.register(
    gameRoutesPlugin({
      db,
      merchants,
      connect: httpVendorConnector(deps.appSecret, config.vendorTimeoutMs, storedSecret),
    }),
  )
  await app.register(lotteryRoutesPlugin({ db, merchants }))
  await app.register(raffleRoutesPlugin({ db, merchants, geo: deps.geo, raffleKey: raffleSealingKey(deps.appSecret) }))
  await app.register(
    customerServiceRoutesPlugin({ db, merchants, linkKey: deriveKey(deps.appSecret, 'customer-service-links') }),
  )
  // The game's verify link goes to the brand's configured domain the launch came in on (decision 035).
  const siteOrigin = async (request: { host: string; protocol: string }) => (await merchants.site(request)).origin
  await app.register(
    inhouseRoutesPlugin({
      db,
      appSecret: deps.appSecret,
      platformUrl: () => ownAddress(app),
      timeoutMs: config.vendorTimeoutMs,
      siteOrigin,
    }),
  )

  registerPreviewFraming(app, { merchants, adminHost: config.adminHost })
  await registerAdminApp(app, config.adminDir, config.adminHost, (host) => merchants.isConsoleHost(host))
  await registerWebApp(app, config.webDir, (host) => merchants.serves(host))
  return { app, merchants, routes }
}

function paygateLink(app: App, deps: AppDeps): GatewayLink | null {
  if (!deps.paygateUrl) return null
  const configured = deps.config.paygate.callbackBaseUrl
  return {
    client: createPaygateClient({ baseUrl: deps.paygateUrl, secret: deriveKey(deps.appSecret, 'paygate') }),
    callbackUrl: (provider) => `${configured ?? ownAddress(app)}/wps/payment/callback/${provider}`,
  }
}

/** This server's own listening address, as the built-in gateway on the same machine reaches it. */
function ownAddress(app: App): string {
  const address = app.server.address()
  if (!address || typeof address === 'string')
    throw new AppError('service_unavailable', 'The server is not listening on a TCP port')
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

function loggerOptions(level: Config['logLevel'], stream: AppDeps['logStream']): FastifyServerOptions['logger'] {
  return {
    level,
    // Credentials never reach the logs, nor the codes and tokens some URLs carry.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: requestSerializer },
    ...(stream ? { stream } : {}),
  }
}
