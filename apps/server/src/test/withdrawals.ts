import type { LightMyRequestResponse } from 'fastify'
import { bearer, callEncrypted, registeredMember, uniqueName } from './accounts'
import { operatorSession } from './operators'
import type { TestApp } from './test-app'
import { seedMainWallet } from './wallet-seed'

/** Helpers for the withdrawal tests: funded members with a bound account, and operators. */

export interface Payer {
  token: string
  username: string
  id: bigint
  accountId: string
}

export async function merchantIdOf(t: TestApp): Promise<number> {
  return (await t.db.selectFrom('merchants').select('id').orderBy('id').executeTakeFirstOrThrow()).id
}

/** Credits a member's main wallet from the house, as a deposit would. */
export async function fund(t: TestApp, memberId: bigint, minor: bigint): Promise<void> {
  await seedMainWallet(t.db, {
    merchantId: await merchantIdOf(t),
    currency: 'MYR',
    memberId,
    amount: minor,
    key: `test-fund:${memberId}:${uniqueName('f')}`,
    ref: `${memberId}:${uniqueName('f')}`,
  })
}

export const bindAccount = (t: TestApp, token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/member/bank-accounts', headers: bearer(token), payload: body })

/** A registered member (real name Ahmad Razak) with a payment password, `minor` in the wallet and one bound account. */
export async function payer(t: TestApp, minor = 100_000n): Promise<Payer> {
  const member = await registeredMember(t)
  const set = await callEncrypted(
    t,
    'POST',
    '/wps/member/password/payment',
    { loginPassword: 'secret123', newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
    bearer(member.token),
  )
  if (set.statusCode !== 200) throw new Error(`payment password: ${set.body}`)
  if (minor > 0n) await fund(t, member.id, minor)
  const bound = await bindAccount(t, member.token, {
    bankCode: 'MBB',
    accountNumber: `5140${String(member.id).padStart(8, '0')}`,
    payeeName: 'Ahmad Razak',
  })
  if (bound.statusCode !== 200) throw new Error(`bind: ${bound.body}`)
  return { ...member, accountId: bound.json().value.id }
}

export function withdraw(
  t: TestApp,
  who: Payer,
  amount: string,
  key: string,
  paymentPassword = '123456',
): Promise<LightMyRequestResponse> {
  return callEncrypted(
    t,
    'POST',
    '/wps/member/withdrawals',
    { bankAccountId: who.accountId, amount, paymentPassword },
    { ...bearer(who.token), 'idempotency-key': key },
  )
}

export const balanceOf = async (t: TestApp, token: string): Promise<string> =>
  (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value
    .sumBalance

/** A fresh operator (installation-wide unless a merchant is given), logged in; its bearer header. */
export async function operatorToken(t: TestApp, merchantId: number | null = null): Promise<Record<string, string>> {
  return (await operatorSession(t, merchantId)).headers
}

/** The member's wallet and hold balances in minor units, read from the ledger. */
export async function walletAndHold(t: TestApp, memberId: bigint): Promise<{ main: bigint; hold: bigint }> {
  const rows = await t.db
    .selectFrom('ledgerAccounts')
    .select(['kind', 'balance'])
    .where('ownerMemberId', '=', memberId)
    .execute()
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance ?? 0n
  return { main: of('member_main'), hold: of('withdrawal_hold') }
}
