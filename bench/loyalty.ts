import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import type { Db } from '../apps/server/src/db/database'
import { openDatabase } from '../apps/server/src/db/database'
import { migrateToLatest } from '../apps/server/src/db/migrate'
import { seedDemoMerchant, seedReferenceData } from '../apps/server/src/db/seed/demo.seed'
import { BATCH_SIZE, type PassResult, runLoyaltyPass } from '../apps/server/src/loyalty-pass/loyalty-pass.service'
import { DEFAULT_MULTIPLIERS } from '../apps/server/src/features/loyalty/loyalty-settings.service'
import { EARN_SCALE } from '../apps/server/src/features/loyalty/points.repository'
import { onCleanup, positiveInt, runBench } from './support/server'
import { admin } from './support/postgres'

/**
 * Loyalty on PostgreSQL, on a fresh schema dropped at the end (docs/domain/loyalty.md#the-stream):
 * (1) accrual: `--bets` settled bet facts of `--members` members written straight into the
 * stream, then the loyalty pass (points, missions and VIP consumers together) timed until it has
 * drained them, target <= 5 s; (2) mission progress: one deposit, one login and three bets for
 * each of `--mission-members` members under six live missions, the pass run and its missions
 * consumer timed, target <= 5 s (the whole pass and its other consumers are printed beside it).
 * Checks after each: the cursor counted every fact once and every member's points equal
 * floor(Σ valid × multiplier × rate / 10^8). Exit 1 on a failed check or a missed target.
 */

function parseOptions() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
      bets: { type: 'string', default: '1000000' },
      members: { type: 'string', default: '20000' },
      'mission-members': { type: 'string', default: '100000' },
      batch: { type: 'string', default: String(BATCH_SIZE) },
    },
  })
  return {
    url: values['database-url'],
    bets: positiveInt('--bets', values.bets),
    members: positiveInt('--members', values.members),
    missionMembers: positiveInt('--mission-members', values['mission-members']),
    batch: positiveInt('--batch', values.batch),
  }
}

const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT', 'PVP']

/** `count` members of the demo brand in one statement; answers the first and last id. */
async function members(db: Db, prefix: string, count: number): Promise<{ first: bigint; last: bigint }> {
  const { rows } = await sql<{ first: bigint; last: bigint }>`
    WITH m AS (
      INSERT INTO members (merchant_id, username, username_key, password_hash, affiliate_code, profile, member_labels, register_ip)
      SELECT d.id, ${prefix} || g, ${prefix} || g, '$argon2id$bench', upper(${prefix} || g), '{}', '[]', '127.0.0.1'
      FROM generate_series(1, ${count}) g CROSS JOIN (SELECT id FROM merchants WHERE code = 'demo') d
      RETURNING id
    ) SELECT min(id) AS first, max(id) AS last FROM m`.execute(db)
  return rows[0]!
}

async function timedPass(db: Db, batchSize: number): Promise<PassResult & { seconds: number }> {
  const started = performance.now()
  const result = await runLoyaltyPass(db, new Date(), { batchSize })
  return { seconds: (performance.now() - started) / 1000, ...result }
}

/** Each consumer's share of a pass, e.g. "points 1.90 s, missions 4.20 s, vip 0.70 s". */
function shares(pass: PassResult): string {
  return Object.entries(pass.spentMs)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`)
    .join(', ')
}

/** Members whose points differ from floor(Σ valid × multiplier × rate / 10^8) over their bet facts. */
async function pointMismatches(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (
      SELECT f.member_id, floor(sum(f.amount::numeric * coalesce((s.multipliers ->> f.category)::numeric, 0) * s.earn_rate)
        / ${EARN_SCALE.toString()}::numeric)::bigint AS expected
      FROM loyalty_facts f JOIN loyalty_settings s ON s.merchant_id = f.merchant_id
      WHERE f.kind = 'bet' GROUP BY f.member_id
    ) e LEFT JOIN member_points p ON p.member_id = e.member_id
    WHERE coalesce(p.balance, 0) <> e.expected`.execute(db)
  return rows[0]!.n
}

async function liveMissions(db: Db): Promise<void> {
  const missions: [string, string, string, string | null, number][] = [
    ['login-3', 'weekly', 'login_days', null, 3],
    ['deposit-100', 'daily', 'deposit', null, 10_000],
    ['slots-20', 'daily', 'game_rounds', null, 20],
    ['live-500', 'weekly', 'turnover', 'LIVE', 50_000],
    ['lotto-10', 'weekly', 'lottery_bets', null, 10],
    ['first-deposit', 'once', 'deposit', null, 1],
  ]
  for (const [code, period, event, category, target] of missions)
    await sql`INSERT INTO missions (merchant_id, code, state, period, event, category, target, reward_points, titles, starts_at)
      SELECT id, ${code}, 'live', ${period}, ${event}, ${category}, ${target}, 10, '{"EN":"bench"}', now() - interval '30 days'
      FROM merchants WHERE code = 'demo'`.execute(db)
}

