import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** Takes the counting's lock row: a second run waits here, then sees the first one's markers. */
export async function lockCounting(trx: Db, now: Date): Promise<void> {
  await sql`UPDATE turnover_count_state SET runs = runs + 1, ran_at = ${now} WHERE id = 1`.execute(trx)
}

export interface CountedFact {
  memberId: bigint
  amount: bigint
  settledAt: Date
  /** The weights' category (docs/domain/promotions.md#wagering): the round's game type, or LOTT / ELOTT. */
  category: string
}

/**
 * Marks up to `limit` settled facts not counted yet, of members who owe turnover, settled no
 * earlier than their oldest open requirement (older ones could count towards nothing), and
 * answers them. Game rounds count when settled, with their valid bet: a rolled-back round never
 * is. Lottery bets count by the agent figures' rules (decision 027, agent-team's
 * bet-source.repository.ts): once their draw is settled (winners and tie refunds are written
 * before, losers may still read open), at the draw's settlement time, their cost as valid stake,
 * nothing for a tie refund (void), never for a cancelled bet or a voided draw. Each fact keeps
 * its category, which bonus wagering weighs.
 */
export async function markUncounted(trx: Db, limit: number): Promise<CountedFact[]> {
  const { rows } = await sql<CountedFact>`
    WITH owing AS (
      SELECT member_id, min(created_at) AS since FROM turnover_requirements WHERE completed_at IS NULL GROUP BY member_id
    ), facts AS (
      SELECT 'round' AS kind, r.id AS fact_id, r.member_id, r.valid_bet AS amount, r.settled_at, r.game_type AS category
      FROM owing o JOIN game_rounds r ON r.member_id = o.member_id AND r.status = 'settled' AND r.settled_at >= o.since
      WHERE NOT EXISTS (SELECT 1 FROM turnover_wagers w WHERE w.kind = 'round' AND w.fact_id = r.id)
      UNION ALL
      SELECT 'lottery', b.id, b.member_id, CASE WHEN b.status = 'void' THEN 0 ELSE b.cost END, d.settled_at,
        CASE WHEN g.engine IN ('vietnam', 'fourd') THEN 'LOTT' ELSE 'ELOTT' END
      FROM owing o JOIN lottery_bets b ON b.member_id = o.member_id JOIN lottery_draws d ON d.id = b.draw_id
        JOIN lottery_games g ON g.code = d.game_code
      WHERE d.state = 'settled' AND b.status IN ('open', 'won', 'lost', 'void') AND d.settled_at >= o.since
        AND NOT EXISTS (SELECT 1 FROM turnover_wagers w WHERE w.kind = 'lottery' AND w.fact_id = b.id)
      ORDER BY settled_at, kind, fact_id LIMIT ${limit}
    )
    INSERT INTO turnover_wagers (kind, fact_id, member_id, amount, settled_at, category)
    SELECT kind, fact_id, member_id, amount, settled_at, category FROM facts
    RETURNING member_id, amount, settled_at, category`.execute(trx)
  return rows
}
