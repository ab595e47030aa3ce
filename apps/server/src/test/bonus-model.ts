import type { GrantState, PromotionWagering } from '@sea/contract'

/**
 * The pure model of one member's bonus accounting that bonus-accounting.property.test.ts runs
 * the real code against, written from docs/domain/promotions.md and docs/domain/site.md#turnover:
 * money in minor units, times in milliseconds on the test's clock.
 */

const DAY = 86_400_000

export interface PromotionSpec {
  wagering: PromotionWagering | null
  exclusive: boolean
  budget: bigint | null
}

interface Requirement {
  /** The grant's index, for bonus wagering; null for a deposit's turnover. */
  bonus: number | null
  required: bigint
  achieved: bigint
  open: boolean
  createdAt: number
  expiresAt: number | null
  weights: Record<string, number> | null
  maxStake: bigint | null
}

interface Grant {
  promotion: number
  occasion: string
  amount: bigint
  state: GrantState
  forfeited: bigint
}

export interface Model {
  wallet: bigint
  hold: bigint
  lastDeposit: bigint
  promotions: (PromotionSpec & { spent: bigint })[]
  grants: Grant[]
  requirements: Requirement[]
  /** Settled wagers the turnover job has not marked yet. */
  wagers: { amount: bigint; category: string; settledAt: number }[]
}

const min = (a: bigint, b: bigint) => (a < b ? a : b)
const minor = (decimal: string) => BigInt(decimal.replace('.', ''))

function empty(specs: readonly PromotionSpec[]): Model {
  return {
    wallet: 0n,
    hold: 0n,
    lastDeposit: 0n,
    promotions: specs.map((s) => ({ ...s, spent: 0n })),
    grants: [],
    requirements: [],
    wagers: [],
  }
}

function deposit(m: Model, amount: bigint, multiple: bigint, now: number): void {
  m.wallet += amount
  m.lastDeposit = amount
  if (multiple > 0n)
    m.requirements.push({
      bonus: null,
      required: amount * multiple,
      achieved: 0n,
      open: true,
      createdAt: now,
      expiresAt: null,
      weights: null,
      maxStake: null,
    })
}

const occasions = (m: Model, promotion: number) =>
  m.grants.filter((g) => g.promotion === promotion).map((g) => g.occasion)

/** A claim paid at once: what `award` must answer, and the model after it. */
function claim(
  m: Model,
  index: number,
  occasion: string,
  amount: bigint,
  now: number,
): { refused: string | null; paid: boolean } {
  if (m.grants.some((g) => g.promotion === index && g.occasion === occasion)) return { refused: null, paid: false }
  const promotion = m.promotions[index]
  if (!promotion) throw new Error('no such promotion')
  const wagering = promotion.wagering
  // Bonus wagering stacks on any other except an exclusive promotion's; an exclusive one on none.
  const blocking = m.grants.some(
    (g) => g.state === 'wagering' && (promotion.exclusive || m.promotions[g.promotion]?.exclusive),
  )
  if (wagering && blocking) return { refused: 'promotion_not_stackable', paid: false }
  if (promotion.budget !== null && promotion.spent + amount > promotion.budget)
    return { refused: 'promotion_budget_spent', paid: false }
  promotion.spent += amount
  m.wallet += amount
  m.grants.push({ promotion: index, occasion, amount, state: wagering ? 'wagering' : 'issued', forfeited: 0n })
  if (wagering) {
    const base = amount + (wagering.base === 'bonus_and_deposit' ? m.lastDeposit : 0n)
    m.requirements.push({
      bonus: m.grants.length - 1,
      required: base * BigInt(wagering.multiple),
      achieved: 0n,
      open: true,
      createdAt: now,
      expiresAt: now + wagering.expiresInDays * DAY,
      weights: wagering.weights,
      maxStake: wagering.maxStake === undefined ? null : minor(wagering.maxStake),
    })
  }
  return { refused: null, paid: true }
}

function bet(m: Model, stake: bigint, win: bigint, category: string, now: number): void {
  m.wallet += win - stake
  m.wagers.push({ amount: stake, category, settledAt: now })
}

/**
 * A run of the turnover job. Wagers settled before the member's oldest open requirement are
 * never marked; the others fill the open requirements oldest first: each takes of the stake still
 * left at most its max stake, only as much as its weight needs, and counts the taken part times
 * its weight (rounded down); the rest goes on. A requirement met closes with its grant.
 */
