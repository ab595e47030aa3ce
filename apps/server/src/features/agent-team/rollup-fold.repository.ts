import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { LOTTERY_AT, LOTTERY_COUNTS, LOTTERY_REFUNDED, LOTTERY_VALID, LOTTERY_WIN } from './bet-source.repository'

/**
 * The fold of the team rollup (migration 0019, decision 027): captured changes and final lottery
 * draws into per-member and per-ancestor days. Every function runs inside the one repeatable-read
 * transaction of `foldTeamRollup`, so the changes it takes, the tree it reads and the rows it
 * writes are one snapshot; its work tables are temporary and dropped at commit.
 */

/**
 * A previous active day further back than this is stored as '-infinity': a range of at most
 * RECORD_RANGE_MAX_DAYS (90) days that holds the day starts after it anyway. Keeps the rows per
 * (ancestor, day) bounded however long the history.
 */
export const PREV_DAY_CAP = 100

const capped = (day: string, prev: string) =>
  sql.raw(`CASE WHEN ${prev} IS NULL OR ${prev} < ${day} - ${PREV_DAY_CAP} THEN '-infinity'::date ELSE ${prev} END`)

/** Whether a fold has anything to do (changes, settled draws, moves): idle runs open no transaction. */
export async function hasWork(db: Db): Promise<boolean> {
  const { rows } = await sql<{ work: boolean }>`
    SELECT EXISTS (SELECT 1 FROM agent_rollup_changes)
      OR EXISTS (SELECT 1 FROM agent_rollup_draws)
      OR EXISTS (SELECT 1 FROM agent_rollup_dirty) AS work`.execute(db)
  return rows[0]?.work ?? false
}

/** Takes the fold's lock row (the transaction's first statement, so its snapshot): a second fold at the same time waits, then fails to serialise. */
export async function lockFold(trx: Db, now: Date): Promise<void> {
  await sql`UPDATE agent_rollup_state SET folds = folds + 1, folded_at = ${now} WHERE id = 1`.execute(trx)
}

/**
 * Takes every captured change and every settled lottery draw not folded yet into
 * `agent_fold_days`: per member and day, the delta and the folded count before it. A settled
 * draw's bets no longer change their figures (they count at the draw's time, whatever marking
 * writes), so each is read once, here. Answers how many changes and draws were taken.
 */
export async function takeChanges(trx: Db): Promise<{ changes: number; draws: number }> {
  await sql`CREATE TEMP TABLE agent_fold_in (member_id bigint, day date, bet_count bigint, stake bigint, valid_bet bigint, payout bigint, new_members bigint) ON COMMIT DROP`.execute(
    trx,
  )
  const changes = await sql`
    WITH taken AS (DELETE FROM agent_rollup_changes RETURNING member_id, day, bet_count, stake, valid_bet, payout, new_members)
    INSERT INTO agent_fold_in SELECT * FROM taken`.execute(trx)
  await sql`CREATE TEMP TABLE agent_fold_draws (draw_id bigint) ON COMMIT DROP`.execute(trx)
  const draws = await sql`
    WITH final AS (DELETE FROM agent_rollup_draws RETURNING draw_id)
    INSERT INTO agent_fold_draws SELECT draw_id FROM final`.execute(trx)
  await sql`
    INSERT INTO agent_fold_in
    SELECT b.member_id, (${LOTTERY_AT} AT TIME ZONE m.timezone)::date, count(*), sum(b.cost), sum(${LOTTERY_VALID}), sum(${LOTTERY_WIN} + ${LOTTERY_REFUNDED}), 0
    FROM agent_fold_draws f JOIN lottery_draws d ON d.id = f.draw_id JOIN lottery_bets b ON b.draw_id = d.id JOIN merchants m ON m.id = b.merchant_id
    WHERE ${LOTTERY_COUNTS} GROUP BY 1, 2`.execute(trx)
  await sql`
    CREATE TEMP TABLE agent_fold_days ON COMMIT DROP AS
    SELECT f.member_id, f.day, f.bet_count, f.stake, f.valid_bet, f.payout, f.new_members, coalesce(md.bet_count, 0)::bigint AS old_count
    FROM (SELECT member_id, day, sum(bet_count)::bigint AS bet_count, sum(stake)::bigint AS stake, sum(valid_bet)::bigint AS valid_bet,
            sum(payout)::bigint AS payout, sum(new_members)::bigint AS new_members
          FROM agent_fold_in GROUP BY 1, 2) f
    JOIN members u ON u.id = f.member_id -- a member deleted since (nothing deletes members today) must not wedge the job
    LEFT JOIN agent_member_days md ON md.member_id = f.member_id AND md.day = f.day`.execute(trx)
  return { changes: Number(changes.numAffectedRows ?? 0n), draws: Number(draws.numAffectedRows ?? 0n) }
}

