import type { ContractKind, OperatorRole } from '@sea/contract'
import { createFairStream } from '@sea/engines/fair'
import { fourd, vietnam } from '@sea/engines/lottery'
import { periodOf } from '@sea/rules'
import type { Db } from '../../apps/server/src/db/database'
import { GRACE_MS, settleKind } from '../../apps/server/src/features/agent-settlement/settlement.service'
import { openIssues } from '../../apps/server/src/features/lottery/lottery-draw/draw.repository'
import { confirmResult, enterResult } from '../../apps/server/src/features/lottery/lottery-draw/result.service'
import { createOperator } from '../../apps/server/src/features/operator/operator-account.service'
import { approveRequest } from '../../apps/server/src/features/operator-money/money-request.service'
import { adjustMember } from '../../apps/server/src/features/operator-money/operator-money.service'
import * as merchants from '../../apps/server/src/features/merchant/merchant.repository'
import { ledgerViolations } from '../../apps/server/src/ledger/invariants'
import { runLoyaltyPass } from '../../apps/server/src/loyalty-pass/loyalty-pass.service'
import type { Site } from './site'

/**
 * What an operator does while a journey runs, through the same server functions the back office
 * and `npm run merchant` call, against the running site's database. No HTTP shortcut, no mock.
 */

export async function merchantIdOf(db: Db, code: string): Promise<number> {
  const id = await merchants.findMerchantIdByCode(db, code)
  if (id === null) throw new Error(`the ${code} brand is missing`)
  return id
}

export const demoMerchantId = (db: Db): Promise<number> => merchantIdOf(db, 'demo')

/** `npm run merchant -- maintenance on|off [--until ISO]`. */
export async function setMaintenance(site: Site, on: boolean, until: Date | null = null): Promise<void> {
  await merchants.setMaintenance(site.server.db, await demoMerchantId(site.server.db), on, until)
}

/** `npm run merchant -- restrict [--countries A,B] [--ips CIDR,...]`; no lists lift it. */
export async function restrictRegion(
  site: Site,
  restriction: { countries?: string[]; ips?: string[] } = {},
): Promise<void> {
  await merchants.setRegionRestriction(
    site.server.db,
    await demoMerchantId(site.server.db),
    restriction.countries ?? [],
    restriction.ips ?? [],
  )
}

export async function memberIdOf(db: Db, username: string): Promise<bigint> {
  const row = await db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()
  return row.id
}

/** The journeys' operators per site's database, by role, each created when first needed. */
const operators = new WeakMap<Db, Map<string, number>>()
let adjustments = 0

/** An operator of the demo merchant (`merchantId`) or of the whole installation (null), with the roles it needs. */
async function operatorFor(
  site: Site,
  role: string,
  merchantId: number | null,
  roles: readonly OperatorRole[],
): Promise<number> {
  const db = site.server.db
  const known = operators.get(db) ?? new Map<string, number>()
  operators.set(db, known)
  const existing = known.get(role)
  if (existing !== undefined) return existing
  const name = `e2e.${role}.${Date.now().toString(36)}`
  const { operatorId: id } = await createOperator(db, {
    username: name,
    roles,
    merchantIds: merchantId === null ? null : [merchantId],
  })
  known.set(role, id)
  return id
}

/**
 * A manual credit by a demo-merchant operator (the back office's adjustment), `amount` like '100.00';
 * above the brand's four-eyes threshold a second operator approves it (decision 041).
 */
export async function creditMember(site: Site, username: string, amount: string): Promise<void> {
  const db = site.server.db
  const merchantId = await demoMerchantId(db)
  const operator = async (role: string) => ({
    principal: {
      role: 'operator' as const,
      operatorId: await operatorFor(site, role, merchantId, ['finance']),
      operatorMerchantIds: [merchantId],
    },
    ip: '127.0.0.1',
  })
  adjustments += 1
  const done = await adjustMember(
    db,
    await operator('ops'),
    await memberIdOf(db, username),
    { direction: 'credit', amount, reason: 'e2e funding', type: 'adjustment' },
    `e2e-${Date.now()}-${adjustments}`,
  )
  if (done.state === 'pending' && done.requestId !== null)
    await approveRequest(db, await operator('approver'), BigInt(done.requestId))
}

