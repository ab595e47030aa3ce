import { sql } from 'kysely'
import type { Db } from '../../db/database'

export interface RequirementInput {
  merchantId: number
  memberId: bigint
  source: string
  required: bigint
  /** Bonus wagering (decision 054): percent of a stake that counts per category, the grant, the expiry, the largest stake counted. */
  weights?: Record<string, number> | null
  grantId?: bigint | null
  expiresAt?: Date | null
  maxStake?: bigint | null
  /** When it starts counting (the grant's payment time); now by default. */
  createdAt?: Date
}

/** A requirement, once per (member, source): adding it again is a no-op. */
export async function insertRequirement(db: Db, row: RequirementInput): Promise<boolean> {
  const { weights, ...rest } = row
  const inserted = await db
    .insertInto('turnoverRequirements')
    .values({ ...rest, ...(weights ? { weights: JSON.stringify(weights) } : {}) })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}

const OPEN_COLUMNS = ['id', 'required', 'achieved', 'createdAt', 'weights', 'maxStake', 'expiresAt', 'grantId'] as const

/** Open requirements, oldest first, locked until the transaction ends. */
export async function openRequirementsForUpdate(db: Db, memberId: bigint) {
  return db
    .selectFrom('turnoverRequirements')
    .select(OPEN_COLUMNS)
    .where('memberId', '=', memberId)
    .where('completedAt', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute()
}
export type OpenRequirement = Awaited<ReturnType<typeof openRequirementsForUpdate>>[number]

export async function setAchieved(db: Db, id: bigint, achieved: bigint, completed: boolean): Promise<void> {
  await db
    .updateTable('turnoverRequirements')
    .set({ achieved, completedAt: completed ? new Date() : null })
    .where('id', '=', id)
    .execute()
}

/** Closes a requirement without changing what it achieved (a forfeited bonus). */
export async function closeRequirement(db: Db, id: bigint, at: Date): Promise<void> {
  await db.updateTable('turnoverRequirements').set({ completedAt: at }).where('id', '=', id).execute()
}

/** One requirement if still open, locked until the transaction ends. */
export function openRequirementForUpdate(db: Db, id: bigint) {
  return db
    .selectFrom('turnoverRequirements')
    .select(['id', 'memberId', 'grantId'])
    .where('id', '=', id)
    .where('completedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst()
}

/** Totals of the member's open requirements. */
export async function openTotals(db: Db, memberId: bigint): Promise<{ required: bigint; achieved: bigint }> {
  const result = await sql<{ required: bigint; achieved: bigint }>`
    SELECT coalesce(sum(required), 0)::int8 AS required, coalesce(sum(achieved), 0)::int8 AS achieved
    FROM turnover_requirements WHERE member_id = ${memberId} AND completed_at IS NULL`.execute(db)
  const row = result.rows[0]
  return { required: BigInt(row?.required ?? 0n), achieved: BigInt(row?.achieved ?? 0n) }
}

/**
 * The member's open requirements with what an early withdrawal may do to each: the bonus to give
 * back, when it is bonus wagering whose promotion says `forfeit` (as the promotion says now).
 */
export async function openForfeits(db: Db, memberId: bigint) {
  const { rows } = await sql<{ id: bigint; amount: bigint | null; forfeitable: boolean }>`
    SELECT r.id, g.amount, coalesce(p.wagering ->> 'onEarlyWithdrawal' = 'forfeit', false) AS forfeitable
    FROM turnover_requirements r
    LEFT JOIN promotion_grants g ON g.id = r.grant_id AND g.state = 'wagering'
    LEFT JOIN promotions p ON p.id = g.promotion_id
    WHERE r.member_id = ${memberId} AND r.completed_at IS NULL
    ORDER BY r.id`.execute(db)
  return rows.map((r) => ({ id: r.id, amount: r.amount, forfeitable: r.forfeitable && r.amount !== null }))
}

/** A bonus's grant, locked: an expiry, a withdrawal's forfeit and the counting never act on it at once. */
export function grantForUpdate(db: Db, id: bigint) {
  return db
    .selectFrom('promotionGrants')
    .select(['id', 'promotionId', 'merchantId', 'memberId', 'currency', 'amount', 'state'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow()
}

/** A bonus whose wagering is met: nothing more is owed for it. */
export async function completeGrant(db: Db, id: bigint, at: Date): Promise<void> {
  await db
    .updateTable('promotionGrants')
    .set({ state: 'completed', closedAt: at })
    .where('id', '=', id)
    .where('state', '=', 'wagering')
    .execute()
}

export async function forfeitGrant(db: Db, id: bigint, forfeited: bigint, at: Date): Promise<void> {
  await db
    .updateTable('promotionGrants')
    .set({ state: 'forfeited', forfeited, closedAt: at })
    .where('id', '=', id)
    .execute()
}

/**
 * Locks the two accounts a forfeit moves between in id order, as the ledger itself does, and
 * answers the wallet's balance: what is read is what the transfer then finds.
 */
export async function lockedWalletBalance(db: Db, wallet: bigint, promotions: bigint): Promise<bigint> {
  const rows = await db
    .selectFrom('ledgerAccounts')
    .select(['id', 'balance'])
    .where('id', 'in', [wallet, promotions])
    .orderBy('id')
    .forUpdate()
    .execute()
  return rows.find((r) => r.id === wallet)?.balance ?? 0n
}

/** The brand's deposit multiple in hundredths (migration 0045); 0 when it never set one. */
export async function depositMultiplier(db: Db, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('merchantTurnoverRules')
    .select('depositMultiplier')
    .where('merchantId', '=', merchantId)
    .executeTakeFirst()
  return row?.depositMultiplier ?? 0
}
