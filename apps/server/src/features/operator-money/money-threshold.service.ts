import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import { scaleLimit } from '../lottery/lottery-settings/currency-units'
import { actingOperator, type ManualMove } from './manual-posting'
import * as repo from './money-request.repository'

/**
 * Four-eyes thresholds per brand (docs/decisions/041-four-eyes-on-money.md). A brand that never
 * set its own gets MYR 1,000.00 for credits and bonuses, scaled to its currency as the lottery
 * limits are, and no threshold for debits (a debit moves money to the house, not out of it).
 */
const DEFAULT_CREDIT_MYR = 100_000n

interface Thresholds {
  adjustmentCredit: bigint | null
  adjustmentDebit: bigint | null
  bonus: bigint | null
}

async function thresholdsOf(
  db: Db,
  merchantId: number,
  currency: string,
): Promise<Thresholds & { isDefault: boolean }> {
  const row = await repo.findThresholds(db, merchantId)
  if (row)
    return {
      adjustmentCredit: row.adjustmentCredit,
      adjustmentDebit: row.adjustmentDebit,
      bonus: row.bonus,
      isDefault: false,
    }
  const credit = scaleLimit(DEFAULT_CREDIT_MYR, currency)
  return { adjustmentCredit: credit, adjustmentDebit: null, bonus: credit, isDefault: true }
}

/** The amount above which this move needs a second operator; null: never. */
export async function thresholdFor(
  db: Db,
  merchantId: number,
  currency: string,
  move: Pick<ManualMove, 'type' | 'direction'>,
) {
  const thresholds = await thresholdsOf(db, merchantId, currency)
  if (move.type === 'bonus') return thresholds.bonus
  return move.direction === 'credit' ? thresholds.adjustmentCredit : thresholds.adjustmentDebit
}

/** A brand an operator may see: its own, or any for an installation-wide operator; others look unknown. */
async function merchantInScope(db: Db, principal: Principal, merchantId: number) {
  const { brands } = actingOperator(principal)
  const merchant = brands === null || brands.includes(merchantId) ? await repo.findMerchant(db, merchantId) : undefined
  if (!merchant) throw new AppError('not_found', 'No such merchant')
  return merchant
}

function view(merchantId: number, currency: string, t: Thresholds & { isDefault: boolean }) {
  const amount = (value: bigint | null) => (value === null ? null : fromMinor(value))
  return {
    merchantId,
    currency,
    adjustmentCredit: amount(t.adjustmentCredit),
    adjustmentDebit: amount(t.adjustmentDebit),
    bonus: amount(t.bonus),
    isDefault: t.isDefault,
  }
}

export async function getThresholds(db: Db, principal: Principal, merchantId: number) {
  const merchant = await merchantInScope(db, principal, merchantId)
  return view(merchant.id, merchant.currency, await thresholdsOf(db, merchant.id, merchant.currency))
}

/**
 * Only installation-wide operators set thresholds: a brand's own operator who could raise them
 * could switch the second pair of eyes off for themselves.
 */
export async function setThresholds(
  db: Db,
  action: { principal: Principal; ip: string },
  merchantId: number,
  input: { adjustmentCredit: string | null; adjustmentDebit: string | null; bonus: string | null },
) {
  const merchant = await merchantInScope(db, action.principal, merchantId)
  const { operatorId, brands } = actingOperator(action.principal)
  if (brands !== null) throw new AppError('forbidden', 'Only installation-wide operators set four-eyes thresholds')
  const minor = (value: string | null, field: string) => (value === null ? null : toMinor(value, field))
  const next = {
    adjustmentCredit: minor(input.adjustmentCredit, 'adjustmentCredit'),
    adjustmentDebit: minor(input.adjustmentDebit, 'adjustmentDebit'),
    bonus: minor(input.bonus, 'bonus'),
  }
  return inTransaction(db, async (trx) => {
    const before = await thresholdsOf(trx, merchant.id, merchant.currency)
    await repo.saveThresholds(trx, { merchantId: merchant.id, ...next, updatedBy: operatorId, updatedAt: new Date() })
    const after = { ...next, isDefault: false }
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(operatorId),
      merchantId: merchant.id,
      ip: action.ip,
      action: 'merchant.money_thresholds',
      target: `merchant:${merchant.id}`,
      before: view(merchant.id, merchant.currency, before),
      after: view(merchant.id, merchant.currency, after),
    })
    return view(merchant.id, merchant.currency, after)
  })
}
