import { type ClaimMark, GAME_CATEGORIES, type Language, type PromotionKind } from '@sea/contract'
import { typedAmount } from '../brand-cashier/brand-cashier.api'
import { isoToZoned, zonedToIso } from '../content/content-time'
import type { PromotionDetail } from './promotions.api'

/**
 * The promotion form's values and their body (decision 054): amounts typed in major units, rates
 * in percent (the API's basis points), dates in the brand's zone (promotion-form-check.ts checks them).
 */

type Category = (typeof GAME_CATEGORIES)[number]
type PerCategory = Record<Category, string>
const perCategory = (values: Partial<Record<string, number>> = {}, scale = 1): PerCategory =>
  Object.fromEntries(
    GAME_CATEGORIES.map((c) => [c, values[c] === undefined ? '' : String((values[c] ?? 0) / scale)]),
  ) as PerCategory

export interface FormValues {
  kind: PromotionKind
  code: string
  titles: Record<Language, string>
  startsAt: string
  endsAt: string
  announcementId: string
  budget: string
  rules: {
    deposit: 'first' | 'reload' | 'any'
    rate: string
    cap: string
    minDeposit: string
    apply: 'on_deposit' | 'claim'
    claimWithinDays: string
    amount: string
    trigger: 'register' | 'join'
    period: 'daily' | 'weekly'
    categories: Category[]
    rates: PerCategory
    minAmount: string
    claim: 'auto' | 'claim'
    ticketsBy: 'deposit' | 'turnover'
    unit: string
    maxTickets: string
    prizes: { amount: string; count: string }[]
    referralTrigger: 'deposit' | 'turnover'
    threshold: string
    reward: string
    maxInvitees: string
    maxReward: string
  }
  eligibility: Record<
    | 'minVipRank'
    | 'maxVipRank'
    | 'labels'
    | 'registeredFrom'
    | 'registeredTo'
    | 'minDeposits'
    | 'maxDeposits'
    | 'countries',
    string
  >
  wageringOn: boolean
  wagering: {
    multiple: string
    base: 'bonus' | 'bonus_and_deposit'
    weights: PerCategory
    expiresInDays: string
    maxStake: string
    onEarlyWithdrawal: 'block' | 'forfeit'
  }
  onePer: ClaimMark[]
  exclusive: boolean
  needsApproval: boolean
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))
const percent = (bp: unknown) => (typeof bp === 'number' ? String(bp / 100) : '')

/** A fresh form, or the promotion's own values to edit. */
export function formValues(timeZone: string, detail?: PromotionDetail): FormValues {
  const r = (detail?.rules ?? {}) as Record<string, unknown>
  const e = detail?.eligibility ?? {}
  const w = detail?.wagering
  const titles = detail?.titles ?? {}
  return {
    kind: detail?.kind ?? 'deposit_bonus',
    code: detail?.code ?? '',
    titles: { EN: titles.EN ?? '', CN: titles.CN ?? '', MY: titles.MY ?? '', VI: titles.VI ?? '', TH: titles.TH ?? '' },
    startsAt: isoToZoned(detail?.startsAt ?? new Date().toISOString(), timeZone),
    endsAt: isoToZoned(detail?.endsAt, timeZone),
    announcementId: detail?.announcementId ?? '',
    budget: detail?.budget ?? '',
    rules: {
      deposit: (r.deposit as FormValues['rules']['deposit']) ?? 'first',
      rate: percent(r.rate),
      cap: text(r.cap),
      minDeposit: text(r.minDeposit),
      apply: (r.apply as FormValues['rules']['apply']) ?? 'claim',
      claimWithinDays: text(r.claimWithinDays),
      amount: text(r.amount),
      trigger: r.kind === 'signup' ? (r.trigger as 'register' | 'join') : 'join',
      period: (r.period as 'daily' | 'weekly') ?? 'daily',
      categories: (r.categories as Category[]) ?? [],
      rates: perCategory(r.rates as Record<string, number>, 100),
      minAmount: text(r.minAmount),
      claim: (r.claim as 'auto' | 'claim') ?? 'auto',
      ticketsBy: (r.ticketsBy as 'deposit' | 'turnover') ?? 'deposit',
      unit: text(r.unit),
      maxTickets: text(r.maxTickets),
      prizes: ((r.prizes as { amount: string; count: number }[]) ?? [{ amount: '', count: 1 }]).map((p) => ({
        amount: p.amount,
        count: String(p.count),
      })),
      referralTrigger: r.kind === 'referral' ? (r.trigger as 'deposit' | 'turnover') : 'deposit',
      threshold: text(r.threshold),
      reward: text(r.reward),
      maxInvitees: text(r.maxInvitees),
      maxReward: text(r.maxReward),
    },
    eligibility: {
      minVipRank: text(e.minVipRank),
      maxVipRank: text(e.maxVipRank),
      labels: (e.labels ?? []).join(', '),
      registeredFrom: isoToZoned(e.registeredFrom, timeZone),
      registeredTo: isoToZoned(e.registeredTo, timeZone),
      minDeposits: text(e.minDeposits),
      maxDeposits: text(e.maxDeposits),
      countries: (e.countries ?? []).join(', '),
    },
    wageringOn: Boolean(w),
    wagering: {
      multiple: text(w?.multiple ?? ''),
      base: w?.base ?? 'bonus',
      weights: perCategory(w?.weights),
      expiresInDays: text(w?.expiresInDays ?? ''),
      maxStake: text(w?.maxStake),
      onEarlyWithdrawal: w?.onEarlyWithdrawal ?? 'block',
    },
    onePer: detail?.onePer ?? [],
    exclusive: detail?.exclusive ?? false,
    needsApproval: detail?.needsApproval ?? false,
  }
}

