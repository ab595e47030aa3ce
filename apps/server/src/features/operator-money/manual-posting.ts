import type { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_TYPES } from '@sea/contract'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { ensureAccount, postTransfer } from '../../ledger/ledger'
import { brandsOf, operatorIdOf } from '../operator/operator.service'

/** What a manual movement is: one amount between a member's main wallet and the house or promotions. */
export interface ManualMove {
  type: (typeof ADJUSTMENT_TYPES)[number]
  direction: (typeof ADJUSTMENT_DIRECTIONS)[number]
  /** Minor units, above zero. */
  amount: bigint
  reason: string
}

export interface MemberRef {
  memberId: bigint
  merchantId: number
  currency: string
}

/** The acting operator's id and brands (null = installation-wide); members are refused. */
export function actingOperator(principal: Principal): { operatorId: number; brands: readonly number[] | null } {
  return { operatorId: operatorIdOf(principal), brands: brandsOf(principal) }
}

/** The ledger key of a call that posts at once: keyed by operator, so two operators never collide. */
export const directKey = (operatorId: number, key: string) => `operator-adjust:${operatorId}:${key}`

/** The member's main wallet and the account on the other side of the move. */
export async function manualAccounts(db: Db, member: MemberRef, type: ManualMove['type']) {
  const account = (kind: string) =>
    ensureAccount(db, {
      merchantId: member.merchantId,
      currency: member.currency,
      kind,
      ...(kind === 'member_main' ? { ownerMemberId: member.memberId } : {}),
    })
  return { wallet: await account('member_main'), counterpart: await account(type === 'bonus' ? 'promotions' : 'house') }
}

/**
 * Posts a manual move inside the caller's transaction; the metadata names the operators, which
 * the withdrawal rule reads (docs/decisions/041-four-eyes-on-money.md).
 */
export async function postManual(
  trx: Db,
  member: MemberRef,
  accounts: { wallet: bigint; counterpart: bigint },
  move: ManualMove,
  ledger: { idempotencyKey: string; externalRef: string; metadata: Record<string, unknown> },
) {
  const delta = move.direction === 'credit' ? move.amount : -move.amount
  const result = await postTransfer(trx, {
    idempotencyKey: ledger.idempotencyKey,
    merchantId: member.merchantId,
    currency: member.currency,
    kind: move.type,
    externalRef: ledger.externalRef,
    entries: [
      { accountId: accounts.counterpart, amount: -delta },
      { accountId: accounts.wallet, amount: delta },
    ],
    metadata: { reason: move.reason, ...ledger.metadata, ...(move.type === 'bonus' ? { bonusType: 'manual' } : {}) },
  })
  const after = result.balances.get(accounts.wallet) ?? 0n
  return { transactionId: result.transactionId, before: after - delta, after, replayed: result.replayed }
}
