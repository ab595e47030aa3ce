import { randomInt } from 'node:crypto'
import type { ContractKind, GameCategory } from '@sea/contract'
import { accept, reject, writeOffer, type OfferInput } from '../../features/agent-contract/contract.service'
import { settleKind } from '../../features/agent-settlement/settlement.service'
import { newAffiliateCode } from '../../features/member/registration.service'
import { ensureAccount, transfer } from '../../ledger/ledger'
import { hashPassword } from '../../lib/password'
import type { Db } from '../database'

/**
 * The demo brand's agent tree (decision 027), so every agent centre page shows real figures on
 * first start: agent1 (top level, contracts with the platform) > agent2 > agent3, three players
 * under each, three weeks of settled rounds, contracts of every kind and their paid bills.
 * Every demo account logs in with DEMO_AGENT_PASSWORD (agents on the agent side).
 */
export const DEMO_AGENT_PASSWORD = 'demo1234'
const VENDOR = 'LOTUS_DEMO'
const DAY = 86_400_000
const GAMES: readonly [string, GameCategory][] = [
  ['jade-slot', 'RNG'],
  ['baccarat', 'LIVE'],
  ['fish-hunter', 'FISH'],
  ['football', 'SPORTS'],
]

const daily = (rates: [string, string][]): OfferInput => ({ tiers: rates.map(([betAmount, rate]) => ({ betAmount, rate })) })