// Conversions that leave what they cannot read as typed, so the schema names the field.
const amount = (s: string) => typedAmount(s) ?? s.trim()
const int = (s: string): number | string => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : s)
const bp = (s: string): number | string =>
  /^\d{1,6}(\.\d{1,2})?$/.test(s.trim()) ? Math.round(Number(s.trim()) * 100) : s
const optional = <T>(s: string, convert: (s: string) => T) => (s.trim() === '' ? undefined : convert(s))
const list = (s: string, upper = false) =>
  s
    .split(',')
    .map((item) => (upper ? item.trim().toUpperCase() : item.trim()))
    .filter(Boolean)
const categoryMap = (values: PerCategory, convert: (s: string) => number | string) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, convert(v)]),
  )
const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined))

function rulesOf(v: FormValues) {
  const r = v.rules
  switch (v.kind) {
    case 'deposit_bonus':
      return defined({
        kind: v.kind,
        deposit: r.deposit,
        rate: bp(r.rate),
        cap: amount(r.cap),
        minDeposit: amount(r.minDeposit),
        apply: r.apply,
        claimWithinDays: optional(r.claimWithinDays, int),
      })
    case 'signup':
      return { kind: v.kind, amount: amount(r.amount), trigger: r.trigger }
    case 'cashback':
      return {
        kind: v.kind,
        period: r.period,
        rate: bp(r.rate),
        categories: r.categories,
        minAmount: amount(r.minAmount),
        cap: amount(r.cap),
        claim: r.claim,
      }
    case 'rebate':
      return {
        kind: v.kind,
        period: r.period,
        rates: categoryMap(r.rates, bp),
        minAmount: amount(r.minAmount),
        cap: amount(r.cap),
        claim: r.claim,
      }
    case 'raffle':
      return {
        kind: v.kind,
        ticketsBy: r.ticketsBy,
        unit: amount(r.unit),
        maxTickets: int(r.maxTickets),
        prizes: r.prizes.map((p) => ({ amount: amount(p.amount), count: int(p.count) })),
        claimWithinDays: int(r.claimWithinDays),
      }
    case 'referral':
      return {
        kind: v.kind,
        trigger: r.referralTrigger,
        threshold: amount(r.threshold),
        reward: amount(r.reward),
        maxInvitees: int(r.maxInvitees),
      }
    case 'birthday':
      return { kind: v.kind, amount: amount(r.amount), claimWithinDays: int(r.claimWithinDays) }
    case 'loyalty':
      return { kind: v.kind, maxReward: amount(r.maxReward) }
  }
}

/**
 * The route's body from the form. Once a promotion granted rewards its terms are fixed, their
 * inputs are disabled (and so absent from the values): the body carries the stored terms as read.
 */
export function toBody(values: FormValues, timeZone: string, detail?: PromotionDetail) {
  const v = { ...values, kind: detail?.kind ?? values.kind }
  const body = openBody(v, timeZone)
  if (!detail?.hasGrants) return body
  const { code, startsAt, rules, eligibility, wagering, onePer, exclusive, needsApproval } = detail
  return { ...body, code, startsAt, rules, eligibility, wagering, onePer, exclusive, needsApproval }
}

function openBody(v: FormValues, timeZone: string) {
  const zoned = (s: string) => (s.trim() === '' ? undefined : (zonedToIso(s, timeZone) ?? s))
  const e = v.eligibility
  const w = v.wagering
  return {
    code: v.code.trim(),
    titles: {
      EN: v.titles.EN.trim(),
      ...defined(Object.fromEntries(Object.entries(v.titles).map(([l, s]) => [l, s.trim() || undefined]))),
    },
    startsAt: zoned(v.startsAt) ?? '',
    endsAt: zoned(v.endsAt) ?? null,
    rules: rulesOf(v),
    eligibility: defined({
      minVipRank: optional(e.minVipRank, int),
      maxVipRank: optional(e.maxVipRank, int),
      labels: optional(e.labels, (s) => list(s)),
      registeredFrom: zoned(e.registeredFrom),
      registeredTo: zoned(e.registeredTo),
      minDeposits: optional(e.minDeposits, int),
      maxDeposits: optional(e.maxDeposits, int),
      countries: optional(e.countries, (s) => list(s, true)),
    }),
    wagering: v.wageringOn
      ? defined({
          multiple: int(w.multiple),
          base: w.base,
          weights: categoryMap(w.weights, int),
          expiresInDays: int(w.expiresInDays),
          maxStake: optional(w.maxStake, amount),
          onEarlyWithdrawal: w.onEarlyWithdrawal,
        })
      : null,
    onePer: v.onePer,
    exclusive: v.exclusive,
    needsApproval: v.needsApproval,
    budget: v.budget.trim() === '' ? null : amount(v.budget),
    announcementId: v.announcementId === '' ? null : v.announcementId,
  }
}
