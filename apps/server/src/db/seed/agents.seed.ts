import { randomInt } from 'node:crypto'
import type { ContractKind } from '@sea/contract'
import { accept, reject, writeOffer, type OfferInput } from '../../features/agent-contract/contract.service'
import { newAffiliateCode } from '../../features/member/registration.service'
import { hashPassword } from '../../lib/password'
import type { Db } from '../database'
import { playDemoHistory, type HistoryAccount } from './agents-history.seed'

/**
 * The demo brand's agent tree (decision 027), so every agent centre page shows real figures on
 * first start: agent1 (top level, contracts with the platform) > agent2 > agent3, three players
 * under each, contracts of every kind, and three weeks of history played through the ledger at
 * the times it happened (agents-history.seed.ts): funding, rounds, and the bills paid as each
 * period closed. Every demo account logs in with DEMO_AGENT_PASSWORD (agents on the agent side).
 * It runs on a fresh database only: history goes before anything booked now (decision 031).
 */
export const DEMO_AGENT_PASSWORD = 'demo1234'
const DAY = 86_400_000

const daily = (rates: [string, string][]): OfferInput => ({
  tiers: rates.map(([betAmount, rate]) => ({ betAmount, rate })),
})

export async function seedDemoAgents(db: Db, now = new Date()): Promise<void> {
  const merchant = await db
    .selectFrom('merchants')
    .select(['id', 'currency'])
    .where('code', '=', 'demo')
    .executeTakeFirst()
  if (!merchant) return
  const passwordHash = await hashPassword(DEMO_AGENT_PASSWORD)
  const ago = (days: number) => new Date(now.getTime() - days * DAY)

  const history: HistoryAccount[] = []
  async function account(
    username: string,
    parentId: bigint | null,
    isAgent: number,
    registeredDaysAgo: number,
    funding: bigint,
  ) {
    const registeredAt = ago(registeredDaysAgo)
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
        createdAt: registeredAt,
        lastLoginAt: ago(randomInt(0, 3)),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    history.push({ id: row.id, registeredAt, funding })
    return row.id
  }

  // Balances that last three weeks of play (a player with 1,000.00 was broke within days).
  const agent1 = await account('agent1', null, 1, 40, 5_000_000n)
  const agent2 = await account('agent2', agent1, 1, 35, 2_000_000n)
  const agent3 = await account('agent3', agent2, 1, 30, 1_000_000n)
  for (const [i, parent] of [agent1, agent1, agent1, agent2, agent2, agent2, agent3, agent3, agent3].entries()) {
    await account(`player${i + 1}`, parent, 0, 28 - i * 2, 1_000_000n)
  }

  // Contracts: the platform with agent1, agent1 with agent2, agent2 with agent3, accepted in the past.
  async function contract(
    upline: bigint | null,
    agent: bigint,
    kind: ContractKind,
    input: OfferInput,
    daysAgo: number,
  ) {
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
      {
        singleBetAmount: '100.00',
        profitWageRate: (Number(profit) + 0.2).toFixed(2),
        lossWageRate: (Number(loss) + 0.2).toFixed(2),
      },
    ],
  })
  await contract(
    null,
    agent1,
    'daily_salary',
    daily([
      ['1000.00', '1.00'],
      ['10000.00', '1.50'],
    ]),
    15,
  )
  await contract(null, agent1, 'dividend', dividend('20.00'), 21)
  await contract(null, agent1, 'hourly_salary', daily([['100.00', '0.50']]), 2)
  await contract(null, agent1, 'realtime_salary', realtime('0.50', '0.80'), 0.25)
  await contract(
    agent1,
    agent2,
    'daily_salary',
    daily([
      ['500.00', '0.60'],
      ['5000.00', '1.00'],
    ]),
    12,
  )
  await contract(agent1, agent2, 'dividend', dividend('10.00'), 20)
  await contract(agent1, agent2, 'realtime_salary', realtime('0.30', '0.50'), 0.2)
  // History: a rejected offer before the accepted one, and an offer still waiting for agent2.
  const refused = await writeOffer(
    db,
    merchant.id,
    agent2,
    agent3,
    'daily_salary',
    daily([['200.00', '0.30']]),
    ago(11),
  )
  await reject(db, agent3, 'daily_salary', refused, ago(10.8))
  await contract(agent2, agent3, 'daily_salary', daily([['200.00', '0.40']]), 10)
  await writeOffer(db, merchant.id, agent1, agent2, 'hourly_salary', daily([['100.00', '0.40']]), ago(1))

  // The contracts stand before their history is played: each period's job finds them in force.
  await playDemoHistory(db, merchant, history, now)
}
