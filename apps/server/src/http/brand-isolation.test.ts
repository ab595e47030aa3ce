import { WHITELABEL_FLAG_CODES, type Role } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foldReportRollups } from '../features/reports/rollup.service'
import { ledgerViolations } from '../ledger/invariants'
import { bearer, callEncrypted } from '../test/accounts'
import { RELAY } from '../test/agents'
import { brandSnapshot, PNG, populateBrand, secondMerchant, type Brand } from '../test/brands'
import { demoMerchantId } from '../test/home'
import { operatorSession } from '../test/operators'
import { insertMission } from '../test/missions'
import { insertPromotion } from '../test/promotions'
import { saveLoyaltySettings } from '../test/loyalty'
import { DEFAULT_SETTINGS } from '../features/loyalty/loyalty-settings.service'
import { postPoints } from '../features/loyalty/points-ledger.service'
import { createTestApp, type TestApp } from '../test/test-app'

/**
 * Brand isolation (docs/security.md): two brands on one installation. Every member, agent and
 * operator route of the route table is tried with brand A's credentials against brand B's ids
 * and B's domain; each try is refused or finds nothing of B, and B's rows are unchanged.
 */

let t: TestApp
let a: Brand
let b: Brand
let trialA: Record<string, string>
/** A closed official draw: shared by both brands, so only an installation-wide operator may write it. */
let drawId: string
/** A session of brand B's member, for the back office's revoke call. */
let sessionB: string
/** The end of the set-up: audit rows before it are the brands' own. */
let populated: string
/** One of brand B's deposit channels, with a receiving account only B's answers may show. */
let channelB: number
/** Brand B's help-centre article. */
let helpArticleB: string
/** Brand B's raffle promotion. */
let raffleB: string
/** Brand B's live mission (decision 055). */
let missionB: string
/** Brand B's promotion, and its member's request waiting for an operator. */
let promotionB: string
let requestB: string
/** Brand B's open risk flag (decision 058). */
let riskB: string
/** Brand B's point-mall item and a member's redemption of it waiting to be sent. */
let mallB: { item: string; redemption: string }
beforeAll(async () => {
  t = await createTestApp()
  a = await populateBrand(t, await demoMerchantId(t), 'localhost', 'zqa')
  b = await populateBrand(t, await secondMerchant(t, 'brand-b.test', 'THB'), 'brand-b.test', 'zqb')
  const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })
  trialA = bearer(trial.json().value.token)
  const past = (ms: number) => new Date(Date.now() - ms)
  const draw = await t.db
    .insertInto('lotteryDraws')
    .values({ gameCode: 'VN_SOUTH', issueNo: 'isolation-1', closeAt: past(60_000), drawAt: past(30_000) })
    .returning('id')
    .executeTakeFirstOrThrow()
  drawId = String(draw.id)
  const session = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('memberId', '=', b.member.id)
    .executeTakeFirstOrThrow()
  sessionB = String(session.id)
  // Brand B's staff note and label: the back office's member calls must not show them to A.
  const operator = await t.db.selectFrom('operators').select('id').orderBy('id').executeTakeFirstOrThrow()
  await t.db
    .insertInto('memberNotes')
    .values({ memberId: b.member.id, operatorId: operator.id, body: 'zqb staff note' })
    .execute()
  await t.db
    .insertInto('memberStaffLabels')
    .values({ memberId: b.member.id, label: 'zqb-label', operatorId: operator.id })
    .execute()
  b.markers.push('zqb staff note', 'zqb-label')
  const help = await t.db
    .insertInto('helpArticles')
    .values({
      merchantId: b.merchantId,
      language: 'EN',
      categoryCode: 'zqb',
      categoryTitle: 'zqb help category',
      anchor: 'zqb-anchor',
      title: 'zqb help title',
      contentHtml: '<p>zqb help text</p>',
      sortOrder: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  // Not a marker: B's help centre is public on B's domain. The snapshot shows it unchanged.
  helpArticleB = String(help.id)
  // B's liability on the shared draw, under a number that names B: A's operator must never read it.
  await t.db
    .insertInto('lotteryExposure')
    .values({ drawId: draw.id, key: `m${b.merchantId}:${b.markers[0]}`, amount: 100n, cap: 1000n })
    .execute()
  // Both brands' figures in the report rollups: a report that leaked would show B's members.
  await foldReportRollups(t.db)
  channelB = (
    await t.db
      .updateTable('depositChannels')
      .set({ accountNumber: '5550-zqb-01' })
      .where('merchantId', '=', b.merchantId)
      .where('type', '=', 'bank_transfer')
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  b.markers.push('5550-zqb-01')
  const raffle = await insertPromotion(t.db, {
    merchantId: b.merchantId,
    kind: 'raffle',
    rules: {
      ticketsBy: 'deposit',
      unit: '10.00',
      maxTickets: 5,
      prizes: [{ amount: '5.00', count: 1 }],
      claimWithinDays: 7,
    },
  })
  raffleB = String(raffle.id)
  const promotion = await insertPromotion(t.db, {
    merchantId: b.merchantId,
    kind: 'signup',
    code: 'zqb-approval',
    rules: { amount: '5.00', trigger: 'join' },
    needsApproval: true,
  })
  promotionB = String(promotion.id)
  const entry = await t.db
    .insertInto('promotionEntries')
    .values({ promotionId: promotion.id, merchantId: b.merchantId, memberId: b.member.id, state: 'applying' })
    .returning('id')
    .executeTakeFirstOrThrow()
  requestB = String(entry.id)
  b.markers.push('zqb-approval')
  missionB = String(
    await insertMission(t.db, {
      merchantId: b.merchantId,
      period: 'once',
      event: 'login_days',
      target: 1n,
      code: 'zqb-mission',
    }),
  )
  b.markers.push('zqb-mission')
  // B's point policy and its member's points, with a note only B's rows hold.
  await saveLoyaltySettings(t.db, b.merchantId, { convertRate: 100, minConvert: 100 })
  await postPoints(t.db, {
    merchantId: b.merchantId,
    memberId: b.member.id,
    kind: 'adjust',
    points: 500n,
    ref: 'zqb',
    note: 'zqb points note',
  })
  b.markers.push('zqb points note')
  mallB = await mallOf(b)
  const flag = await t.db
    .insertInto('riskFlags')
    .values({
      merchantId: b.merchantId,
      memberId: b.member.id,
      rule: 'large_win',
      severity: 'high',
      dedupeKey: 'zqb-risk',
      evidence: JSON.stringify({ marker: 'zqb-risk-evidence' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  riskB = String(flag.id)
  b.markers.push('zqb-risk-evidence')
  // Interventions (decision 060): a decided flag's note and a protection event's detail.
  await t.db
    .insertInto('riskFlags')
    .values({
      merchantId: b.merchantId,
      memberId: b.member.id,
      rule: 'rapid_deposits',
      severity: 'low',
      dedupeKey: 'zqb-risk-decided',
      evidence: JSON.stringify({}),
      status: 'dismissed',
      note: 'zqb-risk-note',
      decidedAt: new Date(),
    })
    .execute()
  await t.db
    .insertInto('protectionEvents')
    .values({
      merchantId: b.merchantId,
      memberId: b.member.id,
      kind: 'linked_exclusion',
      detail: JSON.stringify({ term: '6m', via: 'zqb-protection-via', until: null }),
    })
    .execute()
  b.markers.push('zqb-risk-note', 'zqb-protection-via')
  populated = new Date().toISOString()
}, 600_000)
async function mallOf(brand: Brand) {
  const item = await t.db
    .insertInto('pointItems')
    .values({
      merchantId: brand.merchantId,
      kind: 'goods',
      state: 'live',
      titles: JSON.stringify({ EN: 'zqb mall cap' }),
      descriptions: '{}',
      points: 100n,
      stock: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const redemption = await t.db
    .insertInto('pointRedemptions')
    .values({
      merchantId: brand.merchantId,
      memberId: brand.member.id,
      itemId: item.id,
      quantity: 1,
      points: 100n,
      requestKey: 'zqb-mall',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  brand.markers.push('zqb mall cap')
  return { item: String(item.id), redemption: String(redemption.id) }
}
/** Brand B's operator as the database holds it: no merchant column marks it as B's. */
const operatorOfB = async () => ({
  operator: await t.db.selectFrom('operators').selectAll().where('id', '=', Number(b.ids.operator)).execute(),
  roles: await t.db.selectFrom('operatorRoles').selectAll().where('operatorId', '=', Number(b.ids.operator)).execute(),
})
const drawRow = () =>
  t.db.selectFrom('lotteryDraws').selectAll().where('id', '=', BigInt(drawId)).executeTakeFirstOrThrow()
const merchantRowOfB = () =>
  t.db.selectFrom('merchants').selectAll().where('id', '=', b.merchantId).executeTakeFirstOrThrow()
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
interface Try {
  url?: string
  query?: Record<string, string>
  body?: Record<string, unknown>
  /** A picture sent as the body (uploads). */
  png?: boolean
}
const none = (): Try[] => [{}]
const tiers = [{ betAmount: '100.00', rate: '0.10' }]
const texts = { EN: { title: 'zqa text', content: '<p>zqa text</p>' } }
const NO_FLAGS = Object.fromEntries(WHITELABEL_FLAG_CODES.map((flag) => [flag, false]))
const helpArticle = {
  language: 'EN',
  categoryCode: 'zqa',
  categoryTitle: 'zqa category',
  anchor: 'zqb-anchor',
  title: 'zqa title',
  contentHtml: '<p>zqa</p>',
}
const ceilings = {
  dividend: '40.00',
  dailySalary: '2.00',
  hourlySalary: '1.00',
  realtimeSalaryProfit: '1.00',
  realtimeSalaryLoss: '1.50',
}
const zqaChannel = {
  code: 'ZQA',
  type: 'gateway',
  displayName: 'zqa channel',
  minAmount: '1',
  maxAmount: '2',
  enabled: false,
  provider: 'paygate',
}
const zqaPromotion = {
  code: 'zqa-promotion',
  titles: { EN: 'zqa promotion' },
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  rules: { kind: 'signup', amount: '5.00', trigger: 'join' },
  eligibility: {},
  wagering: null,
  onePer: [],
  exclusive: false,
  needsApproval: false,
  budget: null,
  announcementId: null,
}
const zqaItem = {
  kind: 'goods',
  titles: { EN: 'zqa item' },
  descriptions: {},
  imageUrl: null,
  points: 1,
  value: null,
  promotionId: null,
  gameCode: null,
  rounds: null,
  stock: 0,
  perMemberLimit: null,
  state: 'draft',
  sortOrder: 0,
}
const zqaMission = {
  code: 'zqa-mission',
  titles: { EN: 'zqa mission' },
  period: 'daily',
  event: 'deposit',
  category: null,
  gameCode: null,
  target: '10.00',
  rewardPoints: 5,
  rewardBonus: null,
  promotionId: null,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  sortOrder: 0,
}
const relayTries = (): Try[] => [
  { body: { action: 'get', contractId: b.ids.agentContract } },
  { body: { action: 'accept', contractId: b.ids.agentContract } },
  { body: { action: 'accept', contractId: b.ids.platformContract } },
  { body: { action: 'request_termination', contractId: b.ids.platformContract } },
  { body: { action: 'offer', username: b.subAgent.username, tiers } },
]

/** The reports, JSON and CSV: over the whole scope, and naming brand B. */
function reportCases(): Record<string, () => Try[]> {
  const range = { from: '2026-01-01', to: '2026-12-31' }
  const paths = ['profit-loss', 'cashier', 'member-activity', 'agent-commissions', 'interventions']
  const urls = paths.flatMap((path) => [`/wps/operator/reports/${path}`, `/wps/operator/reports/${path}/csv`])
  return Object.fromEntries(
    [...urls, '/wps/operator/reports/interventions/counts'].map((url) => [
      `GET ${url}`,
      (): Try[] => [{ query: range }, { query: { ...range, merchantId: String(b.merchantId) } }],
    ]),
  )
}

/**
 * Each member, agent and operator route with the tries that name brand B's rows (path, query,
 * body). A route missing here fails the walk: a new route needs its isolation case.
 */
const CASES: Record<string, () => Try[]> = {
  'POST /lgw/bets': () => [{ body: { gameCode: 'FAST_VN1', drawId: '1', bets: [], requestId: 'zqa-slip' } }],
  'GET /lgw/bets': none,
  'POST /lgw/chases/:chaseId/cancel': () => [{ url: `/lgw/chases/${b.ids.chase}/cancel` }],
  'GET /lgw/vn/games/game_menu/recent': none,
  'GET /lotto/lgw/games/opened/numero': none,
  'GET /wps/agent/bills': () => [{}, { query: { side: 'paid' } }],
  'GET /wps/agent/contract/flags': none,
  'POST /wps/agent/register': none,
  'GET /wps/agent/team/bets': () => [{}, { query: { username: b.member.username } }],
  'GET /wps/agent/team/members': (): Try[] => [
    {},
    { query: { search: b.member.username } },
    { query: { under: b.agent.username } },
  ],
  'GET /wps/agent/team/overview': none,
  'GET /wps/agent/team/profit-loss': () => [{}, { query: { username: b.member.username } }],
  'GET /wps/agent/team/transactions': () => [{}, { query: { username: b.member.username } }],
  'POST /wps/agent/transfer/downline': () => [
    { body: { username: b.member.username, amount: '1.00', paymentPassword: '123456' } },
  ],
  'PUT /wps/feedback': () => [{ body: { content: 'zqa steals a picture', imageIds: [b.ids.feedbackImage] } }],
  'PUT /wps/feedback/images': none,
  'POST /wps/game/launchGame': () => [
    {
      body: {
        gameId: 'jade-96',
        vassalage: 'SEA_RNG',
        language: 'EN',
        merchantCode: 'brandbtest',
        username: b.member.username,
      },
    },
  ],
  'GET /wps/member/bank-accounts': none,
  'GET /wps/member/promotions': none,
  'POST /wps/relay/MCSFE_signUpPromotionJoin': () => [{ body: { promotionId: b.ids.promotion } }],
  'POST /wps/relay/MCSFE_signUpRequestReward': () => [{ body: { promotionId: b.ids.promotion } }],
  'GET /wps/member/rewards': none,
  'POST /wps/member/rewards/:rewardId/claim': () => [{ url: `/wps/member/rewards/${b.ids.reward}/claim` }],
  'POST /wps/member/bank-accounts': none,
  'POST /wps/member/deposit/bank-transfer': none,
  'GET /wps/member/deposit/channels': none,
  'POST /wps/member/deposit/gateway': none,
  'GET /wps/member/deposit/records': none,
  'GET /wps/member/info': none,
  'GET /wps/member/info/funds/consolidated': none,
  'PUT /wps/member/info/icon': none,
  'POST /wps/member/info/icon': none,
  'GET /wps/member/info/icon': none,
  'GET /wps/member/messages': none,
  'GET /wps/member/referral': none,
  'GET /wps/member/messages/:id': () => [{ url: `/wps/member/messages/${b.ids.message}` }],
  'POST /wps/member/messages/read': none,
  'POST /wps/member/password': none,
  'POST /wps/member/password/payment': none,
  // Identity checks act on the caller alone too (decision 057).
  'GET /wps/member/kyc': none,
  'POST /wps/member/kyc/documents/:kind': none,
  // Player protection acts on the caller alone: no id of another member or brand to name.
  'GET /wps/member/protection': none,
  'PUT /wps/member/protection/limit': none,
  'POST /wps/member/protection/limit/confirm': none,
  'POST /wps/member/protection/exclusion': none,
  // The session limit and reality check (decision 059) too: the caller's own settings and session.
  'GET /wps/member/protection/session': none,
  'PUT /wps/member/protection/session-limit': none,
  'POST /wps/member/protection/session-limit/confirm': none,
  'PUT /wps/member/protection/reality-check': none,
  'GET /wps/member/protection/reality-check': none,
  'GET /wps/member/promotions/:promotionId/raffle': () => [{ url: `/wps/member/promotions/${raffleB}/raffle` }],
  'GET /wps/member/records/bets': none,
  'GET /wps/member/records/bets/:betId': () => [{ url: `/wps/member/records/bets/${b.ids.round}` }],
  'GET /wps/member/records/bonus': none,
  'GET /wps/member/records/profit-loss': none,
  'POST /wps/member/totp/confirm': none,
  'POST /wps/member/totp/disable': none,
  'POST /wps/member/totp/replace': none,
  'POST /wps/member/totp/setup': none,
  'POST /wps/member/transfer/upline': none,
  'GET /wps/member/withdraw/banks': none,
  'GET /wps/member/withdraw/settings': none,
  'GET /wps/member/withdrawals': none,
  'POST /wps/member/withdrawals': () => [
    { body: { bankAccountId: b.ids.bankAccount, amount: '10.00', paymentPassword: '123456' } },
  ],
  'POST /wps/member/withdrawals/:id/confirm': () => [
    { url: `/wps/member/withdrawals/${b.ids.withdrawal}/confirm`, body: { result: 'received' } },
  ],
  'GET /wps/member/withdrawals/:id/confirmation': () => [
    { url: `/wps/member/withdrawals/${b.ids.withdrawal}/confirmation` },
  ],
  'PUT /wps/member/withdrawals/:id/proofs': () => [
    { url: `/wps/member/withdrawals/${b.ids.withdrawal}/proofs`, png: true },
  ],
  'GET /wps/relay/CSP_unreadCount': none,
  // Points (decision 055): the caller's own points only, whatever B holds.
  'GET /wps/relay/MCS2_getPointBalance': none,
  'GET /wps/relay/MCS2_getPointConfig': none,
  'GET /wps/member/points/history': none,
  'POST /wps/relay/passwordCheck/MCS2_convertPoint': () => [{ body: { points: 100, paymentPassword: '123456' } }],
  'GET /wps/relay/GCS_merchantWallet': none,
  'GET /wps/relay/GCS_recentGame': none,
  'POST /wps/relay/GCS_walletTransfer': none,
  'POST /wps/relay/GLS2_roomList': none,
  [`POST ${RELAY.hourly_salary}`]: relayTries,
  [`POST ${RELAY.daily_salary}`]: relayTries,
  [`POST ${RELAY.dividend}`]: relayTries,
  [`POST ${RELAY.realtime_salary}`]: relayTries,
  'POST /wps/relay/MCS2_claimRafflePromotion': () => [{ body: { promotionId: raffleB } }],
  'POST /wps/relay/MCSFE_addFavoriteGameV2': none,
  'GET /wps/relay/MCSFE_getFavoriteGames': none,
  'GET /wps/relay/MCSFE_getFavoriteGamesList': none,
  'GET /wps/relay/MCSFE_getPlayerAvatar': none,
  'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': none,
  'GET /wps/relay/ODSFE2_MemTransDet': none,
  // Ends the session the walk uses: tried only on the other brand's domain (see below).
  'POST /wps/session/logout': () => [],
  'GET /wps/v2/wallets/balance': none,

  'POST /wps/operator/agent-contracts/:contractId/confirm-termination': () => [
    { url: `/wps/operator/agent-contracts/${b.ids.platformContract}/confirm-termination` },
  ],
  'POST /wps/operator/agent-contracts/:contractId/request-termination': () => [
    { url: `/wps/operator/agent-contracts/${b.ids.platformContract}/request-termination` },
  ],
  'GET /wps/operator/agent-rate-ceilings': () => [{}, { query: { merchantId: String(b.merchantId) } }],
  'PUT /wps/operator/agent-rate-ceilings': () => [{ body: { merchantId: b.merchantId, ceilings } }],
  'GET /wps/operator/agents': (): Try[] => [
    {},
    { query: { merchantId: String(b.merchantId) } },
    { query: { username: b.agent.username } },
  ],
  'POST /wps/operator/agents/:memberId/contracts': () => [
    { url: `/wps/operator/agents/${b.agent.id}/contracts`, body: { kind: 'daily_salary', tiers } },
  ],
  'GET /wps/operator/agents/:memberId/contracts': () => [
    { url: `/wps/operator/agents/${b.agent.id}/contracts`, query: { history: 'true' } },
  ],
  'GET /wps/operator/agent-tree': (): Try[] => [
    {},
    { query: { merchantId: String(b.merchantId) } },
    { query: { username: b.agent.username } },
    { query: { username: 'zqb' } },
  ],
  'GET /wps/operator/agent-tree/:memberId': () => [{ url: `/wps/operator/agent-tree/${b.agent.id}` }],
  'GET /wps/operator/agent-tree/:memberId/downlines': () => [
    { url: `/wps/operator/agent-tree/${b.agent.id}/downlines` },
  ],
  'GET /wps/operator/agent-tree/:memberId/contracts': () => [
    { url: `/wps/operator/agent-tree/${b.agent.id}/contracts`, query: { history: 'true' } },
  ],
  'GET /wps/operator/agent-bills': (): Try[] => [
    {},
    { query: { merchantId: String(b.merchantId) } },
    { query: { username: b.agent.username } },
  ],
  'GET /wps/operator/agent-payments': (): Try[] => [
    {},
    { query: { merchantId: String(b.merchantId) } },
    { query: { username: b.agent.username } },
  ],
  // Both brands' rows up to the walk: B's name its members, agents and texts; A's operator sees
  // none of them. (Rows the walk adds record what A's operator itself typed, B's names included.)
  'GET /wps/operator/audit': (): Try[] => [
    { query: { to: populated, pageSize: '200' } },
    { query: { merchantId: String(b.merchantId) } },
    { query: { to: populated, target: `member:${b.member.id}` } },
    { query: { to: populated, target: 'member:', targetMatch: 'prefix', pageSize: '200' } },
  ],
  // The chain spans every brand: a brand's operator is refused both.
  'GET /wps/operator/audit/verification': none,
  'POST /wps/operator/audit/verification': none,
  'POST /wps/operator/announcements': () => [
    { body: { merchantId: b.merchantId, type: 'PL', texts, published: true } },
  ],
  'GET /wps/operator/announcements': () => [{}, { query: { merchantId: String(b.merchantId) } }],
  'PUT /wps/operator/announcements/:id': () => [
    { url: `/wps/operator/announcements/${b.ids.announcement}`, body: { texts } },
  ],
  'POST /wps/operator/announcements/:id/unpublish': () => [
    { url: `/wps/operator/announcements/${b.ids.announcement}/unpublish` },
  ],
  'POST /wps/operator/announcements/:id/publish': () => [
    { url: `/wps/operator/announcements/${b.ids.announcement}/publish` },
  ],
  'PUT /wps/operator/announcements/order': () => [
    { body: { type: 'PL', ids: [b.ids.announcement] } },
    { body: { merchantId: b.merchantId, type: 'PL', ids: [b.ids.announcement] } },
  ],
  // A picture belongs to no brand until an announcement names it; the upload names nothing of B.
  'POST /wps/operator/content/pictures': () => [{ png: true }],
  'GET /wps/operator/help-articles': () => [{}, { query: { merchantId: String(b.merchantId), language: 'EN' } }],
  'POST /wps/operator/help-articles': () => [{ body: { merchantId: b.merchantId, ...helpArticle } }],
  'PUT /wps/operator/help-articles/:id': () => [
    { url: `/wps/operator/help-articles/${helpArticleB}`, body: helpArticle },
  ],
  'DELETE /wps/operator/help-articles/:id': () => [{ url: `/wps/operator/help-articles/${helpArticleB}` }],
  'GET /wps/operator/messages': () => [{}, { query: { merchantId: String(b.merchantId) } }],
  'GET /wps/operator/dashboard': () => [{}, { query: { merchantId: String(b.merchantId) } }],
  'GET /wps/operator/brands': none,
  // Creating is installation-wide only; a template of B's is refused before anything is read.
  'POST /wps/operator/brands': () => [
    {
      body: {
        code: 'zqa-brand',
        name: 'zqa brand',
        currency: 'MYR',
        timezone: 'Asia/Kuala_Lumpur',
        languages: ['EN'],
        defaultLanguage: 'EN',
        domains: [{ domain: 'zqa-brand.test', kind: 'site', primary: true }],
        templateMerchantId: b.merchantId,
      },
    },
  ],
  'GET /wps/operator/brands/:merchantId': () => [{ url: `/wps/operator/brands/${b.merchantId}` }],
  'PUT /wps/operator/brands/:merchantId/general': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/general`,
      body: { name: 'zqa name', timezone: 'Asia/Bangkok', languages: ['EN'], defaultLanguage: 'EN' },
    },
  ],
  'PUT /wps/operator/brands/:merchantId/domains': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/domains`,
      body: { domains: [{ domain: 'zqa-steal.test', kind: 'site', primary: true }] },
    },
    // A's own brand claiming B's domain: refused as taken, B keeps it.
    {
      url: `/wps/operator/brands/${a.merchantId}/domains`,
      body: { domains: [{ domain: b.host, kind: 'site', primary: true }] },
    },
  ],
  'PUT /wps/operator/brands/:merchantId/theme': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/theme`,
      body: Object.fromEntries(
        ['primary', 'primaryContrast', 'accent', 'background', 'surface', 'text', 'muted'].map((k) => [k, '#000000']),
      ),
    },
  ],
  'POST /wps/operator/brands/:merchantId/logo': () => [{ url: `/wps/operator/brands/${b.merchantId}/logo`, png: true }],
  'POST /wps/operator/brands/:merchantId/favicon': () => [
    { url: `/wps/operator/brands/${b.merchantId}/favicon`, png: true },
  ],
  ...reportCases(),
  'POST /wps/operator/cashier/deposits/:depositId/claim': () => [
    { url: `/wps/operator/cashier/deposits/${b.ids.deposit}/claim` },
  ],
  'DELETE /wps/operator/cashier/deposits/:depositId/claim': () => [
    { url: `/wps/operator/cashier/deposits/${b.ids.deposit}/claim` },
  ],
  'GET /wps/operator/cashier/summary': () => [{}, { query: { merchantId: String(b.merchantId) } }],
  'POST /wps/operator/cashier/withdrawals/:id/claim': () => [
    { url: `/wps/operator/cashier/withdrawals/${b.ids.withdrawal}/claim` },
  ],
  'DELETE /wps/operator/cashier/withdrawals/:id/claim': () => [
    { url: `/wps/operator/cashier/withdrawals/${b.ids.withdrawal}/claim` },
  ],
  'GET /wps/operator/deposits': (): Try[] => [
    {},
    { query: { memberId: String(b.member.id) } },
    { query: { merchantId: String(b.merchantId) } },
    { query: { username: b.member.username } },
  ],
  'POST /wps/operator/deposits/:depositId/approve': () => [{ url: `/wps/operator/deposits/${b.ids.deposit}/approve` }],
  'POST /wps/operator/deposits/:depositId/reject': () => [
    { url: `/wps/operator/deposits/${b.ids.deposit}/reject`, body: { reason: 'zqa' } },
  ],
  'GET /wps/operator/kyc/queue': (): Try[] => [{}, { query: { merchantId: String(b.merchantId) } }],
  'GET /wps/operator/kyc/members/:memberId': () => [{ url: `/wps/operator/kyc/members/${b.member.id}` }],
  'GET /wps/operator/members/:memberId/protection': () => [{ url: `/wps/operator/members/${b.member.id}/protection` }],
  'GET /wps/operator/members/:memberId/protection/history': () => [
    { url: `/wps/operator/members/${b.member.id}/protection/history` },
  ],
  'GET /wps/operator/kyc/members/:memberId/documents/:documentId': () => [
    { url: `/wps/operator/kyc/members/${b.member.id}/documents/${b.ids.kycDocument}` },
  ],
  'POST /wps/operator/kyc/members/:memberId/approve': () => [
    { url: `/wps/operator/kyc/members/${b.member.id}/approve`, body: { idNumber: 'ZQA12345', birthday: '2015-01-01' } },
  ],
  'POST /wps/operator/kyc/members/:memberId/reject': () => [
    { url: `/wps/operator/kyc/members/${b.member.id}/reject`, body: { reason: 'zqa rejects' } },
  ],
  'GET /wps/operator/feedback': (): Try[] => [
    {},
    { query: { merchantId: String(b.merchantId) } },
    { query: { memberId: String(b.member.id) } },
  ],
  'GET /wps/operator/feedback/:id/images/:imageId': () => [
    { url: `/wps/operator/feedback/${b.ids.feedback}/images/${b.ids.feedbackImage}` },
  ],
  'GET /wps/operator/lottery/draws': none,
  'GET /wps/operator/lottery/calendar': (): Try[] => [
    { query: { from: '2026-11-01', to: '2026-11-30' } },
    { query: { from: '2026-11-01', to: '2026-11-30', merchantId: String(b.merchantId) } },
  ],
  'GET /wps/operator/lottery/draws/:drawId': () => [{ url: `/wps/operator/lottery/draws/${drawId}` }],
  'GET /wps/operator/lottery/draws/:drawId/exposure': (): Try[] => [
    { url: `/wps/operator/lottery/draws/${drawId}/exposure` },
    { url: `/wps/operator/lottery/draws/${drawId}/exposure`, query: { merchantId: String(b.merchantId) } },
  ],
  'POST /wps/operator/lottery/draws/:drawId/confirm': () => [
    { url: `/wps/operator/lottery/draws/${drawId}/confirm`, body: { sheetHash: 'a'.repeat(64) } },
  ],
  'POST /wps/operator/lottery/draws/:drawId/void/approve': () => [
    { url: `/wps/operator/lottery/draws/${drawId}/void/approve` },
  ],
  'GET /wps/operator/money-requests': () => [{}, { query: { memberId: String(b.member.id) } }],
  'POST /wps/operator/money-requests/:id/approve': () => [
    { url: `/wps/operator/money-requests/${b.ids.moneyRequest}/approve` },
  ],
  'POST /wps/operator/money-requests/:id/reject': () => [
    { url: `/wps/operator/money-requests/${b.ids.moneyRequest}/reject`, body: { reason: 'zqa' } },
  ],
  'GET /wps/operator/merchants/:merchantId/money-thresholds': () => [
    { url: `/wps/operator/merchants/${b.merchantId}/money-thresholds` },
  ],
  'PUT /wps/operator/merchants/:merchantId/money-thresholds': () => [
    {
      url: `/wps/operator/merchants/${b.merchantId}/money-thresholds`,
      body: { adjustmentCredit: null, adjustmentDebit: null, bonus: null },
    },
  ],
  'POST /wps/operator/lottery/draws/:drawId/reject': () => [
    { url: `/wps/operator/lottery/draws/${drawId}/reject`, body: { reason: 'zqa' } },
  ],
  'POST /wps/operator/lottery/draws/:drawId/result': () => [
    { url: `/wps/operator/lottery/draws/${drawId}/result`, body: { result: { special: '123456' } } },
  ],
  'POST /wps/operator/lottery/draws/:drawId/void': () => [
    { url: `/wps/operator/lottery/draws/${drawId}/void`, body: { reason: 'zqa' } },
  ],
  'GET /wps/operator/lottery/games': () => [{}, { query: { merchantId: String(b.merchantId) } }],
  // A brand's rules (decision 053): valid bodies, so that only the scope refuses them.
  'GET /wps/operator/brands/:merchantId/rules': () => [{ url: `/wps/operator/brands/${b.merchantId}/rules` }],
  'PUT /wps/operator/brands/:merchantId/flags': () => [
    { url: `/wps/operator/brands/${b.merchantId}/flags`, body: NO_FLAGS },
  ],
  'PUT /wps/operator/brands/:merchantId/registration': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/registration`,
      body: {
        rules: [{ field: 'username', enabled: true, required: true, patternId: 0, minLength: 1, maxLength: 9 }],
        messages: [{ patternId: 0, language: 'EN', message: 'zqa' }],
      },
    },
  ],
  'PUT /wps/operator/brands/:merchantId/resources': () => [
    { url: `/wps/operator/brands/${b.merchantId}/resources`, body: { resources: [] } },
  ],
  'POST /wps/operator/brands/:merchantId/resources/:resourceType/qr': () => [
    { url: `/wps/operator/brands/${b.merchantId}/resources/TELEGRAM/qr`, png: true },
  ],
  'PUT /wps/operator/brands/:merchantId/customer-service': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/customer-service`,
      body: { url: 'https://zqa.test', vipUrl: null, popupWidth: 400, popupHeight: 600 },
    },
  ],
  'PUT /wps/operator/brands/:merchantId/analytics': () => [
    { url: `/wps/operator/brands/${b.merchantId}/analytics`, body: { gtagId: 'G-ZQA1234' } },
  ],
  'PUT /wps/operator/brands/:merchantId/domain-routes': () => [
    { url: `/wps/operator/brands/${b.merchantId}/domain-routes`, body: { routes: [] } },
  ],
  'PUT /wps/operator/brands/:merchantId/access': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/access`,
      body: {
        maintenance: true,
        maintenanceEnd: null,
        restrictedCountries: ['US'],
        restrictedIps: ['0.0.0.0/0'],
        minimumAge: 18,
        birthdayMinimumAge: 21,
      },
    },
  ],
  'PUT /wps/operator/brands/:merchantId/identity': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/identity`,
      body: { withdrawalAbove: '0.01', withdrawalTotalAbove: null, limitRaise: true },
    },
  ],
  'PUT /wps/operator/brands/:merchantId/sessions': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/sessions`,
      body: {
        sessionIdleMinutes: 5,
        sessionMaxHours: 1,
        passwordMaxAgeDays: 1,
        newIpVerification: true,
        trialBalance: '0',
      },
    },
  ],
  'PUT /wps/operator/lottery/games/:gameCode': () => [
    { url: '/wps/operator/lottery/games/FAST_VN1', body: { merchantId: b.merchantId, enabled: false } },
  ],
  'POST /wps/operator/members/:memberId/adjustments': () => [
    {
      url: `/wps/operator/members/${b.member.id}/adjustments`,
      body: { direction: 'debit', amount: '10.00', reason: 'zqa', type: 'adjustment' },
    },
  ],
  'GET /wps/operator/members': (): Try[] => [
    { query: { username: b.member.username } },
    { query: { email: `${b.member.username}@example.test` } },
    { query: { affiliateCode: b.member.username } },
    { query: { username: b.member.username, merchantId: String(b.merchantId) } },
  ],
  'GET /wps/operator/members/:memberId': () => [{ url: `/wps/operator/members/${b.member.id}` }],
  'GET /wps/operator/members/:memberId/logins': () => [{ url: `/wps/operator/members/${b.member.id}/logins` }],
  'GET /wps/operator/members/:memberId/sessions': () => [{ url: `/wps/operator/members/${b.member.id}/sessions` }],
  'POST /wps/operator/members/:memberId/sessions/:sessionId/revoke': () => [
    { url: `/wps/operator/members/${b.member.id}/sessions/${sessionB}/revoke` },
    { url: `/wps/operator/members/${a.member.id}/sessions/${sessionB}/revoke` },
  ],
  'POST /wps/operator/members/:memberId/sessions/revoke-all': () => [
    { url: `/wps/operator/members/${b.member.id}/sessions/revoke-all` },
  ],
  'POST /wps/operator/members/:memberId/force-password-change': () => [
    { url: `/wps/operator/members/${b.member.id}/force-password-change` },
  ],
  'POST /wps/operator/members/:memberId/password-reset-link': () => [
    { url: `/wps/operator/members/${b.member.id}/password-reset-link` },
  ],
  'GET /wps/operator/members/:memberId/rounds': () => [{ url: `/wps/operator/members/${b.member.id}/rounds` }],
  'GET /wps/operator/members/:memberId/lottery-bets': () => [
    { url: `/wps/operator/members/${b.member.id}/lottery-bets` },
  ],
  'GET /wps/operator/members/:memberId/notes': () => [{ url: `/wps/operator/members/${b.member.id}/notes` }],
  'POST /wps/operator/members/:memberId/notes': () => [
    { url: `/wps/operator/members/${b.member.id}/notes`, body: { text: 'zqa note' } },
  ],
  'POST /wps/operator/members/:memberId/labels': () => [
    { url: `/wps/operator/members/${b.member.id}/labels`, body: { label: 'zqa' } },
  ],
  'DELETE /wps/operator/members/:memberId/labels/:label': () => [
    { url: `/wps/operator/members/${b.member.id}/labels/zqa` },
  ],
  'POST /wps/operator/members/:memberId/freeze': () => [{ url: `/wps/operator/members/${b.member.id}/freeze` }],
  'POST /wps/operator/members/:memberId/unfreeze': () => [{ url: `/wps/operator/members/${b.member.id}/unfreeze` }],
  'GET /wps/operator/members/:memberId/wallet': () => [{ url: `/wps/operator/members/${b.member.id}/wallet` }],
  'POST /wps/operator/messages': () => [
    { body: { memberId: String(b.member.id), texts } },
    { body: { merchantId: b.merchantId, audience: 'everyone', texts } },
    { body: { username: b.member.username, texts } },
    { body: { label: 'zqb-label', texts } },
  ],
  'GET /wps/operator/brands/:merchantId/cashier': () => [{ url: `/wps/operator/brands/${b.merchantId}/cashier` }],
  'POST /wps/operator/brands/:merchantId/cashier/deposit-channels': () => [
    { url: `/wps/operator/brands/${b.merchantId}/cashier/deposit-channels`, body: zqaChannel },
  ],
  'PUT /wps/operator/brands/:merchantId/cashier/deposit-channels/:channelId': () => [
    { url: `/wps/operator/brands/${b.merchantId}/cashier/deposit-channels/${channelB}`, body: zqaChannel },
    { url: `/wps/operator/brands/${a.merchantId}/cashier/deposit-channels/${channelB}`, body: zqaChannel },
  ],
  'PUT /wps/operator/brands/:merchantId/cashier/deposit-channels/order': () => [
    { url: `/wps/operator/brands/${b.merchantId}/cashier/deposit-channels/order`, body: { channelIds: [channelB] } },
  ],
  'PUT /wps/operator/brands/:merchantId/cashier/withdrawals': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/cashier/withdrawals`,
      body: {
        minAmount: '1',
        maxAmount: '2',
        dailyCount: 0,
        dailyAmount: '0',
        autoReceiveMinutes: 1,
        maxBankAccounts: 0,
      },
    },
  ],
  'PUT /wps/operator/brands/:merchantId/cashier/withdrawal-banks': () => [
    { url: `/wps/operator/brands/${b.merchantId}/cashier/withdrawal-banks`, body: { banks: [] } },
  ],
  'PUT /wps/operator/brands/:merchantId/cashier/turnover': () => [
    { url: `/wps/operator/brands/${b.merchantId}/cashier/turnover`, body: { depositMultiplier: '9' } },
  ],
  // Promotions (decision 054): B's list, promotion, grants and requests, by B's path and by A's with B's ids.
  'GET /wps/operator/brands/:merchantId/promotions': () => [{ url: `/wps/operator/brands/${b.merchantId}/promotions` }],
  'POST /wps/operator/brands/:merchantId/promotions': () => [
    { url: `/wps/operator/brands/${b.merchantId}/promotions`, body: zqaPromotion },
  ],
  'GET /wps/operator/brands/:merchantId/promotions/:promotionId': () => [
    { url: `/wps/operator/brands/${b.merchantId}/promotions/${promotionB}` },
    { url: `/wps/operator/brands/${a.merchantId}/promotions/${promotionB}` },
  ],
  'PUT /wps/operator/brands/:merchantId/promotions/:promotionId': () => [
    { url: `/wps/operator/brands/${b.merchantId}/promotions/${promotionB}`, body: zqaPromotion },
    { url: `/wps/operator/brands/${a.merchantId}/promotions/${promotionB}`, body: zqaPromotion },
  ],
  'POST /wps/operator/brands/:merchantId/promotions/:promotionId/state': () => [
    { url: `/wps/operator/brands/${b.merchantId}/promotions/${promotionB}/state`, body: { state: 'ended' } },
    { url: `/wps/operator/brands/${a.merchantId}/promotions/${promotionB}/state`, body: { state: 'ended' } },
  ],
  'GET /wps/operator/brands/:merchantId/promotions/:promotionId/grants': () => [
    { url: `/wps/operator/brands/${b.merchantId}/promotions/${promotionB}/grants` },
    { url: `/wps/operator/brands/${a.merchantId}/promotions/${promotionB}/grants` },
  ],
  'GET /wps/operator/brands/:merchantId/risk-flags': () => [
    { url: `/wps/operator/brands/${b.merchantId}/risk-flags` },
    { url: `/wps/operator/brands/${a.merchantId}/risk-flags`, query: { memberId: String(b.member.id) } },
  ],
  'GET /wps/operator/brands/:merchantId/risk-flags/:flagId': () => [
    { url: `/wps/operator/brands/${b.merchantId}/risk-flags/${riskB}` },
    { url: `/wps/operator/brands/${a.merchantId}/risk-flags/${riskB}` },
  ],
  'POST /wps/operator/brands/:merchantId/risk-flags/:flagId/decision': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/risk-flags/${riskB}/decision`,
      body: { status: 'dismissed', note: 'zqa' },
    },
    {
      url: `/wps/operator/brands/${a.merchantId}/risk-flags/${riskB}/decision`,
      body: { status: 'resolved', note: 'zqa' },
    },
  ],
  'GET /wps/operator/brands/:merchantId/promotion-requests': () => [
    { url: `/wps/operator/brands/${b.merchantId}/promotion-requests` },
    { url: `/wps/operator/brands/${a.merchantId}/promotion-requests`, query: { promotionId: promotionB } },
  ],
  'POST /wps/operator/brands/:merchantId/promotion-requests/:requestId/approve': () => [
    { url: `/wps/operator/brands/${b.merchantId}/promotion-requests/${requestB}/approve` },
    { url: `/wps/operator/brands/${a.merchantId}/promotion-requests/${requestB}/approve` },
  ],
  'POST /wps/operator/brands/:merchantId/promotion-requests/:requestId/reject': () => [
    { url: `/wps/operator/brands/${b.merchantId}/promotion-requests/${requestB}/reject`, body: { reason: 'zqa' } },
    { url: `/wps/operator/brands/${a.merchantId}/promotion-requests/${requestB}/reject`, body: { reason: 'zqa' } },
  ],
  // Loyalty points (decision 055): B's policy and member, by B's path and by A's with B's member.
  'GET /wps/operator/brands/:merchantId/loyalty/settings': () => [
    { url: `/wps/operator/brands/${b.merchantId}/loyalty/settings` },
  ],
  'PUT /wps/operator/brands/:merchantId/loyalty/settings': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/loyalty/settings`,
      body: { ...DEFAULT_SETTINGS, enabled: true },
    },
  ],
  'GET /wps/operator/brands/:merchantId/loyalty/members/:memberId': () => [
    { url: `/wps/operator/brands/${b.merchantId}/loyalty/members/${b.member.id}` },
    { url: `/wps/operator/brands/${a.merchantId}/loyalty/members/${b.member.id}` },
  ],
  'POST /wps/operator/brands/:merchantId/loyalty/members/:memberId/points': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/loyalty/members/${b.member.id}/points`,
      body: { points: -500, reason: 'zqa' },
    },
    {
      url: `/wps/operator/brands/${a.merchantId}/loyalty/members/${b.member.id}/points`,
      body: { points: -500, reason: 'zqa' },
    },
  ],
  // The point mall (decision 055): B's items and redemptions, by B's path and by A's with B's ids.
  'GET /wps/relay/MCS2_getPointReward': none,
  'GET /wps/relay/MCS2_getRedeemPointList': none,
  'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': () => [
    { body: { itemId: mallB.item, quantity: 1, paymentPassword: '123456' } },
  ],
  'GET /wps/operator/brands/:merchantId/loyalty/items': () => [
    { url: `/wps/operator/brands/${b.merchantId}/loyalty/items` },
  ],
  'POST /wps/operator/brands/:merchantId/loyalty/items': () => [
    { url: `/wps/operator/brands/${b.merchantId}/loyalty/items`, body: zqaItem },
  ],
  'PUT /wps/operator/brands/:merchantId/loyalty/items/:itemId': () => [
    { url: `/wps/operator/brands/${b.merchantId}/loyalty/items/${mallB.item}`, body: zqaItem },
    { url: `/wps/operator/brands/${a.merchantId}/loyalty/items/${mallB.item}`, body: zqaItem },
  ],
  'GET /wps/operator/brands/:merchantId/loyalty/redemptions': () => [
    { url: `/wps/operator/brands/${b.merchantId}/loyalty/redemptions` },
  ],
  'POST /wps/operator/brands/:merchantId/loyalty/redemptions/:redemptionId/approve': () => [
    { url: `/wps/operator/brands/${b.merchantId}/loyalty/redemptions/${mallB.redemption}/approve`, body: {} },
    { url: `/wps/operator/brands/${a.merchantId}/loyalty/redemptions/${mallB.redemption}/approve`, body: {} },
  ],
  'POST /wps/operator/brands/:merchantId/loyalty/redemptions/:redemptionId/reject': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/loyalty/redemptions/${mallB.redemption}/reject`,
      body: { reason: 'zqa' },
    },
    {
      url: `/wps/operator/brands/${a.merchantId}/loyalty/redemptions/${mallB.redemption}/reject`,
      body: { reason: 'zqa' },
    },
  ],
  // Missions (decision 055): B's by B's path and by A's with B's ids; a member claims B's mission.
  'GET /wps/relay/MCSFE_getMissionSummaryDetails': none,
  'GET /wps/relay/MCSFE_getMissionLeaderboard': () => [{}, { query: { period: 'daily' } }],
  'POST /wps/member/missions/:missionId/claim': () => [{ url: `/wps/member/missions/${missionB}/claim` }],
  'GET /wps/operator/brands/:merchantId/loyalty/missions': () => [
    { url: `/wps/operator/brands/${b.merchantId}/loyalty/missions` },
  ],
  'POST /wps/operator/brands/:merchantId/loyalty/missions': () => [
    { url: `/wps/operator/brands/${b.merchantId}/loyalty/missions`, body: zqaMission },
  ],
  'PUT /wps/operator/brands/:merchantId/loyalty/missions/:missionId': () => [
    { url: `/wps/operator/brands/${b.merchantId}/loyalty/missions/${missionB}`, body: zqaMission },
    { url: `/wps/operator/brands/${a.merchantId}/loyalty/missions/${missionB}`, body: zqaMission },
  ],
  'POST /wps/operator/brands/:merchantId/loyalty/missions/:missionId/state': () => [
    { url: `/wps/operator/brands/${b.merchantId}/loyalty/missions/${missionB}/state`, body: { state: 'ended' } },
    { url: `/wps/operator/brands/${a.merchantId}/loyalty/missions/${missionB}/state`, body: { state: 'ended' } },
  ],
  // VIP (decision 055): B's tiers and B's member's tier, by B's path and by A's with B's member.
  'GET /wps/member/vip': none,
  'GET /wps/operator/brands/:merchantId/loyalty/vip-tiers': () => [
    { url: `/wps/operator/brands/${b.merchantId}/loyalty/vip-tiers` },
  ],
  'PUT /wps/operator/brands/:merchantId/loyalty/vip-tiers': () => [
    { url: `/wps/operator/brands/${b.merchantId}/loyalty/vip-tiers`, body: { tiers: [], promotionId: null } },
  ],
  'POST /wps/operator/brands/:merchantId/loyalty/members/:memberId/vip': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/loyalty/members/${b.member.id}/vip`,
      body: { rank: 0, reason: 'zqa' },
    },
    {
      url: `/wps/operator/brands/${a.merchantId}/loyalty/members/${b.member.id}/vip`,
      body: { rank: 0, reason: 'zqa' },
    },
  ],
  'GET /wps/operator/outbox': () => [{}, { query: { destination: `${b.member.username}@example.test` } }],
  // Ends the operator session the walk uses; it names no row.
  'POST /wps/operator/session/logout': () => [],
  'POST /wps/operator/session/logout-everywhere': () => [],
  'GET /wps/operator/session/me': none,
  // Changes the calling operator's own password; it names no row.
  'POST /wps/operator/session/password': none,
  'GET /wps/operator/operators': () => [{}, { query: { status: 'active' } }],
  'POST /wps/operator/operators': () => [
    { body: { username: 'zqa.ops', roles: ['finance'], merchantIds: [b.merchantId] } },
    { body: { username: 'zqa.ops', roles: ['finance'], merchantIds: [a.merchantId, b.merchantId] } },
  ],
  'PUT /wps/operator/operators/:operatorId': () => [
    { url: `/wps/operator/operators/${b.ids.operator}`, body: { roles: ['finance'], merchantIds: [a.merchantId] } },
  ],
  'POST /wps/operator/operators/:operatorId/disable': () => [
    { url: `/wps/operator/operators/${b.ids.operator}/disable` },
  ],
  'POST /wps/operator/operators/:operatorId/enable': () => [
    { url: `/wps/operator/operators/${b.ids.operator}/enable` },
  ],
  'POST /wps/operator/operators/:operatorId/reset-authenticator': () => [
    { url: `/wps/operator/operators/${b.ids.operator}/reset-authenticator` },
  ],
  'POST /wps/operator/operators/:operatorId/reset-password': () => [
    { url: `/wps/operator/operators/${b.ids.operator}/reset-password` },
  ],
  'GET /wps/operator/wallets': () => [{ query: { memberIds: String(b.member.id) } }],
  'GET /wps/operator/withdrawals': (): Try[] => [
    {},
    { query: { memberId: String(b.member.id) } },
    { query: { merchantId: String(b.merchantId) } },
    { query: { username: b.member.username } },
  ],
  'GET /wps/operator/withdrawals/:id': () => [{ url: `/wps/operator/withdrawals/${b.ids.withdrawal}` }],
  'POST /wps/operator/withdrawals/:id/approve': () => [
    { url: `/wps/operator/withdrawals/${b.ids.withdrawal}/approve` },
  ],
  'GET /wps/operator/withdrawals/:id/proofs/:proofId': () => [
    { url: `/wps/operator/withdrawals/${b.ids.withdrawal}/proofs/1` },
  ],
  'POST /wps/operator/withdrawals/:id/resolve': () => [
    { url: `/wps/operator/withdrawals/${b.ids.withdrawal}/resolve`, body: { outcome: 'received', note: 'zqa' } },
  ],
  'POST /wps/operator/withdrawals/:id/reject': () => [
    { url: `/wps/operator/withdrawals/${b.ids.withdrawal}/reject`, body: { reason: 'zqa' } },
  ],
  // Games per brand (decision 053): B's vendors and games; the platform's vendors are installation-wide only.
  'GET /wps/operator/brands/:merchantId/vendors': () => [{ url: `/wps/operator/brands/${b.merchantId}/vendors` }],
  'PUT /wps/operator/brands/:merchantId/vendors': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/vendors`,
      body: { vendors: [{ vendorCode: 'SEA_RNG', enabled: false, sortOrder: 0, isHot: false, isNew: false }] },
    },
  ],
  'PUT /wps/operator/brands/:merchantId/vendors/:vendorCode/maintenance': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/vendors/SEA_RNG/maintenance`,
      body: { maintenance: { start: new Date().toISOString(), end: new Date(Date.now() + 3_600_000).toISOString() } },
    },
  ],
  'GET /wps/operator/brands/:merchantId/games': () => [
    { url: `/wps/operator/brands/${b.merchantId}/games` },
    { url: `/wps/operator/brands/${b.merchantId}/games`, query: { vendorCode: 'SEA_RNG' } },
  ],
  'PUT /wps/operator/brands/:merchantId/games/:gameId': () => [
    {
      url: `/wps/operator/brands/${b.merchantId}/games/1`,
      body: { enabled: false, isHot: false, isNew: false, sortOrder: 0 },
    },
  ],
  'POST /wps/operator/vendors/:vendorCode/games/import': () => [
    { url: '/wps/operator/vendors/SEA_RNG/games/import', body: { format: 'json', content: '[]', dryRun: false } },
  ],
  'GET /wps/operator/vendors': none,
  'PUT /wps/operator/vendors/:vendorCode/endpoint': () => [
    { url: '/wps/operator/vendors/SEA_RNG/endpoint', body: { apiBaseUrl: 'https://zqa.example' } },
  ],
  'POST /wps/operator/vendors/:vendorCode/secret': () => [{ url: '/wps/operator/vendors/SEA_RNG/secret' }],
}

