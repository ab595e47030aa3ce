import type { GameCategory } from '@sea/contract'
import { startOfDay } from '@sea/rules'
import type { Db } from '../db/database'
import { balanceOf, ensureAccount, transfer } from '../ledger/ledger'
import { demoMerchantId } from './ledger-fixtures'
import { createTestDb, type TestDb } from './test-app'

// Hand-made facts for the cashback and rebate period tests (features/promotion-period): rows as
// the games, the lottery and the grant path leave them, at chosen instants, so that periods and
// time zones can be put to the test. Amounts in minor units; the demo brand's currency.

const CURRENCY = 'MYR'
let seq = 0
const next = () => `period-${process.pid}-${++seq}`

export interface RoundFact {
  merchantId: number
  memberId: bigint
  category: GameCategory
  stake: bigint
  win?: bigint
  /** The stake unless told (a vendor may count less). */
  validBet?: bigint
  status?: 'settled' | 'rolled_back'
  settledAt: Date
}

/** Game rounds, each of its category, settled (or rolled back) at its `settledAt`; one INSERT. */
export async function roundsAt(db: Db, facts: readonly RoundFact[]): Promise<void> {
  if (facts.length === 0) return
  await db
    .insertInto('gameRounds')
    .values(
      facts.map((fact) => {
        const status = fact.status ?? 'settled'
        return {
          merchantId: fact.merchantId,
          memberId: fact.memberId,
          vendorCode: 'SEA_RNG',
          roundId: next(),
          gameCode: 'period-test',
          gameType: fact.category,
          currency: CURRENCY,
          stake: fact.stake,
          validBet: fact.validBet ?? fact.stake,
          win: fact.win ?? 0n,
          refunded: status === 'rolled_back' ? fact.stake : 0n,
          status,
          settledAt: fact.settledAt,
          createdAt: fact.settledAt,
        }
      }),
    )
    .execute()
}

export const roundAt = (db: Db, fact: RoundFact): Promise<void> => roundsAt(db, [fact])

export interface LotteryFact {
  merchantId: number
  memberId: bigint
  /** VN_SOUTH is a Vietnam draw (LOTT), PK10_1 an electronic one (ELOTT). */
  gameCode: 'VN_SOUTH' | 'PK10_1'
  cost: bigint
  status: 'won' | 'lost' | 'void'
  payout?: bigint
  /** When the bet's draw settled: the bet counts then. */
  settledAt: Date
}

/** One lottery bet on a draw of its own, settled at `settledAt`. */
export async function lotteryBetAt(db: Db, fact: LotteryFact): Promise<void> {
  const at = fact.settledAt
  const draw = await db
    .insertInto('lotteryDraws')
    .values({ gameCode: fact.gameCode, issueNo: next(), closeAt: at, drawAt: at, state: 'settled', settledAt: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  const slip = await db
    .insertInto('lotterySlips')
    .values({
      merchantId: fact.merchantId,
      memberId: fact.memberId,
      currency: CURRENCY,
      gameCode: fact.gameCode,
      totalCost: fact.cost,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const payout = fact.status === 'won' ? (fact.payout ?? 0n) : fact.status === 'void' ? fact.cost : 0n
  await db
    .insertInto('lotteryBets')
    .values({
      drawId: draw.id,
      slipId: slip.id,
      merchantId: fact.merchantId,
      memberId: fact.memberId,
      currency: CURRENCY,
      playType: 'lo2',
      numbers: '12',
      unit: 1n,
      odds: '800/1',
      price: '230/1',
      selection: 'lo2|12',
      cost: fact.cost,
      payout,
      status: fact.status,
      settledAt: at,
    })
    .execute()
}

/** A bonus credited to the member's main wallet at `at` (its effective time), from the brand's promotions account. */
export async function bonusAt(db: Db, merchantId: number, memberId: bigint, amount: bigint, at: Date): Promise<void> {
  const key = { merchantId, currency: CURRENCY }
  const source = await ensureAccount(db, { ...key, kind: 'promotions' })
  const wallet = await ensureAccount(db, { ...key, kind: 'member_main', ownerMemberId: memberId })
  const ref = next()
  await transfer(db, {
    idempotencyKey: ref,
    ...key,
    kind: 'bonus',
    externalRef: ref,
    entries: [
      { accountId: source, amount: -amount },
      { accountId: wallet, amount },
    ],
    effectiveAt: at,
  })
}

/** The members joined the promotion at `at`. */
export async function joinAt(
  db: Db,
  promotion: { id: bigint; merchantId: number },
  memberIds: readonly bigint[],
  at: Date,
): Promise<void> {
  if (memberIds.length === 0) return
  await db
    .insertInto('promotionEntries')
    .values(
      memberIds.map((memberId) => ({
        promotionId: promotion.id,
        merchantId: promotion.merchantId,
        memberId,
        state: 'joined' as const,
        createdAt: at,
      })),
    )
    .execute()
}

/** A test database with the demo brand, its wall clock, and what the period tests read back. */
export interface PeriodWorld {
  t: TestDb
  merchantId: number
  /** An instant by the brand's wall clock: `day` at hours:minutes. */
  at(day: string, hours: number, minutes?: number): Date
  wallet(memberId: bigint): Promise<bigint>
  grantsOf(promotionId: bigint): Promise<
    {
      memberId: bigint
      occasion: string
      amount: bigint
      basis: bigint | null
      state: string
      claimableUntil: Date | null
    }[]
  >
}

export async function periodWorld(): Promise<PeriodWorld> {
  const t = await createTestDb()
  const merchantId = await demoMerchantId(t.db)
  const { timezone } = await t.db
    .selectFrom('merchants')
    .select('timezone')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow()
  return {
    t,
    merchantId,
    at: (day, hours, minutes = 0) => new Date(startOfDay(day, timezone).getTime() + (hours * 60 + minutes) * 60_000),
    wallet: async (memberId) =>
      balanceOf(
        t.db,
        await ensureAccount(t.db, { merchantId, currency: CURRENCY, kind: 'member_main', ownerMemberId: memberId }),
      ),
    grantsOf: (promotionId) =>
      t.db
        .selectFrom('promotionGrants')
        .select(['memberId', 'occasion', 'amount', 'basis', 'state', 'claimableUntil'])
        .where('promotionId', '=', promotionId)
        .orderBy('memberId')
        .orderBy('occasion')
        .execute(),
  }
}

/** Ends every cashback and rebate promotion, so that the next test's job runs pay only its own. */
export async function endPeriodPromotions(db: Db): Promise<void> {
  await db.updateTable('promotions').set({ state: 'ended' }).where('kind', 'in', ['cashback', 'rebate']).execute()
}
