import { accountRoutes } from '@sea/contract'
import { clientOf } from '../../http/client'
import { route, type App } from '../../http/route'
import type { MerchantDirectory } from '../merchant/merchant.service'
import { startFreePlay } from './free-play.service'
import { login, type LoginDeps } from './login.service'
import { sendChallengeCode, verifyChallenge, type NewIpDeps } from './new-ip.service'

export function loginRoutesPlugin(deps: LoginDeps & NewIpDeps & { merchants: MerchantDirectory }) {
  return async function register(app: App) {
    route(app, accountRoutes.login, async (request) =>
      login(deps, await deps.merchants.forHost(request.hostname), request.body, clientOf(request)),
    )

    route(
      app,
      accountRoutes.freePlay,
      async (request) => startFreePlay(deps.db, await deps.merchants.forHost(request.hostname), clientOf(request)),
      // Each call creates an account: a person needs a handful, not hundreds.
      { rateLimit: { max: 10, timeWindow: '1 hour' } },
    )

    route(
      app,
      accountRoutes.loginChallenge,
      async (request) => {
        const merchant = await deps.merchants.forHost(request.hostname)
        return sendChallengeCode(deps, merchant, request.body, clientOf(request))
      },
      { rateLimit: { max: 20, timeWindow: '1 hour' } },
    )
    route(app, accountRoutes.loginVerify, async (request) =>
      verifyChallenge(deps, await deps.merchants.forHost(request.hostname), request.body, clientOf(request)),
    )
  }
}