/** Minor units on hold for the member's pending withdrawals. */
export async function heldFor(db: Db, username: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('ownerMemberId', '=', await memberIdOf(db, username))
    .where('kind', '=', 'withdrawal_hold')
    .executeTakeFirst()
  return row?.balance ?? 0n
}

/** The ledger's invariants (apps/server/src/ledger/invariants.ts); an empty list means the books are right. */
export function ledgerProblems(site: Site): Promise<string[]> {
  return ledgerViolations(site.server.db)
}

/**
 * The job `loyalty.pass` run now instead of at its next minute: every settled fact so far reaches
 * points, missions and VIP, through the same `runLoyaltyPass` the job calls.
 */
export async function passLoyalty(site: Site): Promise<void> {
  await runLoyaltyPass(site.server.db, new Date())
}

/** The demo brand's time zone, in which the site shows every time. */
export async function demoTimeZone(site: Site): Promise<string> {
  const row = await site.server.db
    .selectFrom('merchants')
    .select('timezone')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow()
  return row.timezone
}

/**
 * Runs the salary and dividend job of `kind` as if the clock were just past the end (and grace)
 * of the demo brand's current day: the same `settleKind` the server's job calls every run, so the
 * day's bets are billed and paid without waiting for midnight.
 */
export async function settleCurrentDay(site: Site, kind: ContractKind): Promise<void> {
  const db = site.server.db
  const day = periodOf('daily', await demoTimeZone(site), new Date())
  await settleKind(db, kind, new Date(day.end.getTime() + GRACE_MS + 60_000))
}

/** The bills of `kind` the agent received, newest period first, amounts in minor units. */
export async function billsOf(db: Db, username: string, kind: ContractKind) {
  return db
    .selectFrom('agentBills')
    .select(['amount', 'status', 'payerId', 'periodStart'])
    .where('agentId', '=', await memberIdOf(db, username))
    .where('kind', '=', kind)
    .orderBy('periodStart', 'desc')
    .execute()
}

/**
 * The official result of the next draw of a Vietnam or 4D game, entered by one installation
 * operator and confirmed by a second, as the back office does (`/wps/operator/lottery/draws`).
 * Results are taken only once betting has closed, so the operators act at the draw's cut-off
 * (their clock, not the site's); the settlement job then settles the draw. The numbers come from
 * the engines' own draw on a fixed seed.
 */
export async function enterOfficialResult(site: Site, gameCode: string): Promise<void> {
  const db = site.server.db
  const [draw] = await openIssues(db, gameCode, new Date(), 1)
  if (!draw) throw new Error(`${gameCode} has no open draw`)
  const game = await db
    .selectFrom('lotteryGames')
    .select(['engine', 'region'])
    .where('code', '=', gameCode)
    .executeTakeFirstOrThrow()
  const stream = createFairStream({ serverSeed: 'e2e0'.repeat(16), clientSeed: gameCode, nonce: 1 })
  const result =
    game.engine === 'fourd'
      ? fourd.drawResult(stream)
      : { sheets: draw.stations.map((station) => vietnam.drawResult(stream, game.region ?? 'north', station.code)) }
  const as = async (role: string) => ({
    principal: { role: 'operator' as const, operatorId: await operatorFor(site, role, null, ['lottery']) },
    ip: '127.0.0.1',
  })
  const entered = await enterResult(db, await as('results'), draw.id, result, draw.closeAt)
  await confirmResult(db, await as('checker'), draw.id, entered.enteredHash!, draw.closeAt)
}