export async function seedDemoAgents(db: Db, now = new Date()): Promise<void> {
  const merchant = await db.selectFrom('merchants').select(['id', 'currency']).where('code', '=', 'demo').executeTakeFirst()
  if (!merchant) return
  const passwordHash = await hashPassword(DEMO_AGENT_PASSWORD)
  const ago = (days: number) => new Date(now.getTime() - days * DAY)

  async function account(username: string, parentId: bigint | null, isAgent: number, registeredDaysAgo: number) {
    const row = await db
      .insertInto('members')
      .values({
        merchantId: merchant!.id,
        username,
        usernameKey: username,
        passwordHash,
        isAgent,
        parentId,
        affiliateCode: newAffiliateCode(),
        profile: JSON.stringify({}),
        memberLabels: JSON.stringify([]),
        registerIp: '127.0.0.1',
        createdAt: ago(registeredDaysAgo),
        lastLoginAt: ago(randomInt(0, 3)),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  const house = await ensureAccount(db, { merchantId: merchant.id, currency: merchant.currency, kind: 'house' })
  async function fund(memberId: bigint, amount: bigint) {
    const wallet = await ensureAccount(db, { merchantId: merchant!.id, currency: merchant!.currency, kind: 'member_main', ownerMemberId: memberId })
    await transfer(db, {
      idempotencyKey: `demo-agent-funding:${memberId}`,
      merchantId: merchant!.id,
      currency: merchant!.currency,
      kind: 'adjustment',
      externalRef: `demo-agent-funding:${memberId}`,
      entries: [
        { accountId: house, amount: -amount },
        { accountId: wallet, amount },
      ],
      metadata: { reason: 'demo balance' },
    })
  }

  const agent1 = await account('agent1', null, 1, 40)
  const agent2 = await account('agent2', agent1, 1, 35)
  const agent3 = await account('agent3', agent2, 1, 30)
  const players: bigint[] = []
  for (const [i, parent] of [agent1, agent1, agent1, agent2, agent2, agent2, agent3, agent3, agent3].entries()) {
    players.push(await account(`player${i + 1}`, parent, 0, 28 - i * 2))
  }
  await fund(agent1, 5_000_000n)
  await fund(agent2, 500_000n)
  await fund(agent3, 50_000n)
  for (const p of players) await fund(p, 100_000n)

  await seedRounds(db, merchant.id, merchant.currency, [agent1, agent2, agent3, ...players], now)

  // Contracts: the platform with agent1, agent1 with agent2, agent2 with agent3, accepted in the past.
  async function contract(upline: bigint | null, agent: bigint, kind: ContractKind, input: OfferInput, daysAgo: number) {
    const id = await writeOffer(db, merchant!.id, upline, agent, kind, input, ago(daysAgo + 0.5))
    await accept(db, agent, kind, id, ago(daysAgo))
  }
  const dividend = (rate: string): OfferInput => ({
    period: 'weekly',
    tiers: [
      { periodValidBet: '1000.00', periodProfitLoss: '0.00', activeMembers: 2, rate },
      { periodValidBet: '20000.00', periodProfitLoss: '500.00', activeMembers: 5, rate: (Number(rate) + 5).toFixed(2) },
    ],
  })
  const realtime = (profit: string, loss: string): OfferInput => ({
    tiers: [
      { singleBetAmount: '10.00', profitWageRate: profit, lossWageRate: loss },
      { singleBetAmount: '100.00', profitWageRate: (Number(profit) + 0.2).toFixed(2), lossWageRate: (Number(loss) + 0.2).toFixed(2) },
    ],
  })
  await contract(null, agent1, 'daily_salary', daily([['1000.00', '1.00'], ['10000.00', '1.50']]), 15)
  await contract(null, agent1, 'dividend', dividend('20.00'), 21)
  await contract(null, agent1, 'hourly_salary', daily([['100.00', '0.50']]), 2)
  await contract(null, agent1, 'realtime_salary', realtime('0.50', '0.80'), 0.25)
  await contract(agent1, agent2, 'daily_salary', daily([['500.00', '0.60'], ['5000.00', '1.00']]), 12)
  await contract(agent1, agent2, 'dividend', dividend('10.00'), 20)
  await contract(agent1, agent2, 'realtime_salary', realtime('0.30', '0.50'), 0.2)
  // History: a rejected offer before the accepted one, and an offer still waiting for agent2.
  const refused = await writeOffer(db, merchant.id, agent2, agent3, 'daily_salary', daily([['200.00', '0.30']]), ago(11))
  await reject(db, agent3, 'daily_salary', refused, ago(10.8))
  await contract(agent2, agent3, 'daily_salary', daily([['200.00', '0.40']]), 10)
  await writeOffer(db, merchant.id, agent1, agent2, 'hourly_salary', daily([['100.00', '0.40']]), ago(1))

  for (const kind of ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const) await settleKind(db, kind, now)
}

/** Three weeks of settled rounds: a few a day per account, amounts from the crypto generator. */
async function seedRounds(db: Db, merchantId: number, currency: string, accounts: readonly bigint[], now: Date) {
  await db
    .insertInto('vendors')
    .values({ code: VENDOR, displayName: 'Lotus demo games', walletMode: 'seamless', apiBaseUrl: null, enabled: false })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
  const rows = []
  for (const memberId of accounts) {
    for (let day = 21; day >= 0; day--) {
      for (let n = randomInt(1, 6); n > 0; n--) {
        const placed = new Date(now.getTime() - day * DAY - randomInt(0, DAY))
        if (placed > now) continue
        const [gameCode, gameType] = GAMES[randomInt(GAMES.length)] as [string, GameCategory]
        const stake = BigInt(randomInt(1, 60) * 500)
        // Roughly a 96% return: most rounds lose, some pay a multiple.
        const roll = randomInt(100)
        const win = roll < 55 ? 0n : roll < 95 ? (stake * BigInt(randomInt(150, 210))) / 100n : stake * BigInt(randomInt(3, 6))
        rows.push({
          merchantId,
          memberId,
          vendorCode: VENDOR,
          roundId: `demo-${memberId}-${placed.getTime()}-${n}`,
          gameCode,
          gameType,
          currency,
          stake,
          validBet: stake,
          win,
          status: 'settled' as const,
          createdAt: placed,
          updatedAt: placed,
          settledAt: new Date(placed.getTime() + 30_000),
        })
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('gameRounds').values(rows.slice(i, i + 500)).execute()
}
