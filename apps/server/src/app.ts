import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import formBody from '@fastify/formbody'
import Fastify, { type FastifyServerOptions } from 'fastify'
import type { Config } from './config'
import type { Db } from './db/database'
import { captchaRoutesPlugin } from './features/captcha/captcha.routes'
import { cryptoRoutesPlugin } from './features/crypto/crypto.routes'
import { createKeyRing } from './features/crypto/crypto.service'
import { createMerchantDirectory, type MerchantDirectory } from './features/merchant/merchant.service'
import { memberRoutesPlugin } from './features/member/member.routes'
import { operatorRoutesPlugin } from './features/operator/operator.routes'
import { OPERATOR_TOKEN_PREFIX, principalForOperatorToken } from './features/operator/operator.service'
import { sessionRoutesPlugin } from './features/session/session.routes'
import { principalForToken } from './features/session/session.service'
import { socialRoutesPlugin } from './features/social/social.routes'
import { systemRoutesPlugin } from './features/system/system.routes'
import { verificationRoutesPlugin } from './features/verification/verification.routes'
import { walletRoutesPlugin } from './features/wallet/wallet.routes'
import { withdrawalRoutesPlugin } from './features/withdrawal/withdrawal.routes'
import { bearerResolver, type PrincipalResolver, type RouteAccess } from './http/access'
import { registerApiDocs } from './http/docs'
import { registerEncryptedPayloads } from './http/encrypted-payload'
import { registerErrorHandling } from './http/error-handler'
import { registerRateLimit } from './http/rate-limit'
import type { App } from './http/route'
import { registerRequestGuard } from './http/request-guard'
import { registerWebApp } from './http/web-app'
import type { GeoLookup } from './lib/geo'
import { deriveKey } from './lib/secret'
import { buildSender } from './providers/messaging'
import { localFileStore } from './providers/storage'

export interface AppDeps {
  config: Readonly<Config>
  db: Db
  geo: GeoLookup
  appSecret: Buffer
  resolvePrincipal?: PrincipalResolver
}

export interface BuiltApp {
  app: App
  merchants: MerchantDirectory
  routes: RouteAccess[]
}

/** Builds the whole HTTP application; features are registered explicitly, in one list. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, db } = deps
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Requests keep an id given by a trusted upstream (load balancer) or get a fresh one.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>()


  const merchants = createMerchantDirectory(db, config.settingsCacheMs)
  const keys = createKeyRing(db, deriveKey(deps.appSecret, 'crypto-keys'), {
    rotationDays: config.keyRotationDays,
    graceDays: config.keyGraceDays,
  })

  registerErrorHandling(app)
  const routes = registerRequestGuard(
    app,
    deps.resolvePrincipal ??
      bearerResolver((token) =>
        token.startsWith(OPERATOR_TOKEN_PREFIX) ? principalForOperatorToken(db, token) : principalForToken(db, token),
      ),
  )
  await app.register(formBody)
  registerEncryptedPayloads(app, (keyId) => keys.privateKey(keyId))
  await registerRateLimit(app)
  await registerApiDocs(app)

  await app.register(systemRoutesPlugin({ db, merchants, geo: deps.geo }))
  await app.register(cryptoRoutesPlugin(keys))
  const captchaKey = deriveKey(deps.appSecret, 'captcha')
  const codes = { db, key: deriveKey(deps.appSecret, 'verification-codes') }
  const sender = buildSender(db, config)
  await app.register(captchaRoutesPlugin({ db, captchaKey }))
  const totp = { db, sealingKey: deriveKey(deps.appSecret, 'totp') }
  await app.register(sessionRoutesPlugin({ db, merchants, captchaKey, codes: { ...codes, sender }, totp }))
  await app.register(socialRoutesPlugin({ db, merchants, oidc: config.oidc }))
  await app.register(operatorRoutesPlugin({ db, sealingKey: deriveKey(deps.appSecret, 'operator-totp') }))
  await app.register(walletRoutesPlugin({ db, merchants }))
  await app.register(verificationRoutesPlugin({ ...codes, sender, merchants }))
  const store = localFileStore(join(config.dataDir, 'uploads'))
  await app.register(memberRoutesPlugin({ db, merchants, captchaKey, codes, sender, totp, store }))
  await app.register(withdrawalRoutesPlugin({ db, merchants, store }))

  await registerWebApp(app, config.webDir)
  return { app, merchants, routes }
}

function loggerOptions(level: Config['logLevel']): FastifyServerOptions['logger'] {
  return {
    level,
    // Credentials never reach the logs.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  }
}
