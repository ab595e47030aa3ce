import { callEncrypted, knownCaptcha, registrationForm, uniqueName } from './accounts'
import { ensureAccount, transfer } from '../ledger/ledger'
import type { TestApp } from './test-app'

// Facts for the report rollups' tests (features/reports): rows as the features write them, at
// chosen times, so that days and time zones can be put to the test.

/** A member registered through the API on the brand at `host`. */
export async function reportMember(t: TestApp, host: string): Promise<{ id: bigint; username: string }> {
  const username = uniqueName('rep')
  const res = await callEncrypted(
    t,
    'PUT',
    '/wps/member/register',
    { ...registrationForm(username), ...(await knownCaptcha(t)) },
    { host },
  )
  if (res.statusCode !== 200) throw new Error(res.body)
  const row = await t.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()
  return { id: row.id, username }
}

const currencyOf = async (t: TestApp, merchantId: number) =>
  (await t.db.selectFrom('merchants').select('currency').where('id', '=', merchantId).executeTakeFirstOrThrow())
    .currency

let roundNo = 0
/** A settled game round: SEA_RNG's jade-96 (RNG), or SEA_LIVE's baccarat (LIVE). */
export async function settledRound(
  t: TestApp,
  merchantId: number,
  memberId: bigint,
  settledAt: Date,
  stake: bigint,
  win: bigint,
  game = 'jade-96',
) {
  roundNo += 1
  const row = await t.db
    .insertInto('gameRounds')
    .values({
      merchantId,
      memberId,
      vendorCode: game === 'baccarat' ? 'SEA_LIVE' : 'SEA_RNG',
      roundId: `rollup-${roundNo}`,
      gameCode: game,
      gameType: game === 'baccarat' ? 'LIVE' : 'RNG',
      currency: await currencyOf(t, merchantId),
      stake,
      validBet: stake,
      win,
      status: 'settled',
      settledAt,
      createdAt: settledAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

let depositNo = 0
/** An approved deposit credited through the ledger, decided at the given time. */
export async function approvedDeposit(
  t: TestApp,
  merchantId: number,
  memberId: bigint,
  decidedAt: Date,
  amount: bigint,
  first = false,
) {
  depositNo += 1
  const currency = await currencyOf(t, merchantId)
  const channel = await t.db
    .selectFrom('depositChannels')
    .select('id')
    .where('merchantId', '=', merchantId)
    .executeTakeFirstOrThrow()
  const account = (kind: string, ownerMemberId?: bigint) =>
    ensureAccount(t.db, {
      merchantId,
      currency,
      kind,
      ...(ownerMemberId ? { ownerMemberId } : {}),
    })
  const posted = await transfer(t.db, {
    idempotencyKey: `rollup-deposit-${depositNo}`,
    merchantId,
    currency: await currencyOf(t, merchantId),
    kind: 'deposit',
    externalRef: `rollup-deposit-${depositNo}`,
    entries: [
      { accountId: await account('payment_clearing'), amount: -amount },
      { accountId: await account('member_main', memberId), amount },
    ],
  })
  await t.db
    .insertInto('deposits')
    .values({
      merchantId,
      memberId,
      channelId: channel.id,
      currency: await currencyOf(t, merchantId),
      amount,
      status: 'approved',
      idempotencyKey: `rollup-${depositNo}`,
      requestHash: 'x',
      firstDeposit: first,
      decidedAt,
      ledgerTransactionId: posted.transactionId,
    })
    .execute()
}

/** A disbursed withdrawal to a new bank account of the member. */
export async function disbursedWithdrawal(
  t: TestApp,
  merchantId: number,
  memberId: bigint,
  disbursedAt: Date,
  amount: bigint,
) {
  const bank = await t.db
    .selectFrom('banks')
    .select(['id', 'code', 'name'])
    .where('merchantId', '=', merchantId)
    .executeTakeFirstOrThrow()
  const account = await t.db
    .insertInto('memberBankAccounts')
    .values({ memberId, bankId: bank.id, accountNumber: String(1000 + depositNo++), payeeName: 'Rep' })
    .returning('id')
    .executeTakeFirstOrThrow()
  await t.db
    .insertInto('withdrawals')
    .values({
      merchantId,
      memberId,
      currency: await currencyOf(t, merchantId),
      amount,
      bankAccountId: account.id,
      bankCode: bank.code,
      bankName: bank.name,
      accountNumber: '1',
      payeeName: 'Rep',
      status: 'disbursed',
      idempotencyKey: `rollup-w-${depositNo}`,
      requestHash: 'x',
      disbursedAt,
    })
    .execute()
}
