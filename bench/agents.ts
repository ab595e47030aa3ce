import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { openDatabase, type Db } from '../apps/server/src/db/database'
import { migrateToLatest } from '../apps/server/src/db/migrate'
import { seedDemoMerchant, seedReferenceData } from '../apps/server/src/db/seed/demo.seed'
import { teamOverview, type Caller } from '../apps/server/src/features/agent-team/team.service'
import type { MerchantSettings } from '../apps/server/src/features/merchant/merchant.service'
import { onCleanup, positiveInt, runBench } from './support/server'
import { admin } from './support/postgres'

/**
 * The agent centre's team overview on PostgreSQL (docs/decisions/027): one agent with a team of
 * `--members` accounts four levels deep and `--bets` settled rounds spread over 30 days, all
 * generated in SQL (generate_series) on a fresh schema that is dropped at the end, also on Ctrl-C.
 * The overview (counts, bet totals, the daily series, deposits and withdrawals) is called through
 * the service `--runs` times for a 7-day and a 30-day range; p50 and p95 are printed against the
 * target p95 <= 200 ms. Exit 1 only if the bench crashed; a missed target is reported.
 */

const TARGET_P95_MS = 200
const DAY_MS = 86_400_000

function parseOptions() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
      members: { type: 'string', default: '100000' },
      bets: { type: 'string', default: '1000000' },
      runs: { type: 'string', default: '40' },
      // Keeps the generated data in this schema for the next run (built when missing, never dropped).
      schema: { type: 'string' },
    },
  })
  return {
    url: values['database-url'],
    members: positiveInt('--members', values.members),
    bets: positiveInt('--bets', values.bets),
    runs: positiveInt('--runs', values.runs),
    schema: values.schema,
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/**
 * The team: 10 agents under the root, 10 under each of those, 10 under each of those, and the
 * rest as members spread over the third level, each level one INSERT ... SELECT (the closure
 * trigger of migration 0016 runs per row, as it does for real registrations).
 */
async function buildTeam(db: Db, merchantId: number, members: number): Promise<bigint> {
  // Parent i of `parentCount` takes the children n with n % parentCount = i (a hash join).
  const insert = (parents: string, parentCount: number, count: number, level: number, isAgent: number) => sql<{ id: bigint }>`
    INSERT INTO members (merchant_id, username, username_key, password_hash, is_agent, parent_id, affiliate_code, register_ip, created_at)
    SELECT ${merchantId}, 'b' || ${level} || '_' || n, 'b' || ${level} || '_' || n, 'x', ${isAgent}, p.id, 'B' || ${level} || '_' || n, '127.0.0.1',
      now() - (n % 60) * interval '1 day'
    FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM members WHERE username LIKE ${parents}) p
    JOIN generate_series(0, ${count} - 1) AS n ON n % ${parentCount} = p.i
    RETURNING id`
  const root = await sql<{ id: bigint }>`
    INSERT INTO members (merchant_id, username, username_key, password_hash, is_agent, affiliate_code, register_ip)
    VALUES (${merchantId}, 'benchroot', 'benchroot', 'x', 1, 'BENCHROOT', '127.0.0.1') RETURNING id`.execute(db)
  await insert('benchroot', 1, 10, 1, 1).execute(db)
  await insert('b1\\_%', 10, 100, 2, 1).execute(db)
  await insert('b2\\_%', 100, 1_000, 3, 1).execute(db)
  await insert('b3\\_%', 1_000, members - 1_110, 4, 0).execute(db)
  return root.rows[0]!.id
}

/** Settled rounds over the last 30 days for every team account in turn, amounts from a hash of n. */
async function buildBets(db: Db, merchantId: number, root: bigint, bets: number, members: number): Promise<void> {
  await sql`INSERT INTO vendors (code, display_name, wallet_mode) VALUES ('BENCHV', 'Bench', 'seamless') ON CONFLICT DO NOTHING`.execute(db)
  await sql`
    INSERT INTO game_rounds (merchant_id, member_id, vendor_code, round_id, game_code, game_type, currency, stake, valid_bet, win, status, created_at, settled_at)
    SELECT ${merchantId}, t.descendant_id, 'BENCHV', 'r' || n, 'bench', 'RNG', 'MYR', s.stake, s.stake,
      CASE WHEN n % 5 = 0 THEN s.stake * 2 ELSE 0 END, 'settled', s.at - interval '30 seconds', s.at
    FROM generate_series(0, ${bets} - 1) AS n
    JOIN LATERAL (SELECT 100 + (n::bigint * 7919) % 50000 AS stake, now() - ((n::bigint * 104729) % ${30 * DAY_MS}) * interval '1 millisecond' AS at) s ON true
    JOIN (SELECT descendant_id, row_number() OVER (ORDER BY descendant_id) - 1 AS i
          FROM member_tree WHERE ancestor_id = ${root} AND depth > 0) t ON t.i = n % ${members}`.execute(db)
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

async function main(): Promise<number> {
  const options = parseOptions()
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,40}$/.test(options.schema)) throw new Error('--schema: lower-case letters, digits and _')
  const schema = options.schema ?? `bench_agents_${randomBytes(4).toString('hex')}`
  await admin(options.url, `CREATE SCHEMA IF NOT EXISTS ${schema}`)
  if (!options.schema) onCleanup(() => admin(options.url, `DROP SCHEMA ${schema} CASCADE`))
  const handle = await openDatabase({ url: options.url, pgliteDir: null, schema })
  onCleanup(() => handle.close())
  const db = handle.db
  await migrateToLatest(db, schema)
  await seedReferenceData(db)
  await seedDemoMerchant(db)
  const merchant = await db.selectFrom('merchants').select(['id', 'timezone', 'currency']).executeTakeFirstOrThrow()

  let root = (await db.selectFrom('members').select('id').where('username', '=', 'benchroot').executeTakeFirst())?.id
  if (root === undefined) {
    let started = performance.now()
    root = await buildTeam(db, merchant.id, options.members)
    console.log(`team of ${options.members} members: ${seconds(started)}`)
    started = performance.now()
    await buildBets(db, merchant.id, root, options.bets, options.members)
    // What autovacuum does soon after a bulk load: statistics and the visibility map for index-only scans.
    await sql`VACUUM ANALYZE`.execute(db)
    console.log(`${options.bets} bet records: ${seconds(started)}`)
  }

  const caller: Caller = { agentId: root, merchant: { id: merchant.id, brand: { timezone: merchant.timezone, currency: merchant.currency } } as MerchantSettings }
  const rows: string[] = []
  for (const days of [7, 30]) {
    const to = new Date()
    const query = { from: new Date(to.getTime() - days * DAY_MS).toISOString(), to: to.toISOString() }
    const first = await teamOverview(db, caller, query)
    for (let i = 0; i < 3; i++) await teamOverview(db, caller, query)
    const times: number[] = []
    for (let i = 0; i < options.runs; i++) {
      const t0 = performance.now()
      await teamOverview(db, caller, query)
      times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    const p95 = percentile(times, 95)
    rows.push(
      `${`${days} days`.padEnd(8)} ${String(first.teamSize).padStart(9)} ${String(first.betCount).padStart(9)} ${percentile(times, 50).toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)}  ${p95 <= TARGET_P95_MS ? 'PASS' : 'FAIL'}`,
    )
  }
  console.log(`\nrange     team size      bets  p50 ms  p95 ms  target p95 <= ${TARGET_P95_MS} ms`)
  for (const row of rows) console.log(row)
  return 0
}

runBench(main)
