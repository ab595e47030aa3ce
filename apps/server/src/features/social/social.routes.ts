import { socialRoutes } from '@sea/contract'
import { route, type App } from '../../http/route'
import type { MerchantDirectory } from '../merchant/merchant.service'
import { clientOf } from '../../http/client'
import { completeSocialLogin, startSocialLogin, type SocialDeps } from './social.service'

export function socialRoutesPlugin(deps: SocialDeps & { merchants: MerchantDirectory }) {
  return async function register(app: App) {
    route(
      app,
      socialRoutes.start,
      async (request) =>
        // The redirect must come back to the brand's configured domain, never to the Host header's text.
        deps.merchants.site(request).then(({ merchant, origin }) =>
          startSocialLogin(deps, merchant, request.params.provider, {
            redirectUri: request.query.redirectUri,
            origin,
          }),
        ),
      // Each call stores a pending login; generous, as many members can share one address (CGNAT).
      { rateLimit: { max: 60, timeWindow: '10 minutes' } },
    )

    route(
      app,
      socialRoutes.complete,
      async (request) =>
        completeSocialLogin(
          deps,
          await deps.merchants.forHost(request.hostname),
          request.params.provider,
          request.body,
          clientOf(request),
        ),
      { rateLimit: { max: 60, timeWindow: '10 minutes' } },
    )
  }
}
