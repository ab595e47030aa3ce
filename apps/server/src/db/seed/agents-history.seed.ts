import { randomInt } from 'node:crypto'
import { CONTRACT_KINDS, type ContractKind, type GameCategory } from '@sea/contract'
import { periodOf } from '@sea/rules'
import { GRACE_MS, settleKind } from '../../features/agent-settlement/settlement.service'
import { settlementScopes } from '../../features/agent-settlement/settlement.repository'
import { playerAccounts, memberPlayer } from '../../features/seamless-wallet/seamless-players'
import { ensureAccount, inTransaction, postTransfer, transfer } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import type { Db } from '../database'
import { depositInHistory, type HistoryDeposit } from './history-deposit.seed'

/**
 * The demo tree's past, played in time order through the ledger (decision 031): each account is
 * funded when it registered, each round stakes and pays the way the seamless wallet does (the
 * round's row and its posting in one transaction, `bet` then `bet_payout` against the vendor's
 * float), and the settlement jobs run at every period's close and pay the bills then. Every
 * posting carries the time it happened as its effective time, so the betting record, the account
 * record, profit and loss and the balance tell one story.
 */

export const DEMO_VENDOR = 'LOTUS_DEMO'
const DAY = 86_400_000
const HISTORY_DAYS = 21
/** A round settles this long after its stake; the last ones settle before the seed's `now` less a margin. */
const ROUND_MS = 30_000
const MARGIN_MS = 120_000
/** Settlement runs this long after a period closes: after the jobs' grace. */
const JOB_DELAY_MS = GRACE_MS + 30_000
const GAMES: readonly [string, GameCategory][] = [
  ['jade-slot', 'RNG'],
  ['baccarat', 'LIVE'],
  ['fish-hunter', 'FISH'],
  ['football', 'SPORTS'],
]

export interface HistoryAccount {
  id: bigint
  registeredAt: Date
  /** The demo balance it was given on registering, in minor units. */
  funding: bigint
  /** Bank transfers it made later, approved at their times. */
  deposits?: readonly HistoryDeposit[]
}

interface Merchant {
  id: number
  currency: string
}

/** The merchant and each account's two sides of a round: its main wallet and the vendor's float. */
interface World {
  db: Db
  merchant: Merchant
  wallets: Map<bigint, { main: bigint; float: bigint }>
}

interface Round {
  memberId: bigint
  roundId: string
  gameCode: string
  gameType: GameCategory
  stake: bigint
  win: bigint
  placed: Date
  /** Set once its stake was taken: a player short of money never played it. */
  pk?: bigint
}

interface Event {
  at: Date
  run: () => Promise<void>
}