/**
 * Applies the taken deltas: member days first, with the (day, previous active day) pairs of every
 * member whose activity changed taken out before and put back after, then the sums, active
 * members, pairs and new members of every strict ancestor (closure rows of depth >= 1).
 */
export async function applyChanges(trx: Db): Promise<void> {
  await sql`
    CREATE TEMP TABLE agent_fold_moved ON COMMIT DROP AS
    SELECT member_id, min(day) AS from_day FROM agent_fold_days WHERE (old_count > 0) <> (old_count + bet_count > 0) GROUP BY member_id`.execute(
    trx,
  )
  await sql`CREATE TEMP TABLE agent_fold_pairs (member_id bigint, day date, prev_day date, n integer) ON COMMIT DROP`.execute(
    trx,
  )
  await pairsOfMoved(trx, -1)
  await sql`
    INSERT INTO agent_member_days (member_id, day, bet_count, stake, valid_bet, payout)
    SELECT member_id, day, bet_count, stake, valid_bet, payout FROM agent_fold_days
    WHERE bet_count <> 0 OR stake <> 0 OR valid_bet <> 0 OR payout <> 0
    ON CONFLICT (member_id, day) DO UPDATE SET bet_count = agent_member_days.bet_count + excluded.bet_count,
      stake = agent_member_days.stake + excluded.stake, valid_bet = agent_member_days.valid_bet + excluded.valid_bet,
      payout = agent_member_days.payout + excluded.payout`.execute(trx)
  await sql`
    DELETE FROM agent_member_days md USING agent_fold_days f
    WHERE md.member_id = f.member_id AND md.day = f.day AND md.bet_count = 0`.execute(trx)
  await pairsOfMoved(trx, 1)
  await sql`
    INSERT INTO agent_team_days (ancestor_id, day, bet_count, active_members, stake, valid_bet, payout, new_members)
    SELECT t.ancestor_id, f.day, sum(f.bet_count),
      sum(CASE WHEN f.old_count = 0 AND f.bet_count > 0 THEN 1 WHEN f.old_count > 0 AND f.old_count + f.bet_count = 0 THEN -1 ELSE 0 END),
      sum(f.stake), sum(f.valid_bet), sum(f.payout), sum(f.new_members)
    FROM agent_fold_days f JOIN member_tree t ON t.descendant_id = f.member_id AND t.depth > 0
    GROUP BY 1, 2
    ON CONFLICT (ancestor_id, day) DO UPDATE SET bet_count = agent_team_days.bet_count + excluded.bet_count,
      active_members = agent_team_days.active_members + excluded.active_members, stake = agent_team_days.stake + excluded.stake,
      valid_bet = agent_team_days.valid_bet + excluded.valid_bet, payout = agent_team_days.payout + excluded.payout,
      new_members = agent_team_days.new_members + excluded.new_members`.execute(trx)
  await sql`
    INSERT INTO agent_team_firsts (ancestor_id, day, prev_day, members)
    SELECT t.ancestor_id, p.day, p.prev_day, sum(p.n) FROM agent_fold_pairs p JOIN member_tree t ON t.descendant_id = p.member_id AND t.depth > 0
    GROUP BY 1, 2, 3 HAVING sum(p.n) <> 0
    ON CONFLICT (ancestor_id, day, prev_day) DO UPDATE SET members = agent_team_firsts.members + excluded.members`.execute(
    trx,
  )
  await sql`
    INSERT INTO agent_team_sizes (ancestor_id, team_size, direct_members)
    SELECT t.ancestor_id, sum(f.new_members), coalesce(sum(f.new_members) FILTER (WHERE t.depth = 1), 0)
    FROM agent_fold_days f JOIN member_tree t ON t.descendant_id = f.member_id AND t.depth > 0
    WHERE f.new_members <> 0 GROUP BY 1
    ON CONFLICT (ancestor_id) DO UPDATE SET team_size = agent_team_sizes.team_size + excluded.team_size,
      direct_members = agent_team_sizes.direct_members + excluded.direct_members`.execute(trx)
}

