import { randomBytes, randomInt } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { openDatabase, type Db } from '../apps/server/src/db/database'
import { migrateToLatest } from '../apps/server/src/db/migrate'
import { seedDemoMerchant, seedReferenceData } from '../apps/server/src/db/seed/demo.seed'
import { placeSlip } from '../apps/server/src/features/lottery/lottery-bet/bet.service'
import { watchPlay } from '../apps/server/src/features/protection/protection.repository'
import { drawDue, drawSealingKey, ensureIssues } from '../apps/server/src/features/lottery/lottery-draw/draw.service'
import { openIssues } from '../apps/server/src/features/lottery/lottery-draw/draw.repository'
import { markLosers, settleDraw } from '../apps/server/src/features/lottery/lottery-settle/settle.service'
import { ledgerViolations } from '../apps/server/src/ledger/invariants'
import { inTransaction, transfer } from '../apps/server/src/ledger/ledger'
import { bulkBets } from '../apps/server/src/test/lottery-bulk'
import { fundWallets, insertMembers, memberNames } from './support/members'
import { closedLoop, medianRow, printTable, type Outcome, type Row } from './support/load'
import { onCleanup, positiveInt, runBench } from './support/server'
import { admin } from './support/postgres'

/**
 * Lottery on PostgreSQL, on a fresh schema dropped at the end: (1) bet placement through the
 * service (placeSlip: validation, limits, liability caps, bet rows and the ledger debit in one
 * transaction) in slips per second, next to plain ledger transfers between the same wallets in
 * the same run, side by side for `--rounds` rounds, each figure its median round; (2) one draw
 * with `--bets` bets generated with SQL, settled by settleDraw (payout per bet by the engine,
 * statuses written, winners credited through the ledger), timed.
 * Exit 1 if a call failed, the books break an invariant or a bet stayed open.
 */
const CURRENCY = 'MYR'

function parseOptions() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
      duration: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
      clients: { type: 'string', default: '64' },
      pool: { type: 'string', default: '10' },
      members: { type: 'string', default: '1000' },
      bets: { type: 'string', default: '1000000' },
      numbers: { type: 'string' },
      limits: { type: 'boolean', default: false },
    },
  })
  return {
    url: values['database-url'],
    duration: positiveInt('--duration', values.duration),
    rounds: positiveInt('--rounds', values.rounds),
    clients: positiveInt('--clients', values.clients),
    pool: positiveInt('--pool', values.pool),
    members: positiveInt('--members', values.members),
    bets: positiveInt('--bets', values.bets),
    numbers: values.numbers === undefined ? undefined : positiveInt('--numbers', values.numbers),
    limits: values.limits,
  }
}

/**
 * With --limits every member has a daily loss and wager limit no bet reaches, so every slip takes
 * the member's protection lock and counts the day's play (docs/player-protection.md, Limits). The
 * limits are written directly; the wallets are watched as a first limit watches them (setLimit).
 */
async function setPlayLimits(db: Db, merchantId: number, members: bigint[], wallets: bigint[]): Promise<void> {
  await sql`
    INSERT INTO member_protection (member_id, merchant_id) SELECT id, ${merchantId} FROM unnest(${members}::bigint[]) id`.execute(
    db,
  )
  await sql`
    INSERT INTO protection_limits (member_id, kind, period, amount)
    SELECT id, kind, 'day', 10000000000 FROM unnest(${members}::bigint[]) id, unnest(ARRAY['loss', 'wager']) kind`.execute(
    db,
  )
  const { timezone } = await db
    .selectFrom('merchants')
    .select('timezone')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow()
  for (const [i, member] of members.entries())
    await inTransaction(db, (trx) => watchPlay(trx, member, wallets[i]!, timezone))
}

