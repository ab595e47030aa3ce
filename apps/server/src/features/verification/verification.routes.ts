import { accountRoutes } from '@sea/contract'
import { route, type App } from '../../http/route'
import type { MerchantDirectory } from '../merchant/merchant.service'
import { phoneDestination, sendCode, type CodeAsker, type CodeDeps, type CodePurpose } from './verification.service'

export function verificationRoutesPlugin(deps: Omit<CodeDeps, 'brandName'> & { merchants: MerchantDirectory }) {
  // Per address as well as per number: one client must not spray codes across many numbers.
  const limit = { rateLimit: { max: 20, timeWindow: '1 hour' } }
  const send = async (
    host: string,
    purpose: CodePurpose,
    countryDialingCode: string,
    mobileNum: string,
    asker: CodeAsker,
  ) => {
    const merchant = await deps.merchants.forHost(host)
    return sendCode(
      { ...deps, brandName: merchant.brand.name },
      merchant.id,
      purpose,
      phoneDestination(countryDialingCode, mobileNum),
      asker,
    )
  }
  return async function register(app: App) {
    route(
      app,
      accountRoutes.smsNoLogin,
      async ({ hostname, body, ip }) =>
        send(hostname, body.purpose ?? 'login', body.countryDialingCode, body.mobileNum, {
          ip,
          captcha: body.captcha,
          captchaId: body.captchaId,
        }),
      limit,
    )
    route(
      app,
      accountRoutes.smsRegister,
      async ({ hostname, body, ip }) =>
        send(hostname, 'register', body.countryDialingCode, body.mobileNo, {
          ip,
          captcha: body.captcha,
          captchaId: body.captchaId,
        }),
      limit,
    )
  }
}