/**
 * The (day, previous active day) pairs of the members whose activity changed, from their first
 * changed day on, added to the work table with weight n (-1 before the update, +1 after): the
 * difference is what the ancestors' pairs change by. Days before from_day keep their pairs.
 */
async function pairsOfMoved(trx: Db, n: number): Promise<void> {
  await sql`
    INSERT INTO agent_fold_pairs (member_id, day, prev_day, n)
    SELECT s.member_id, s.day, ${capped('s.day', 's.lag_day')}, ${n}
    FROM (SELECT md.member_id, md.day, x.from_day, lag(md.day) OVER (PARTITION BY md.member_id ORDER BY md.day) AS lag_day
          FROM agent_member_days md JOIN agent_fold_moved x ON x.member_id = md.member_id
          WHERE md.day >= x.from_day - ${sql.raw(String(PREV_DAY_CAP + 1))}) s
    WHERE s.day >= s.from_day`.execute(trx)
}

/**
 * Recomputes every ancestor whose subtree a move changed, from the member days (already folded
 * in this transaction) and the members over the tree as it is now. Answers how many.
 */
export async function recomputeDirty(trx: Db): Promise<number> {
  await sql`CREATE TEMP TABLE agent_fold_dirty (ancestor_id bigint PRIMARY KEY) ON COMMIT DROP`.execute(trx)
  const taken =
    await sql`WITH d AS (DELETE FROM agent_rollup_dirty RETURNING ancestor_id) INSERT INTO agent_fold_dirty SELECT ancestor_id FROM d`.execute(
      trx,
    )
  const count = Number(taken.numAffectedRows ?? 0n)
  if (count === 0) return 0
  for (const table of ['agent_team_days', 'agent_team_firsts', 'agent_team_sizes']) {
    await sql`DELETE FROM ${sql.table(table)} WHERE ancestor_id IN (SELECT ancestor_id FROM agent_fold_dirty)`.execute(
      trx,
    )
  }
  const subtree = sql`agent_fold_dirty x JOIN member_tree t ON t.ancestor_id = x.ancestor_id AND t.depth > 0`
  await sql`
    INSERT INTO agent_team_days (ancestor_id, day, bet_count, active_members, stake, valid_bet, payout, new_members)
    SELECT t.ancestor_id, md.day, sum(md.bet_count), count(*), sum(md.stake), sum(md.valid_bet), sum(md.payout), 0
    FROM ${subtree} JOIN agent_member_days md ON md.member_id = t.descendant_id GROUP BY 1, 2`.execute(trx)
  await sql`
    INSERT INTO agent_team_days (ancestor_id, day, bet_count, active_members, stake, valid_bet, payout, new_members)
    SELECT t.ancestor_id, (u.created_at AT TIME ZONE m.timezone)::date, 0, 0, 0, 0, 0, count(*)
    FROM ${subtree} JOIN members u ON u.id = t.descendant_id JOIN merchants m ON m.id = u.merchant_id GROUP BY 1, 2
    ON CONFLICT (ancestor_id, day) DO UPDATE SET new_members = excluded.new_members`.execute(trx)
  await sql`
    INSERT INTO agent_team_firsts (ancestor_id, day, prev_day, members)
    SELECT t.ancestor_id, s.day, ${capped('s.day', 's.lag_day')}, count(*)
    FROM ${subtree}
    JOIN (SELECT member_id, day, lag(day) OVER (PARTITION BY member_id ORDER BY day) AS lag_day FROM agent_member_days
          WHERE member_id IN (SELECT t.descendant_id FROM ${subtree})) s ON s.member_id = t.descendant_id
    GROUP BY 1, 2, 3`.execute(trx)
  await sql`
    INSERT INTO agent_team_sizes (ancestor_id, team_size, direct_members)
    SELECT t.ancestor_id, count(*), count(*) FILTER (WHERE t.depth = 1) FROM ${subtree} GROUP BY 1`.execute(trx)
  return count
}
