import { homeRoutes, operatorContentRoutes, operatorHomeRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import * as sending from './message-send.service'
import * as messages from './message.service'

export interface MessageDeps {
  db: Db
  merchants: MerchantDirectory
}

export function messageRoutesPlugin(deps: MessageDeps) {
  const signedIn = (request: FastifyRequest) => signedInMember(deps.merchants, request.principal, request.hostname)

  return async function register(app: App) {
    route(app, homeRoutes.unreadCount, async (request) => messages.unreadCount(deps.db, request.principal))
    route(app, homeRoutes.messages, async (request) => {
      const { who, merchant } = await signedIn(request)
      return messages.memberMessages(deps.db, merchant, who.memberId, request.query)
    })
    route(app, homeRoutes.readMessage, async (request) => {
      const { who, merchant } = await signedIn(request)
      return messages.readMessage(deps.db, merchant, who.memberId, BigInt(request.params.id), request.query.language)
    })
    route(app, homeRoutes.readAllMessages, async (request) =>
      messages.readAllMessages(deps.db, (await signedIn(request)).who.memberId),
    )

    route(app, operatorHomeRoutes.sendMessage, async (request) =>
      sending.sendMessage(deps.db, { principal: request.principal, ip: request.ip }, request.body),
    )
    route(app, operatorContentRoutes.sentMessages, async (request) =>
      sending.sentMessages(deps.db, request.principal, request.query),
    )
  }
}