async function main(): Promise<number> {
  const options = parseOptions()
  const schema = `bench_loyalty_${randomBytes(4).toString('hex')}`
  await admin(options.url, `CREATE SCHEMA ${schema}`)
  onCleanup(() => admin(options.url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`))
  const { db, close } = await openDatabase({ url: options.url, pgliteDir: null, schema, poolSize: 4 })
  onCleanup(close)
  await migrateToLatest(db, schema)
  await seedReferenceData(db)
  await seedDemoMerchant(db)
  await sql`INSERT INTO loyalty_settings (merchant_id, multipliers, expiry_days)
    SELECT id, ${JSON.stringify(DEFAULT_MULTIPLIERS)}::jsonb, 365 FROM merchants WHERE code = 'demo'`.execute(db)
  await runLoyaltyPass(db, new Date())
  let failed = 0

  console.error(`accrual: ${options.bets} bet facts of ${options.members} members`)
  const players = await members(db, 'lb', options.members)
  await sql`INSERT INTO loyalty_facts (merchant_id, member_id, kind, category, game_code, amount, stake, bets, occurred_at, source)
    SELECT m.merchant_id, ${players.first}::bigint + (g % ${options.members}), 'bet',
      (${CATEGORIES}::text[])[1 + g % ${CATEGORIES.length}], 'bench-game', 1 + (g::bigint * 7919) % 50000, 1 + (g::bigint * 7919) % 50000, 1,
      now() - make_interval(secs => g % 86400), 'bench:' || g
    FROM generate_series(1, ${options.bets}) g CROSS JOIN (SELECT id AS merchant_id FROM merchants WHERE code = 'demo') m`.execute(
    db,
  )
  await sql`ANALYZE`.execute(db)
  const accrual = await timedPass(db, options.batch)
  const accrualMismatches = await pointMismatches(db)
  if (accrual.facts !== options.bets || accrualMismatches > 0) failed += 1
  console.log(
    `accrual: ${accrual.facts} facts in ${accrual.batches} batches, ${accrual.seconds.toFixed(2)} s ` +
      `(${Math.round(accrual.facts / accrual.seconds)} facts/s; ${shares(accrual)}), members off their points: ${accrualMismatches}`,
  )
  console.log(`target: accrual of ${options.bets} bets <= 5 s: ${accrual.seconds <= 5 ? 'PASS' : 'FAIL'}`)
  if (accrual.seconds > 5) failed += 1

  console.error(`missions: ${options.missionMembers} members, six live missions`)
  await liveMissions(db)
  const crowd = await members(db, 'lm', options.missionMembers)
  const n = options.missionMembers
  await sql`INSERT INTO loyalty_facts (merchant_id, member_id, kind, category, game_code, amount, stake, bets, occurred_at, source)
    SELECT d.id, ${crowd.first}::bigint + (g % ${n}),
      (ARRAY['login', 'deposit', 'bet', 'bet', 'bet'])[1 + g / ${n}],
      CASE WHEN g / ${n} = 3 THEN 'LIVE' WHEN g / ${n} = 4 THEN 'LOTT' WHEN g / ${n} = 2 THEN 'RNG' END,
      CASE WHEN g / ${n} >= 2 THEN 'bench-game' END,
      CASE WHEN g / ${n} = 0 THEN 0 ELSE 1000 + g % 20000 END, CASE WHEN g / ${n} >= 2 THEN 1000 + g % 20000 ELSE 0 END,
      CASE WHEN g / ${n} >= 2 THEN 1 ELSE 0 END, now() - interval '1 minute', 'mission:' || g
    FROM generate_series(0, ${5 * n - 1}) g CROSS JOIN (SELECT id FROM merchants WHERE code = 'demo') d`.execute(db)
  await sql`ANALYZE`.execute(db)
  await sql`CHECKPOINT`.execute(db)
  const missions = await timedPass(db, options.batch)
  const { rows } = await sql<{ rows: number; members: number }>`
    SELECT count(*)::int AS rows, count(DISTINCT member_id)::int AS members FROM mission_progress`.execute(db)
  const progress = rows[0]!
  if (missions.facts !== 5 * n || progress.members !== n) failed += 1
  const progressSeconds = missions.spentMs.missions / 1000
  console.log(
    `missions: ${missions.facts} facts of ${n} members, the pass in ${missions.seconds.toFixed(2)} s ` +
      `(${shares(missions)}), ${progress.rows} progress rows for ${progress.members} members`,
  )
  console.log(`target: mission progress for ${n} members <= 5 s: ${progressSeconds <= 5 ? 'PASS' : 'FAIL'}`)
  if (progressSeconds > 5) failed += 1
  return failed === 0 ? 0 : 1
}

runBench(main)
