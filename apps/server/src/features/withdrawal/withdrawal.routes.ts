import {
  cashierRoutes,
  operatorWithdrawalRoutes,
  PROOF_MAX_BYTES,
  PROOF_UPLOAD_TYPES,
  withdrawalRoutes,
} from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import type { FileStore } from '../../providers/storage'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { idempotencyKeyOf } from '../wallet/team-transfer.service'
import { bankAccounts, banks, bindBankAccount } from './bank-account.service'
import { confirmationData, confirmWithdrawal, uploadProof } from './confirmation.service'
import { resolveDispute } from './dispute.service'
import { claimItem, releaseItem } from '../cashier/claim.service'
import {
  claimableWithdrawal,
  decideWithdrawal,
  listForOperator,
  proofImage,
  withdrawalDetail,
} from './operator-withdrawal.service'
import { memberWithdrawals, requestWithdrawal, withdrawalSettings } from './withdrawal.service'
import { acceptPictureBodies } from '../../http/picture-bodies'

export interface WithdrawalDeps {
  db: Db
  merchants: MerchantDirectory
  /** Proof pictures of not-received answers. */
  store: FileStore
}

export function withdrawalRoutesPlugin(deps: WithdrawalDeps) {
  const signedIn = (request: FastifyRequest) => signedInMember(deps.merchants, request.principal, request.hostname)

  return async function register(app: App) {
    route(app, withdrawalRoutes.banks, async (request) => banks(deps.db, (await signedIn(request)).merchant))
    route(app, withdrawalRoutes.bankAccounts, async (request) =>
      bankAccounts(deps.db, (await signedIn(request)).who.memberId),
    )
    route(
      app,
      withdrawalRoutes.bindBankAccount,
      async (request) => {
        const { who, merchant } = await signedIn(request)
        return bindBankAccount(deps.db, merchant, who.memberId, request.body, request.ip)
      },
      { rateLimit: { max: 20, timeWindow: '1 hour' } },
    )
    route(app, withdrawalRoutes.settings, async (request) => {
      const { who, merchant } = await signedIn(request)
      return withdrawalSettings(deps.db, merchant, who.memberId)
    })
    route(app, withdrawalRoutes.request, async (request) => {
      const { who, merchant } = await signedIn(request)
      return requestWithdrawal(
        deps.db,
        merchant,
        who.memberId,
        request.body,
        idempotencyKeyOf(request.headers['idempotency-key']),
      )
    })
    route(app, withdrawalRoutes.list, async (request) =>
      memberWithdrawals(deps.db, (await signedIn(request)).who.memberId, request.query),
    )
    route(app, withdrawalRoutes.confirmation, async (request) =>
      confirmationData(deps.db, (await signedIn(request)).who.memberId, BigInt(request.params.id)),
    )
    acceptPictureBodies(app, PROOF_UPLOAD_TYPES, PROOF_MAX_BYTES)
    route(
      app,
      withdrawalRoutes.uploadProof,
      async (request) =>
        uploadProof(deps, (await signedIn(request)).who.memberId, BigInt(request.params.id), request.body),
      { bodyLimit: PROOF_MAX_BYTES, rateLimit: { max: 30, timeWindow: '1 hour' } },
    )
    route(app, withdrawalRoutes.confirm, async (request) =>
      confirmWithdrawal(deps.db, (await signedIn(request)).who.memberId, BigInt(request.params.id), request.body),
    )

    route(app, operatorWithdrawalRoutes.list, async (request) =>
      listForOperator(deps.db, request.principal, request.query),
    )
    route(app, operatorWithdrawalRoutes.detail, async (request) =>
      withdrawalDetail(deps.db, request.principal, BigInt(request.params.id)),
    )
    route(app, cashierRoutes.claimWithdrawal, async (request) => {
      const id = BigInt(request.params.id)
      return claimItem(deps.db, request.principal, (trx) => claimableWithdrawal(trx, id, true), request.ip)
    })
    route(app, cashierRoutes.releaseWithdrawal, async (request) => {
      const id = BigInt(request.params.id)
      return releaseItem(deps.db, request.principal, (trx) => claimableWithdrawal(trx, id, false), request.ip)
    })
    route(app, operatorWithdrawalRoutes.approve, async (request) =>
      decideWithdrawal(deps.db, request.principal, BigInt(request.params.id), { approve: true }, request.ip),
    )
    route(app, operatorWithdrawalRoutes.reject, async (request) =>
      decideWithdrawal(
        deps.db,
        request.principal,
        BigInt(request.params.id),
        { approve: false, reason: request.body.reason },
        request.ip,
      ),
    )
    route(app, operatorWithdrawalRoutes.resolveDispute, async (request) =>
      resolveDispute(deps.db, request.principal, BigInt(request.params.id), request.body, request.ip),
    )
    route(app, operatorWithdrawalRoutes.proof, async (request, reply) => {
      const file = await proofImage(
        deps.db,
        deps.store,
        request.principal,
        BigInt(request.params.id),
        BigInt(request.params.proofId),
      )
      // Evidence of a dispute: private to the back office, never cached on the way.
      reply.type(file.contentType).header('cache-control', 'private, no-store')
      return file.data
    })
  }
}
