import { sql } from 'kysely'
import { seedDepositChannels } from '../db/seed/deposit.seed'
import { seedBrandVendors } from '../db/seed/games.seed'
import { seedHomeContent } from '../db/seed/home.seed'
import { seedBrandLottery } from '../db/seed/lottery.seed'
import { seedWithdrawals } from '../db/seed/withdrawal.seed'
import { award } from '../features/promotion/grant.service'
import { bearer, callEncrypted, knownCaptcha, registrationForm, uniqueName } from './accounts'
import { RELAY } from './agents'
import { operatorSession } from './operators'
import { insertPromotion } from './promotions'
import type { TestApp } from './test-app'
import { seedMainWallet } from './wallet-seed'

/**
 * Two brands on one installation for the isolation test (docs/security.md, brand isolation):
 * the demo brand at `localhost` and a second one on a domain of its own, each with members, an
 * agent team, an operator and a row of every kind a member, agent or operator can name by id.
 */

export interface Account {
  id: bigint
  username: string
  /** Bearer token and the brand's own Host. */
  headers: Record<string, string>
}

export interface Brand {
  merchantId: number
  host: string
  currency: string
  member: Account
  agent: Account
  subAgent: Account
  /** An operator of this brand only. */
  operator: Record<string, string>
  ids: {
    bankAccount: string
    deposit: string
    withdrawal: string
    message: string
    announcement: string
    feedback: string
    feedbackImage: string
    platformContract: string
    agentContract: string
    round: string
    bill: string
    chase: string
    moneyRequest: string
    operator: string
    /** A live sign-up promotion and a claimable reward of the brand's member in it. */
    promotion: string
    reward: string
    /** An identity document of the brand's member (decision 057). */
    kycDocument: string
  }
  /** Texts only this brand's rows hold: no answer to the other brand may contain one. */
  markers: string[]
}

