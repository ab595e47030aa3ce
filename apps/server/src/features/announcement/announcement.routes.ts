import { homeRoutes, operatorHomeRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { requestMerchant, type MerchantDirectory } from '../merchant/merchant.service'
import * as admin from './announcement-admin.service'
import { liveAnnouncements } from './announcement.service'

export interface AnnouncementDeps {
  db: Db
  merchants: MerchantDirectory
}

export function announcementRoutesPlugin(deps: AnnouncementDeps) {
  return async function register(app: App) {
    route(app, homeRoutes.announcements, async (request) => {
      const { merchant } = await requestMerchant(deps.merchants, request, request.query.url)
      const { role, merchantId } = request.principal
      // A session counts only on its own brand's site (a token from another brand is no session here).
      const signedIn = (role === 'member' || role === 'agent' || role === 'trial') && merchantId === merchant.id
      return liveAnnouncements(deps.db, merchant, request.query, signedIn)
    })

    const action = (request: { principal: admin.OperatorAction['principal']; ip: string }) => ({
      principal: request.principal,
      ip: request.ip,
    })
    route(app, operatorHomeRoutes.announcements, async (request) =>
      admin.announcementsForOperator(deps.db, request.principal, request.query),
    )
    route(app, operatorHomeRoutes.createAnnouncement, async (request) =>
      admin.createAnnouncement(deps.db, action(request), request.body),
    )
    route(app, operatorHomeRoutes.updateAnnouncement, async (request) =>
      admin.updateAnnouncement(deps.db, action(request), BigInt(request.params.id), request.body),
    )
    route(app, operatorHomeRoutes.unpublishAnnouncement, async (request) =>
      admin.unpublishAnnouncement(deps.db, action(request), BigInt(request.params.id)),
    )
  }
}