function count(m: Model): void {
  const open = m.requirements.filter((r) => r.open)
  if (open.length === 0) return
  const since = Math.min(...open.map((r) => r.createdAt))
  const marked = m.wagers.filter((w) => w.settledAt >= since).sort((a, b) => a.settledAt - b.settledAt)
  m.wagers = m.wagers.filter((w) => w.settledAt < since)
  for (const wager of marked) {
    let left = wager.amount
    for (const r of open) {
      const owed = r.required - r.achieved
      if (left === 0n || owed === 0n || r.createdAt > wager.settledAt) continue
      if (r.expiresAt !== null && r.expiresAt <= wager.settledAt) continue
      const weight = BigInt(r.weights?.[wager.category] ?? 100)
      if (weight === 0n) continue
      const usable = r.maxStake === null ? left : min(left, r.maxStake)
      // The smallest raw stake whose weighted part covers what is owed.
      let needed = (owed * 100n) / weight
      if ((needed * weight) / 100n < owed) needed += 1n
      const taken = min(usable, needed)
      r.achieved += min(owed, (taken * weight) / 100n)
      left -= taken
    }
  }
  for (const r of open)
    if (r.achieved === r.required) {
      r.open = false
      const grant = r.bonus === null ? undefined : m.grants[r.bonus]
      if (grant) grant.state = 'completed'
    }
}

/** Gives a bonus back: its amount, at most the wallet, and the requirement closes as it stands. */
function forfeit(m: Model, r: Requirement): void {
  const grant = r.bonus === null ? undefined : m.grants[r.bonus]
  if (!grant) throw new Error('only a bonus is forfeited')
  const taken = min(grant.amount, m.wallet)
  m.wallet -= taken
  grant.state = 'forfeited'
  grant.forfeited = taken
  r.open = false
}

/** The expiry job at `now`: every open bonus requirement expired by then, in order. */
function expire(m: Model, now: number): 'forfeited' | 'none' {
  const due = m.requirements.filter((r) => r.open && r.bonus !== null && r.expiresAt !== null && r.expiresAt <= now)
  for (const r of due) forfeit(m, r)
  return due.length > 0 ? 'forfeited' : 'none'
}

const forfeitable = (m: Model, r: Requirement) => {
  const grant = r.bonus === null ? undefined : m.grants[r.bonus]
  return grant !== undefined && m.promotions[grant.promotion]?.wagering?.onEarlyWithdrawal === 'forfeit'
}

/** The settings' bonusForfeit: what giving every open bonus back would take, when all allow it. */
function bonusForfeit(m: Model): bigint | null {
  const open = m.requirements.filter((r) => r.open)
  if (open.length === 0 || !open.every((r) => forfeitable(m, r))) return null
  const total = open.reduce((sum, r) => sum + (m.grants[r.bonus ?? -1]?.amount ?? 0n), 0n)
  return min(total, m.wallet)
}

/** A withdrawal request: the refusal code it must meet, or null and the model after it. */
function withdraw(m: Model, amount: bigint, forfeitBonus: boolean): string | null {
  const open = m.requirements.filter((r) => r.open)
  const giveBack = forfeitBonus && bonusForfeit(m) !== null
  if (open.length > 0 && !giveBack) return 'turnover_not_met'
  let wallet = m.wallet
  for (const r of giveBack ? open : []) wallet -= min(m.grants[r.bonus ?? -1]?.amount ?? 0n, wallet)
  if (amount > wallet) return 'insufficient_funds'
  if (giveBack) for (const r of open) forfeit(m, r)
  m.wallet -= amount
  m.hold += amount
  return null
}

/** What the database must show for the member. */
function view(m: Model) {
  return {
    wallet: m.wallet,
    hold: m.hold,
    requirements: m.requirements.map((r) => ({
      bonus: r.bonus,
      required: r.required,
      achieved: r.achieved,
      open: r.open,
    })),
    grants: m.grants.map((g) => ({ ...g })),
    spent: m.promotions.map((p) => p.spent),
  }
}

export const bonusModel = { empty, deposit, occasions, claim, bet, count, expire, bonusForfeit, withdraw, view }
