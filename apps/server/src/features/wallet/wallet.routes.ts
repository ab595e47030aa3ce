import { walletRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { transactionRecords } from './records.service'
import { idempotencyKeyOf, transferToDownline, transferToUpline } from './team-transfer.service'
import { walletBalance } from './wallet.service'

export function walletRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory }) {
  const signedIn = (request: FastifyRequest) => signedInMember(deps.merchants, request.principal, request.hostname)

  return async function register(app: App) {
    route(app, walletRoutes.balance, async (request) => {
      const { who, merchant } = await signedIn(request)
      return walletBalance(deps.db, merchant, who.memberId)
    })

    route(app, walletRoutes.merchantWallet, async (request) => {
      const { who, merchant } = await signedIn(request)
      const { wallets } = await walletBalance(deps.db, merchant, who.memberId)
      return { isSingle: merchant.flags.SINGLE_WALLET, wallets }
    })

    route(app, walletRoutes.transactions, async (request) => {
      const { who } = await signedIn(request)
      return transactionRecords(deps.db, who.memberId, request.query)
    })

    route(app, walletRoutes.transferUpline, async (request) => {
      const { who, merchant } = await signedIn(request)
      return transferToUpline(
        deps.db,
        merchant,
        who.memberId,
        request.body,
        idempotencyKeyOf(request.headers['idempotency-key']),
      )
    })
    route(app, walletRoutes.transferDownline, async (request) => {
      const { who, merchant } = await signedIn(request)
      return transferToDownline(
        deps.db,
        merchant,
        who.memberId,
        request.body,
        idempotencyKeyOf(request.headers['idempotency-key']),
      )
    })
  }
}