/** A second merchant at `host`, set up like the demo brand (flags, rules, channels, games, lottery) in another currency. */
export async function secondMerchant(t: TestApp, host: string, currency: string): Promise<number> {
  const demo = await t.db.selectFrom('merchants').selectAll().where('code', '=', 'demo').executeTakeFirstOrThrow()
  const json = (value: unknown) => JSON.stringify(value)
  const { id } = await t.db
    .insertInto('merchants')
    .values({
      code: host.replace(/[^a-z0-9]/g, ''),
      name: 'Brand B',
      logoUrl: demo.logoUrl,
      imageBaseUrl: demo.imageBaseUrl,
      theme: json(demo.theme),
      languages: json(demo.languages),
      defaultLanguage: 'EN',
      currency,
      timezone: 'Asia/Bangkok',
      restrictedCountries: json([]),
      restrictedIps: json([]),
      imageCdns: json([]),
      launchGameCdns: json([]),
      customerService: json(demo.customerService),
      preferredCountries: json(demo.preferredCountries),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await t.db.insertInto('merchantDomains').values({ domain: host, merchantId: id, isPrimary: true }).execute()
  await sql`INSERT INTO merchant_flags (merchant_id, flag, enabled) SELECT ${id}, flag, enabled FROM merchant_flags WHERE merchant_id = ${demo.id}`.execute(
    t.db,
  )
  await sql`INSERT INTO register_rules (merchant_id, field, enabled, required, accepted_pattern, pattern_id, min_length, max_length, sort_order)
    SELECT ${id}, field, enabled, required, accepted_pattern, pattern_id, min_length, max_length, sort_order FROM register_rules WHERE merchant_id = ${demo.id}`.execute(
    t.db,
  )
  await seedDepositChannels(t.db, id)
  await seedWithdrawals(t.db, id)
  await seedHomeContent(t.db, id, 'Brand B')
  await seedBrandVendors(t.db, id, 'all')
  await seedBrandLottery(t.db, id)
  return id
}

async function ok(what: string, res: { statusCode: number; body: string; json(): { value: Record<string, unknown> } }) {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`)
  return res.json().value
}

async function account(
  t: TestApp,
  host: string,
  prefix: string,
  parent: Account | null,
  isAgent: 0 | 1,
): Promise<Account> {
  const username = uniqueName(prefix)
  const value = await ok(
    `register ${username}`,
    await callEncrypted(
      t,
      'PUT',
      '/wps/member/register',
      { ...registrationForm(username), ...(await knownCaptcha(t)) },
      { host },
    ),
  )
  const row = await t.db
    .updateTable('members')
    .set({ parentId: parent?.id ?? null, isAgent })
    .where('username', '=', username)
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, username, headers: { ...bearer(value.token as string), host } }
}

async function fund(t: TestApp, merchantId: number, currency: string, memberId: bigint, amount: bigint): Promise<void> {
  await seedMainWallet(t.db, { merchantId, currency, memberId, amount, key: `isolation:${memberId}` })
}

/** Members, an agent team, an operator and one row of each kind for the brand at `host`. */
export async function populateBrand(t: TestApp, merchantId: number, host: string, tag: string): Promise<Brand> {
  const { currency } = await t.db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow()
  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  const staff = await operatorSession(t, merchantId)
  const operator = { ...staff.headers, host }
  const agent = await account(t, host, `${tag}ag`, null, 1)
  const subAgent = await account(t, host, `${tag}sub`, agent, 1)
  const member = await account(t, host, `${tag}pl`, agent, 0)

  for (const who of [member, agent]) {
    await ok(
      'payment password',
      await callEncrypted(
        t,
        'POST',
        '/wps/member/password/payment',
        { loginPassword: 'secret123', newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
        who.headers,
      ),
    )
    await fund(t, merchantId, currency, who.id, 1_000_000n)
  }
  const accountNumber = `77${tag.length}${String(member.id).padStart(9, '0')}`
  const bank = await ok(
    'bind',
    await inject('POST', '/wps/member/bank-accounts', member.headers, {
      bankCode: 'MBB',
      accountNumber,
      payeeName: 'Ahmad Razak',
    }),
  )
  const deposit = await ok(
    'deposit',
    await inject(
      'POST',
      '/wps/member/deposit/bank-transfer',
      { ...member.headers, 'idempotency-key': `${tag}-deposit1` },
      { channelCode: 'BANK_TRANSFER', amount: '100.00', reference: `${tag}-deposit-ref` },
    ),
  )
  const withdrawal = await ok(
    'withdraw',
    await callEncrypted(
      t,
      'POST',
      '/wps/member/withdrawals',
      { bankAccountId: bank.id, amount: '50.00', paymentPassword: '123456' },
      { ...member.headers, 'idempotency-key': `${tag}-withdraw1` },
    ),
  )

  const image = await t.app.inject({
    method: 'PUT',
    url: '/wps/feedback/images',
    headers: { ...member.headers, 'content-type': 'image/png' },
    payload: PNG,
  })
  const imageId = (await ok('feedback image', image)).imageId as string
  const feedback = await ok(
    'feedback',
    await inject('PUT', '/wps/feedback', member.headers, { content: `${tag} feedback text`, imageIds: [imageId] }),
  )
  const message = await ok(
    'message',
    await inject('POST', '/wps/operator/messages', operator, {
      memberId: String(member.id),
      texts: { EN: { title: `${tag} message`, content: `<p>${tag} message</p>` } },
    }),
  )
  const announcement = await ok(
    'announcement',
    await inject('POST', '/wps/operator/announcements', operator, {
      type: 'PL',
      texts: { EN: { title: `${tag} notice`, content: `<p>${tag} notice</p>` } },
      published: true,
    }),
  )

  // Above the brand's four-eyes threshold: a pending request no other brand may see or decide.
  const bigCredit = await ok(
    'money request',
    await inject(
      'POST',
      `/wps/operator/members/${member.id}/adjustments`,
      { ...operator, 'idempotency-key': `${tag}-big-credit` },
      { direction: 'credit', amount: '9000000.00', reason: `${tag} big credit`, type: 'adjustment' },
    ),
  )

  const tiers = (rate: string) => [{ betAmount: '100.00', rate }]
  const platform = await ok(
    'platform contract',
    await inject('POST', `/wps/operator/agents/${agent.id}/contracts`, operator, {
      kind: 'daily_salary',
      tiers: tiers('1.00'),
    }),
  )
  const platformContract = (platform.contract as { id: string }).id
  await ok(
    'accept',
    await inject('POST', RELAY.daily_salary, agent.headers, { action: 'accept', contractId: platformContract }),
  )
  const offer = await ok(
    'offer',
    await inject('POST', RELAY.daily_salary, agent.headers, {
      action: 'offer',
      username: subAgent.username,
      tiers: tiers('0.50'),
    }),
  )

  await t.db
    .insertInto('vendors')
    .values({ code: 'ISOV', displayName: 'Isolation', walletMode: 'seamless', apiBaseUrl: null })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
  const round = await t.db
    .insertInto('gameRounds')
    .values({
      merchantId,
      memberId: member.id,
      vendorCode: 'ISOV',
      roundId: `${tag}-round`,
      gameCode: 'iso-game',
      gameType: 'RNG',
      currency,
      stake: 1000n,
      validBet: 1000n,
      win: 0n,
      status: 'settled',
      createdAt: new Date(Date.now() - 60_000),
      settledAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const chase = await t.db
    .insertInto('lotteryChases')
    .values({ merchantId, memberId: member.id, gameCode: 'FAST_VN1', stopOnWin: true })
    .returning('id')
    .executeTakeFirstOrThrow()
  const now = new Date()
  const bill = await t.db
    .insertInto('agentBills')
    .values({
      merchantId,
      contractId: BigInt(platformContract),
      kind: 'daily_salary',
      agentId: agent.id,
      payerId: null,
      periodStart: new Date(now.getTime() - 2 * 86_400_000),
      periodEnd: new Date(now.getTime() - 86_400_000),
      amount: 500n,
      computation: JSON.stringify({ note: `${tag} bill` }) as never,
    })
    .returning('id')
    .executeTakeFirstOrThrow()

  const promotion = await insertPromotion(t.db, {
    merchantId,
    kind: 'signup',
    rules: { amount: '5.00', trigger: 'join' },
    code: `${tag}-promotion`,
  })
  const reward = await award(t.db, {
    promotion,
    member: { id: member.id, merchantId, currency },
    occasion: `${tag}-reward`,
    amount: 500n,
    mode: 'claimable',
  })
  const kyc = await ok(
    'identity document',
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/kyc/documents/identity',
      headers: { ...member.headers, 'content-type': 'image/png' },
      payload: PNG,
    }),
  )

  return {
    merchantId,
    host,
    currency,
    member,
    agent,
    subAgent,
    operator,
    ids: {
      bankAccount: String(bank.id),
      deposit: String(deposit.id),
      withdrawal: String(withdrawal.id),
      message: String(message.id),
      announcement: String(announcement.id),
      feedback: String(feedback.id),
      feedbackImage: imageId,
      platformContract,
      agentContract: (offer.contract as { id: string }).id,
      round: String(round.id),
      bill: String(bill.id),
      chase: String(chase.id),
      moneyRequest: String(bigCredit.requestId),
      operator: String(staff.operatorId),
      promotion: String(promotion.id),
      reward: String(reward.grant.id),
      kycDocument: (kyc as { documents: { id: string }[] }).documents[0]!.id,
    },
    markers: [
      member.username,
      agent.username,
      subAgent.username,
      accountNumber,
      `${tag}-deposit-ref`,
      `${tag} feedback`,
      `${tag} message`,
      `${tag} notice`,
      `${tag}-round`,
      `${tag} bill`,
      `${tag} big credit`,
      staff.username,
    ],
  }
}

/** Every row of the brand (by merchant, or by one of its members) as text, to compare before and after. */
export async function brandSnapshot(t: TestApp, merchantId: number): Promise<Record<string, string[]>> {
  const { rows: columns } = await sql<{ tableName: string; columnName: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name IN ('merchant_id', 'member_id', 'owner_member_id') ORDER BY table_name, column_name`.execute(
    t.db,
  )
  const snapshot: Record<string, string[]> = {}
  for (const { tableName, columnName } of columns) {
    const table = sql.table(tableName)
    const column = sql.ref(columnName)
    const where =
      columnName === 'merchant_id'
        ? sql`${column} = ${merchantId}`
        : sql`${column} IN (SELECT id FROM members WHERE merchant_id = ${merchantId})`
    const { rows } = await sql<{ row: string }>`SELECT to_jsonb(x)::text AS row FROM ${table} x WHERE ${where}`.execute(
      t.db,
    )
    snapshot[`${tableName}.${columnName}`] = rows.map((r) => r.row).sort()
  }
  // The brand's own row too: its name, look and settings (decision 053).
  const { rows: own } = await sql<{
    row: string
  }>`SELECT to_jsonb(m)::text AS row FROM merchants m WHERE id = ${merchantId}`.execute(t.db)
  snapshot.merchants = own.map((r) => r.row)
  return snapshot
}

/** The smallest valid PNG (1x1), for a picture upload. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
