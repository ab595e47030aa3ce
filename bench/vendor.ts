import { randomBytes, randomInt } from 'node:crypto'
import { parseArgs } from 'node:util'
import { loadConfig } from '../apps/server/src/config'
import type { Db } from '../apps/server/src/db/database'
import { issueLaunchToken } from '../apps/server/src/features/seamless-wallet/launch-token.service'
import { ledgerViolations } from '../apps/server/src/ledger/invariants'
import { createSeamlessClient } from '../apps/server/src/providers/vendor/seamless-client'
import { seamlessSecret } from '../apps/server/src/providers/vendor/seamless-signature'
import { vendorPlayerId } from '../apps/server/src/features/vendor-player/vendor-player.service'
import { startServer } from '../apps/server/src/server'
import { closedLoop, medianRow, printTable, type Outcome, type Row } from './support/load'
import { fundWallets, insertMembers, memberNames } from './support/members'
import { onCleanup, positiveInt, runBench, tempDataDir } from './support/server'
import { admin } from './support/postgres'

/**
 * Seamless wallet round trips per second on PostgreSQL: the real server (startServer, in this
 * process) on a database of its own, a seamless vendor, funded members with launch tokens, and
 * `--clients` vendor clients each playing rounds back to back over HTTP with the signed client
 * (one debit, then one credit; a round trip is the pair). Each client plays its own members, so
 * the figure is the wallet's, not one member's lock; every round still passes through the
 * vendor's float account. Exit 1 if a call failed or the books break an invariant.
 */

const VENDOR = 'BENCHSL'
const FUNDING = 100_000_000n // minor units per member: nobody runs out during a bench
const WARMUP_SECONDS = 2

type Options = ReturnType<typeof parseOptions>

function parseOptions() {
  const { values } = parseArgs({
    options: {
      'database-url': {
        type: 'string',
        default: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      },
      duration: { type: 'string', default: '5' },
      clients: { type: 'string', default: '32' },
      members: { type: 'string', default: '256' },
      rounds: { type: 'string', default: '3' },
    },
  })
  return {
    url: values['database-url'],
    duration: positiveInt('--duration', values.duration),
    clients: positiveInt('--clients', values.clients),
    members: positiveInt('--members', values.members),
    rounds: positiveInt('--rounds', values.rounds),
  }
}

interface Member {
  player: string
  token: string
}

/** A seamless vendor and `count` members, each funded and holding a launch token for it. */
async function prepare(db: Db, runId: string, count: number): Promise<Member[]> {
  await db
    .insertInto('vendors')
    .values({ code: VENDOR, displayName: 'Bench seamless', walletMode: 'seamless', apiBaseUrl: null })
    .execute()
  const { merchantId, ids } = await insertMembers(db, memberNames(`sl${runId}`, count, 5))
  await fundWallets(db, { merchantId, currency: 'MYR' }, ids, FUNDING, 'bench:seamless:fund')
  return Promise.all(
    ids.map(async (memberId) => ({
      player: await vendorPlayerId(db, VENDOR, memberId),
      token: await issueLaunchToken(db, {
        merchantId,
        memberId,
        vendorCode: VENDOR,
        gameId: null,
        currency: 'MYR',
        language: 'EN',
      }),
    })),
  )
}

async function main(): Promise<number> {
  const options: Options = parseOptions()
  const runId = randomBytes(4).toString('hex')
  const database = `bench_seamless_${runId}`
  await admin(options.url, `CREATE DATABASE ${database}`)
  onCleanup(() => admin(options.url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
  const url = new URL(options.url)
  url.pathname = `/${database}`
  const dataDir = await tempDataDir()

  const config = loadConfig(
    {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PAYGATE_SIMULATOR: 'off',
      JOB_INTERVAL_MS: '0',
      DEMO_DATA: 'on',
    },
    { webDir: null },
  )
  const server = await startServer(config)
  onCleanup(() => server.close())
  console.error(`vendor: ${options.members} members, ${options.clients} clients, server at ${server.url}`)
  const members = await prepare(server.db, runId, options.members)
  const client = createSeamlessClient({
    baseUrl: server.url,
    vendorCode: VENDOR,
    secret: seamlessSecret(server.appSecret, VENDOR),
    timeoutMs: 30_000,
  })

  let next = 0
  const roundTrip = async (): Promise<Outcome> => {
    const n = next++
    const m = members[n % members.length] as Member
    const round = `${runId}-${n}`
    const debit = await client.debit({
      player: m.player,
      token: m.token,
      transactionId: `d${round}`,
      roundId: round,
      gameCode: 'bench',
      amount: BigInt(1 + randomInt(100)),
    })
    if (!debit.ok) return { failed: `debit ${debit.code}` }
    const credit = await client.credit({
      player: m.player,
      transactionId: `c${round}`,
      roundId: round,
      gameCode: 'bench',
      amount: BigInt(randomInt(200)),
    })
    return credit.ok ? 'ok' : { failed: `credit ${credit.code}` }
  }

  await closedLoop('warm-up', options.clients, WARMUP_SECONDS, () => false, roundTrip)
  const rows: (Row & { failures: Map<string, number> })[] = []
  for (let round = 1; round <= options.rounds; round++) {
    console.error(`round ${round} of ${options.rounds}: ${options.duration} s`)
    rows.push(
      await closedLoop(
        `debit+credit, ${options.clients} clients`,
        options.clients,
        options.duration,
        () => false,
        roundTrip,
      ),
    )
  }
  const median = medianRow(rows)
  printTable([{ ...median, name: `${median.name} (round trips/s)` }])
  const failures = rows.flatMap((r) => [...r.failures.entries()])
  for (const [why, count] of failures) console.error(`failed ${count}x: ${why}`)
  const violations = await ledgerViolations(server.db)
  for (const v of violations) console.error(`invariant: ${v}`)
  console.log(`books: ${violations.length === 0 ? 'all invariants hold' : `${violations.length} violations`}`)
  return failures.length > 0 || violations.length > 0 ? 1 : 0
}

runBench(main)