async function main(): Promise<number> {
  const options = parseOptions()
  const runId = randomBytes(4).toString('hex')
  const schema = `bench_lottery_${runId}`
  await admin(options.url, `CREATE SCHEMA ${schema}`)
  onCleanup(() => admin(options.url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`))
  const { db, close } = await openDatabase({ url: options.url, pgliteDir: null, schema, poolSize: options.pool })
  onCleanup(close)
  console.error(`schema ${schema}: migrating, seeding, ${options.members} funded members`)
  await migrateToLatest(db, schema)
  await seedReferenceData(db)
  await seedDemoMerchant(db)
  const { merchantId, ids: members } = await insertMembers(db, memberNames(`lotto${runId}`, options.members, 6))
  const wallets = await fundWallets(db, { merchantId, currency: CURRENCY }, members, 100_000_000n, 'bench:lottery-fund')
  if (options.limits) await setPlayLimits(db, merchantId, members, wallets)
  const now = new Date()
  const drawKey = drawSealingKey(randomBytes(32))
  await ensureIssues(db, now, drawKey)
  // A 5-minute game's issue that stays open for the whole placement phase.
  const placing = (4 + 2 * options.rounds * options.duration + 30) * 1000
  const target = (await openIssues(db, 'FAST_VN5', new Date(now.getTime() + placing), 1))[0]!
  await sql`ANALYZE`.execute(db)

  let failed = 0
  const place = async (): Promise<Outcome> => {
    const memberId = members[randomInt(members.length)]!
    const number = String(randomInt(100)).padStart(2, '0')
    await placeSlip(
      db,
      { memberId, merchantId, currency: CURRENCY, language: 'EN' },
      { gameCode: 'FAST_VN5', drawId: String(target.id), bets: [{ playType: 'de', numbers: [number], stake: '1.00' }] },
      new Date(),
    )
    return 'ok'
  }
  let ref = 0
  const move = async (): Promise<Outcome> => {
    const from = randomInt(wallets.length)
    const to = (from + 1 + randomInt(wallets.length - 1)) % wallets.length
    const key = `bench:lottery-transfer:${++ref}`
    await transfer(db, {
      idempotencyKey: key,
      merchantId,
      currency: CURRENCY,
      kind: 'bench',
      externalRef: key,
      entries: [
        { accountId: wallets[from]!, amount: -1n },
        { accountId: wallets[to]!, amount: 1n },
      ],
    })
    return 'ok'
  }
  const stop = () => false
  // Rounds side by side, each figure its median round: the two share the machine's noise alike.
  console.error(
    `warm-up 2 s each, then ${options.rounds} rounds of placement and ledger transfers, ${options.clients} clients for ${options.duration} s each`,
  )
  await closedLoop('warm-up', options.clients, 2, stop, place)
  await closedLoop('warm-up', options.clients, 2, stop, move)
  // Statistics of tables that hold rows, as a running site's do (autovacuum's within a minute): plans
  // cached on an empty schema scan whole tables whose rows they expected to be few.
  await sql`ANALYZE`.execute(db)
  const rounds: { placement: Row; ledger: Row }[] = []
  for (let round = 1; round <= options.rounds; round++) {
    const placed = await closedLoop(
      `bet placement (placeSlip, 1 bet), ${options.clients} callers`,
      options.clients,
      options.duration,
      stop,
      place,
    )
    const moved = await closedLoop(
      `ledger transfer (service), ${options.clients} callers`,
      options.clients,
      options.duration,
      stop,
      move,
    )
    for (const row of [placed, moved]) {
      for (const [why, n] of row.failures) {
        failed += n
        console.error(`failed ${n}×: ${why}`)
      }
    }
    rounds.push({ placement: placed, ledger: moved })
  }
  const placement = medianRow(rounds.map((r) => r.placement))
  const ledger = medianRow(rounds.map((r) => r.ledger))
  printTable([placement, ledger])
  console.log(`medians of ${options.rounds} rounds; the database pool: ${options.pool} connections`)
  console.log(
    `placement tx/s by round: ${rounds.map((r) => r.placement.tps.toFixed(0)).join(', ')}; ledger: ${rounds.map((r) => r.ledger.tps.toFixed(0)).join(', ')}`,
  )
  console.log(`placement / ledger transfers: ${((placement.tps / ledger.tps) * 100).toFixed(1)}%`)
  console.log(`target: placement >= ledger transfer rate: ${placement.tps >= ledger.tps ? 'PASS' : 'FAIL'}`)

  // Settlement: a 1-minute issue gets the bets, drawn from its committed seed, then settled.
  const draw = (await openIssues(db, 'FAST_VN1', now, 1))[0]!
  console.error(`generating ${options.bets} bets on draw ${draw.id} with SQL`)
  const generated = performance.now()
  await bulkBets(db, {
    drawId: draw.id,
    merchantId,
    currency: CURRENCY,
    members,
    count: options.bets,
    varied: true,
    ...(options.numbers ? { numbers: options.numbers } : {}),
  })
  await sql`ANALYZE lottery_bets`.execute(db)
  console.error(`generated in ${((performance.now() - generated) / 1000).toFixed(1)} s; drawing`)
  await drawDue(db, draw.drawAt, drawKey)
  await sql`CHECKPOINT`.execute(db)
  const started = performance.now()
  const result = await settleDraw(db, draw.id)
  const seconds = (performance.now() - started) / 1000
  const marking = performance.now()
  await markLosers(db, draw.id, new Date())
  const markSeconds = (performance.now() - marking) / 1000
  const distinct = await sql<{ n: string; stakes: string }>`
    SELECT count(DISTINCT selection) AS n, count(DISTINCT (selection, unit)) AS stakes FROM lottery_bets WHERE draw_id = ${draw.id}`.execute(
    db,
  )
  const { rows } = await sql<{ status: string; n: string; payout: string }>`
    SELECT status, count(*) AS n, coalesce(sum(payout), 0) AS payout FROM lottery_bets WHERE draw_id = ${draw.id} GROUP BY status ORDER BY status`.execute(
    db,
  )
  console.log(
    `\nsettlement of ${result.bets} bets (${distinct.rows[0]?.n} distinct selections, ${distinct.rows[0]?.stakes} distinct selections and stakes), winners paid and draw settled: ${seconds.toFixed(2)} s (${Math.round(result.bets / seconds)} bets/s)`,
  )
  console.log(`then the losing bets marked lost (bookkeeping, no money): ${markSeconds.toFixed(2)} s`)
  for (const r of rows) console.log(`  ${r.status}: ${r.n} bets, payouts ${r.payout}`)
  console.log(`target: settlement <= 5 s: ${seconds <= 5 ? 'PASS' : 'FAIL'}`)
  const open = rows.find((r) => r.status === 'open')
  const violations = await ledgerViolations(db)
  console.log(`ledger invariants: ${violations.length === 0 ? 'all hold' : `${violations.length} violated`}`)
  for (const v of violations) console.log(`  ${v}`)
  return violations.length === 0 && failed === 0 && !open && result.settled ? 0 : 1
}

runBench(main)
