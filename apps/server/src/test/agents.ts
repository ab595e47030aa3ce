import type { Db } from '../db/database'
import { bearer, callEncrypted, registerMember } from './accounts'
import type { TestApp } from './test-app'
import { seedMainWallet } from './wallet-seed'

/** Test helpers of the agent features: accounts placed in a tree, funds, rounds, relay calls. */

export interface TeamAccount {
  id: bigint
  username: string
  token: string
}

export async function demoMerchant(db: Db) {
  return db.selectFrom('merchants').select(['id', 'currency']).orderBy('id').executeTakeFirstOrThrow()
}

/** A registered account (with a session) under `parent`, an agent when asked. */
export async function teamAccount(t: TestApp, parent: TeamAccount | null, agent: boolean): Promise<TeamAccount> {
  const { token, username } = await registerMember(t)
  const row = await t.db
    .updateTable('members')
    .set({ parentId: parent?.id ?? null, isAgent: agent ? 1 : 0 })
    .where('username', '=', username)
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, username, token }
}

/** Credits (or, negative, debits) a main wallet from the house account. */
export async function fund(
  db: Db,
  memberId: bigint,
  amount: bigint,
  ref = `${memberId}:${amount}:${Date.now()}`,
): Promise<void> {
  const m = await demoMerchant(db)
  await seedMainWallet(db, { merchantId: m.id, currency: m.currency, memberId, amount, key: `test-fund:${ref}`, ref })
}

let round = 0
/** A settled round of a member at a time (amounts in minor units). */
export async function settledRound(
  db: Db,
  memberId: bigint,
  at: Date,
  stake: bigint,
  win: bigint,
  gameType: 'RNG' | 'LIVE' = 'RNG',
): Promise<void> {
  const m = await demoMerchant(db)
  await db
    .insertInto('vendors')
    .values({ code: 'TESTV', displayName: 'Test', walletMode: 'seamless', apiBaseUrl: null })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
  round += 1
  await db
    .insertInto('gameRounds')
    .values({
      merchantId: m.id,
      memberId,
      vendorCode: 'TESTV',
      roundId: `r${round}-${Date.now()}`,
      gameCode: 'test-game',
      gameType,
      currency: m.currency,
      stake,
      validBet: stake,
      win,
      status: 'settled',
      createdAt: new Date(at.getTime() - 1000),
      settledAt: at,
    })
    .execute()
}

export const RELAY = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  daily_salary: '/wps/relay/MCS2_processDailySalContract',
  hourly_salary: '/wps/relay/MCS2_processContractHourSalary',
  realtime_salary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const

/** One contract relay call as the given account. */
export function relay(t: TestApp, who: TeamAccount, kind: keyof typeof RELAY, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: RELAY[kind], headers: bearer(who.token), payload: body })
}

export function agentGet(t: TestApp, who: TeamAccount, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(who.token) })
}

export function registerCenter(t: TestApp, who: TeamAccount, body: Record<string, unknown>) {
  return callEncrypted(t, 'POST', '/wps/agent/register', body, bearer(who.token))
}
