import { accountRoutes } from '@sea/contract'
import { route, type App } from '../../http/route'
import type { MerchantDirectory } from '../merchant/merchant.service'
import { phoneDestination, sendCode, type CodeDeps } from './verification.service'

export function verificationRoutesPlugin(deps: Omit<CodeDeps, 'brandName'> & { merchants: MerchantDirectory }) {
  // Per address as well as per number: one client must not spray codes across many numbers.
  const limit = { rateLimit: { max: 20, timeWindow: '1 hour' } }
  return async function register(app: App) {
    route(
      app,
      accountRoutes.smsNoLogin,
      async (request) => {
        const merchant = await deps.merchants.forHost(request.hostname)
        const destination = phoneDestination(request.body.countryDialingCode, request.body.mobileNum)
        return sendCode({ ...deps, brandName: merchant.brand.name }, merchant.id, request.body.purpose ?? 'login', destination)
      },
      limit,
    )
    route(
      app,
      accountRoutes.smsRegister,
      async (request) => {
        const merchant = await deps.merchants.forHost(request.hostname)
        const destination = phoneDestination(request.body.countryDialingCode, request.body.mobileNo)
        return sendCode({ ...deps, brandName: merchant.brand.name }, merchant.id, 'register', destination)
      },
      limit,
    )
  }
}
