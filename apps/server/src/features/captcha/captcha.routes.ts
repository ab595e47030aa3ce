import { systemRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { issueCaptcha } from './captcha.service'

export function captchaRoutesPlugin(deps: { db: Db; captchaKey: Buffer }) {
  return async function register(app: App) {
    route(app, systemRoutes.captcha, async (request) => issueCaptcha(deps.db, deps.captchaKey, request.ip), {
      // Each image costs a row and a render; a person never needs more than a few a minute.
      rateLimit: { max: 30, timeWindow: '1 minute' },
    })
  }
}