export async function playDemoHistory(
  db: Db,
  merchant: Merchant,
  accounts: readonly HistoryAccount[],
  now: Date,
  // A brand without agents runs no settlement job; a currency worth less than the ringgit stakes more.
  { settle = true, stakeScale = 1n }: { settle?: boolean; stakeScale?: bigint } = {},
): Promise<void> {
  await db
    .insertInto('vendors')
    .values({
      code: DEMO_VENDOR,
      displayName: 'Lotus demo games',
      walletMode: 'seamless',
      apiBaseUrl: null,
      enabled: false,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
  const vendor = { code: DEMO_VENDOR, gameType: 'RNG' as const, enabled: false }
  const world: World = { db, merchant, wallets: new Map() }
  for (const { id } of accounts) world.wallets.set(id, await playerAccounts(db, vendor, await memberPlayer(db, id)))
  const events: Event[] = []
  for (const account of accounts) {
    const fundedAt = new Date(account.registeredAt.getTime() + 3_600_000)
    events.push({ at: fundedAt, run: () => fund(world, account, fundedAt) })
    for (const deposit of account.deposits ?? [])
      events.push({ at: deposit.at, run: () => depositInHistory(db, merchant, account.id, deposit) })
    for (const round of demoRounds(account.id, fundedAt, now, stakeScale)) {
      events.push({ at: round.placed, run: () => stakeRound(world, round) })
      events.push({ at: new Date(round.placed.getTime() + ROUND_MS), run: () => settleRound(world, round) })
    }
  }
  for (const kind of settle ? CONTRACT_KINDS : []) {
    for (const at of await jobRuns(db, kind, now))
      events.push({ at, run: async () => void (await settleKind(db, kind, at, { history: true })) })
  }
  // Stable: a round's stake still comes before its settlement when both fall on one millisecond.
  events.sort((a, b) => a.at.getTime() - b.at.getTime())
  for (const event of events) await event.run()
}

/** A few rounds a day since funding, amounts from the crypto generator, roughly a 96% return. */
function demoRounds(memberId: bigint, from: Date, now: Date, stakeScale: bigint): Round[] {
  const rounds: Round[] = []
  for (let day = HISTORY_DAYS; day >= 0; day--) {
    for (let n = randomInt(1, 6); n > 0; n--) {
      const placed = new Date(now.getTime() - day * DAY - randomInt(0, DAY))
      if (placed <= from || placed.getTime() + ROUND_MS > now.getTime() - MARGIN_MS) continue
      const [gameCode, gameType] = GAMES[randomInt(GAMES.length)] as [string, GameCategory]
      const stake = BigInt(randomInt(1, 60) * 500) * stakeScale
      // Most rounds lose, some pay a multiple.
      const roll = randomInt(100)
      const win =
        roll < 55 ? 0n : roll < 95 ? (stake * BigInt(randomInt(150, 210))) / 100n : stake * BigInt(randomInt(3, 6))
      rounds.push({
        memberId,
        roundId: `demo-${memberId}-${placed.getTime()}-${n}`,
        gameCode,
        gameType,
        stake,
        win,
        placed,
      })
    }
  }
  return rounds
}

async function fund({ db, merchant, wallets }: World, account: HistoryAccount, at: Date): Promise<void> {
  const key = { merchantId: merchant.id, currency: merchant.currency }
  const house = await ensureAccount(db, { ...key, kind: 'house' })
  const wallet = wallets.get(account.id)!.main
  await transfer(db, {
    idempotencyKey: `demo-agent-funding:${account.id}`,
    ...key,
    kind: 'adjustment',
    externalRef: `demo-agent-funding:${account.id}`,
    entries: [
      { accountId: house, amount: -account.funding },
      { accountId: wallet, amount: account.funding },
    ],
    metadata: { reason: 'demo balance' },
    effectiveAt: at,
  })
}

/** The vendor's debit: the round opens with its stake, main wallet to the vendor's float, or not at all. */
async function stakeRound({ db, merchant, wallets }: World, round: Round): Promise<void> {
  const { main, float } = wallets.get(round.memberId)!
  try {
    round.pk = await inTransaction(db, async (trx) => {
      const { id } = await trx
        .insertInto('gameRounds')
        .values({
          merchantId: merchant.id,
          memberId: round.memberId,
          vendorCode: DEMO_VENDOR,
          roundId: round.roundId,
          gameCode: round.gameCode,
          gameType: round.gameType,
          currency: merchant.currency,
          stake: round.stake,
          createdAt: round.placed,
          updatedAt: round.placed,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await post(trx, merchant, round, 'bet', round.placed, [
        { accountId: main, amount: -round.stake },
        { accountId: float, amount: round.stake },
      ])
      return id
    })
  } catch (error) {
    // The wallet refuses a stake above the balance, as it would refuse the vendor.
    if (!(error instanceof AppError) || error.code !== 'insufficient_funds') throw error
  }
}

/** The vendor's final credit: the round settles with its win, paid from the float. */
async function settleRound({ db, merchant, wallets }: World, round: Round): Promise<void> {
  const pk = round.pk
  if (pk === undefined) return
  const at = new Date(round.placed.getTime() + ROUND_MS)
  const { main, float } = wallets.get(round.memberId)!
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('gameRounds')
      .set({ status: 'settled', validBet: round.stake, win: round.win, settledAt: at, updatedAt: at })
      .where('id', '=', pk)
      .execute()
    if (round.win > 0n) {
      await post(trx, merchant, round, 'bet_payout', at, [
        { accountId: float, amount: -round.win },
        { accountId: main, amount: round.win },
      ])
    }
  })
}

function post(
  trx: Db,
  merchant: Merchant,
  round: Round,
  kind: 'bet' | 'bet_payout',
  at: Date,
  entries: { accountId: bigint; amount: bigint }[],
) {
  const transactionId = `${round.roundId}:${kind === 'bet' ? 'debit' : 'credit'}`
  return postTransfer(trx, {
    idempotencyKey: `demo-history:${transactionId}`,
    merchantId: merchant.id,
    currency: merchant.currency,
    kind,
    externalRef: `${DEMO_VENDOR}:${transactionId}`,
    entries,
    metadata: { vendor: DEMO_VENDOR, transactionId, roundId: round.roundId },
    effectiveAt: at,
  })
}

/** When the kind's job would have run: shortly after each period closed, from the first contract on. */
async function jobRuns(db: Db, kind: ContractKind, now: Date): Promise<Date[]> {
  const runs = new Map<number, Date>()
  for (const scope of await settlementScopes(db, kind)) {
    for (
      let period = periodOf(scope.period, scope.timezone, scope.firstDecided);
      ;
      period = periodOf(scope.period, scope.timezone, period.end)
    ) {
      const at = period.end.getTime() + JOB_DELAY_MS
      if (at > now.getTime()) break
      runs.set(at, new Date(at))
    }
  }
  return [...runs.values()]
}
