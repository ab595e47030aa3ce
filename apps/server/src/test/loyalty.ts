import type { LoyaltySettings } from '@sea/contract'
import { sql } from 'kysely'
import type { Db } from '../db/database'
import { DEFAULT_SETTINGS } from '../features/loyalty/loyalty-settings.service'
import { type PassOptions, type PassResult, runLoyaltyPass } from '../loyalty-pass/loyalty-pass.service'

/**
 * Helpers for the loyalty tests: a brand's policy as the console saves it, and facts written
 * straight into the stream (settled rounds come from test/period-facts.ts roundsAt).
 */

export async function saveLoyaltySettings(
  db: Db,
  merchantId: number,
  settings: Partial<LoyaltySettings> & { vipPromotionId?: bigint | null } = {},
): Promise<void> {
  const s = { ...DEFAULT_SETTINGS, enabled: true, ...settings }
  const values = {
    merchantId,
    enabled: s.enabled,
    earnRate: s.earnRate,
    multipliers: JSON.stringify(s.multipliers),
    convertRate: s.convertRate,
    minConvert: BigInt(s.minConvert),
    expiryDays: s.expiryDays,
    vipWindowDays: s.vipWindowDays,
    vipReview: s.vipReview,
    vipPromotionId: settings.vipPromotionId ?? null,
  }
  await db
    .insertInto('loyaltySettings')
    .values(values)
    .onConflict((oc) => oc.column('merchantId').doUpdateSet(values))
    .execute()
}

let seq = 0

/** Facts written straight into the stream, for benches and tests of the pass alone. */
export async function factsAt(
  db: Db,
  facts: readonly {
    merchantId: number
    memberId: bigint
    kind: 'bet' | 'deposit' | 'login'
    amount?: bigint
    category?: string
    at: Date
  }[],
): Promise<void> {
  if (facts.length === 0) return
  await db
    .insertInto('loyaltyFacts')
    .values(
      facts.map((f, i) => ({
        merchantId: f.merchantId,
        memberId: f.memberId,
        kind: f.kind,
        category: f.category ?? null,
        amount: f.amount ?? 0n,
        stake: f.amount ?? 0n,
        bets: f.kind === 'bet' ? 1 : 0,
        occurredAt: f.at,
        source: `test:${process.pid}:${Date.now()}:${seq++}:${i}`,
      })),
    )
    .execute()
}

/** The pass's cursor position, for tests that check what was read. */
export async function cursorFacts(db: Db): Promise<bigint> {
  const { rows } = await sql<{ facts: bigint }>`SELECT facts FROM loyalty_cursor`.execute(db)
  return rows[0]!.facts
}

/**
 * The loyalty pass, once every fact written so far is readable: the pass reads only facts older
 * than every transaction still running (decision 055), and on the shared PostgreSQL of the
 * server-pg project another test file's transaction can hold them back a moment.
 */
export async function passReadable(db: Db, now: Date, options?: PassOptions): Promise<PassResult> {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await sql<{ held: boolean }>`
      SELECT EXISTS (SELECT 1 FROM loyalty_facts WHERE tx >= pg_snapshot_xmin(pg_current_snapshot())) AS held`.execute(
      db,
    )
    if (!rows[0]!.held) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return runLoyaltyPass(db, now, options)
}