interface Walked {
  method: Method
  url: string
  access: readonly Role[]
}
/** The API routes of the table, one method each. */
const api = (): Walked[] =>
  t.routes
    .filter((r) => /^\/(wps|lgw|lotto)\//.test(r.url) && !r.method.includes('HEAD'))
    .map((r) => ({ method: r.method.split(',')[0] as Method, url: r.url, access: r.access }))
const signedIn = (r: Walked) => !r.access.includes('visitor')
const key = (r: Walked) => `${r.method} ${r.url}`

let address = 0
/** One try; an E call's body is sent encrypted, as a client would. */
async function send(r: Walked, attempt: Try, headers: Record<string, string>) {
  const res = await sendPlain(r, attempt, headers)
  if (res.statusCode !== 400 || res.json().code !== 'encryption_required') return res
  const url = attempt.query ? `${attempt.url ?? r.url}?${new URLSearchParams(attempt.query)}` : (attempt.url ?? r.url)
  return callEncrypted(t, r.method as 'POST' | 'PUT', url, attempt.body ?? {}, {
    ...headers,
    'idempotency-key': `isolation-e${address}`,
  })
}

function sendPlain(r: Walked, attempt: Try, headers: Record<string, string>) {
  address += 1
  return t.app.inject({
    method: r.method,
    url: attempt.url ?? r.url,
    // Money calls need a key of their own; others ignore it.
    headers: {
      ...headers,
      'idempotency-key': `isolation-${address}`,
      ...(attempt.png ? { 'content-type': 'image/png' } : {}),
    },
    remoteAddress: `10.12.${Math.floor(address / 250)}.${address % 250}`,
    ...(attempt.query ? { query: attempt.query } : {}),
    ...(attempt.body ? { payload: attempt.body } : attempt.png ? { payload: PNG } : {}),
  })
}

async function expectAlive(headers: Record<string, string>, url = '/wps/v2/wallets/balance') {
  const res = await t.app.inject({ method: 'GET', url, headers })
  expect(res.statusCode, `${url} ${res.body.slice(0, 160)}`).toBe(200)
}

/** Refused, or an answer that names nothing of brand B. */
function expectNothingOfB(where: string, res: { statusCode: number; body: string }) {
  expect(res.statusCode, `${where} -> ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500)
  for (const marker of b.markers) expect(res.body, `${where} shows ${marker}`).not.toContain(marker)
}

describe('two brands on one installation', () => {
  it('has an isolation case for every member, agent and operator route', () => {
    const missing = api()
      .filter((r) => signedIn(r) && !CASES[key(r)])
      .map(key)
    expect(missing).toEqual([])
    expect(api().filter(signedIn).length).toBeGreaterThan(90)
  })

  it('answers a session of brand A on brand B’s domain as no session at all', async () => {
    const forA = (r: Walked) =>
      r.access.includes('member')
        ? a.member.headers
        : r.access.includes('agent')
          ? a.agent.headers
          : r.access.includes('trial')
            ? trialA
            : null
    for (const r of api()) {
      const own = forA(r)
      if (!own) continue
      const onB = { ...own, host: b.host }
      if (signedIn(r)) {
        for (const attempt of [{}, ...CASES[key(r)]!()]) {
          const res = await send(r, attempt, onB)
          expect(res.statusCode, `${key(r)} ${res.body.slice(0, 160)}`).toBe(401)
          expect(res.json().code).toBe('session_expired')
        }
      } else {
        // A public route serves B's visitors; with A's token it answers as it does to them.
        const asVisitor = await send(r, {}, { host: b.host })
        const withToken = await send(r, {}, onB)
        expect(withToken.statusCode, `${key(r)} ${withToken.body.slice(0, 160)}`).toBe(asVisitor.statusCode)
        expectNothingOfB(key(r), withToken)
      }
    }
    // Logging out on B's domain was refused too: A's sessions still work at home.
    await expectAlive(a.member.headers)
    await expectAlive(trialA)
  })

  describe('brand A’s credentials against brand B’s ids', () => {
    let before: Awaited<ReturnType<typeof brandSnapshot>>
    let drawBefore: Awaited<ReturnType<typeof drawRow>>
    let operatorBefore: Awaited<ReturnType<typeof operatorOfB>>
    // B's own row (maintenance, restrictions, sessions): no merchant_id column puts it in the snapshot.
    let merchantBefore: Awaited<ReturnType<typeof merchantRowOfB>>
    beforeAll(async () => {
      before = await brandSnapshot(t, b.merchantId)
      drawBefore = await drawRow()
      operatorBefore = await operatorOfB()
      merchantBefore = await merchantRowOfB()
    })

    for (const role of ['member', 'agent', 'operator'] as const) {
      it(`finds nothing of B as A’s ${role}, on A’s domain and on B’s`, async () => {
        const headers = role === 'operator' ? a.operator : role === 'agent' ? a.agent.headers : a.member.headers
        for (const r of api().filter((route) => signedIn(route) && route.access.includes(role))) {
          for (const attempt of CASES[key(r)]!()) {
            expectNothingOfB(`${role} ${key(r)} ${JSON.stringify(attempt)}`, await send(r, attempt, headers))
            if (role === 'operator')
              expectNothingOfB(`${role}@B ${key(r)}`, await send(r, attempt, { ...headers, host: b.host }))
          }
        }
        // A walk with a session that had died would find nothing for the wrong reason.
        await expectAlive(headers, role === 'operator' ? '/wps/operator/deposits' : '/wps/v2/wallets/balance')
        // Some hundred calls each: beyond the default 30 s on a busy machine.
      }, 300_000)
    }

    it('leaves every row of brand B as it was, and the books balanced', async () => {
      expect(await brandSnapshot(t, b.merchantId)).toEqual(before)
      expect(await drawRow()).toEqual(drawBefore)
      expect(await operatorOfB()).toEqual(operatorBefore)
      expect(await merchantRowOfB()).toEqual(merchantBefore)
      await expectAlive(b.operator, '/wps/operator/deposits')
      expect(await ledgerViolations(t.db)).toEqual([])
    })
  })

  it('keeps a brand’s operator off the draws every brand shares', async () => {
    for (const step of ['result', 'confirm', 'reject', 'void', 'void/approve']) {
      const payload = { reason: 'zqa', result: {}, sheetHash: 'a'.repeat(64) }
      const res = await t.app.inject({
        method: 'POST',
        url: `/wps/operator/lottery/draws/${drawId}/${step}`,
        headers: a.operator,
        payload,
      })
      expect(res.json().code, `${step} ${res.body}`).toBe('forbidden')
    }
  })

  it('lets an operator of both brands see both brands’ deposits and withdrawals', async () => {
    const both = (await operatorSession(t, [a.merchantId, b.merchantId], ['finance'])).headers
    for (const [url, ids] of [
      ['/wps/operator/deposits', [a.ids.deposit, b.ids.deposit]],
      ['/wps/operator/withdrawals', [a.ids.withdrawal, b.ids.withdrawal]],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, query: { pageSize: '100' }, headers: both })
      expect(res.statusCode, res.body).toBe(200)
      const listed = res.json().value.content.map((row: { id: string | number }) => String(row.id))
      expect(listed, url).toEqual(expect.arrayContaining([...ids]))
    }
    const wallet = await t.app.inject({
      method: 'GET',
      url: `/wps/operator/members/${b.member.id}/wallet`,
      headers: both,
    })
    expect(wallet.statusCode, wallet.body).toBe(200)
  })

  it('lets an installation-wide operator see both brands, by design', async () => {
    const global = (await operatorSession(t)).headers
    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/operator/members/${b.member.id}/wallet`,
      headers: global,
    })
    expect(res.statusCode, res.body).toBe(200)
  })
})
