import type { FieldError, PointItemInput } from '@sea/contract'
import type { Db } from '../../db/database'
import { inhouseGame, placeSlotBet } from '../../inhouse/inhouse-games'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import * as repo from './point-mall.repository'

/**
 * What the contract's schema cannot say of a mall item an operator writes (docs/admin.md
 * "Loyalty: mall"): the fields each kind needs and those it must leave empty, the promotion a
 * bonus pays through, the in-house slot and stake of free rounds, and titles as plain text.
 */

function refuse(problems: FieldError[]): void {
  if (problems.length > 0) throw new AppError('validation_failed', 'The item is not valid', problems)
}

/**
 * Titles and descriptions are shown as text, never as HTML: tags are dropped, control characters
 * and runs of blanks folded, so what the console typed is what members read.
 */
export function plainText(value: string): string {
  return value
    .replace(/<\/?[a-z!][^<>]*>/gi, '')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function plainTexts(
  texts: Record<string, string | undefined>,
  path: string,
  problems: FieldError[],
  required: boolean,
) {
  const out: Record<string, string> = {}
  for (const [language, raw] of Object.entries(texts)) {
    if (raw === undefined) continue
    const clean = plainText(raw)
    if (clean) out[language] = clean
    else if (required) problems.push({ path: `${path}/${language}`, message: 'some text besides markup' })
  }
  return out
}

/** The slot's smallest stake: what a free round bets when the operator names none. */
function smallestStake(gameCode: string): bigint {
  const game = inhouseGame(gameCode)
  return game?.kind === 'slot' ? BigInt(game.variant.paylines.length) : 0n
}

/** A free round's stake must be one the slot takes: its lines times a line bet in range. */
function stakeProblem(gameCode: string, stake: bigint): string | null {
  const game = inhouseGame(gameCode)
  if (game?.kind !== 'slot') return null
  const lines = BigInt(game.variant.paylines.length)
  if (stake % lines !== 0n) return `a multiple of ${lines} lines`
  try {
    placeSlotBet(game, fromMinor(stake / lines))
    return null
  } catch {
    return 'a line bet the slot takes'
  }
}

/** The row an input stands for, or validation_failed naming every field that is wrong. */
export async function itemValues(db: Db, merchantId: number, input: PointItemInput) {
  const problems: FieldError[] = []
  const titles = plainTexts(input.titles, '/body/titles', problems, true)
  const descriptions = plainTexts(input.descriptions, '/body/descriptions', problems, false)
  let value = input.value === null ? null : toMinor(input.value, 'value')
  const needs = (field: string, ok: boolean, message: string) => {
    if (!ok) problems.push({ path: `/body/${field}`, message })
  }
  const kind = input.kind
  // The schema's coercion reads a null gameCode as '' (the string branch admits it): both are none.
  const gameCode = input.gameCode?.trim() || null
  const image = input.imageUrl?.trim() || null
  needs(
    'imageUrl',
    image === null || !/^[a-z][a-z0-9+.-]*:/i.test(image) || /^https?:\/\//i.test(image),
    'http(s) or a path',
  )
  needs(
    'value',
    kind === 'goods' ? value === null : value === null || value > 0n,
    kind === 'goods' ? 'none for goods' : 'above zero',
  )
  if (kind === 'cash' || kind === 'bonus') needs('value', value !== null, 'what one unit pays')
  needs('promotionId', (kind === 'bonus') === (input.promotionId !== null), 'a loyalty promotion for bonus items only')
  needs('gameCode', (kind === 'free_rounds') === (gameCode !== null), 'an in-house slot for free rounds only')
  needs('rounds', (kind === 'free_rounds') === (input.rounds !== null), 'rounds for free rounds only')
  if (kind === 'free_rounds' && gameCode !== null) {
    needs('gameCode', inhouseGame(gameCode)?.kind === 'slot', 'an in-house slot game')
    value ??= smallestStake(gameCode)
    const problem = value > 0n ? stakeProblem(gameCode, value) : null
    if (problem) problems.push({ path: '/body/value', message: `the stake of each round: ${problem}` })
  }
  if (kind === 'bonus' && input.promotionId !== null && value !== null) {
    const promotion = await repo.loyaltyPromotion(db, merchantId, BigInt(input.promotionId))
    // An item whose promotion ended can still be hidden or kept as a draft, never offered.
    if (!promotion || (promotion.state === 'ended' && input.state === 'live'))
      problems.push({ path: '/body/promotionId', message: 'a loyalty promotion of this brand, not ended' })
    else if (promotion.rules.kind === 'loyalty' && value > toMinor(promotion.rules.maxReward))
      problems.push({
        path: '/body/value',
        message: `at most the promotion's largest reward, ${promotion.rules.maxReward}`,
      })
  }
  refuse(problems)
  return {
    kind,
    state: input.state,
    titles: JSON.stringify(titles),
    descriptions: JSON.stringify(descriptions),
    imageUrl: image,
    points: BigInt(input.points),
    value: value ?? 0n,
    promotionId: input.promotionId === null ? null : BigInt(input.promotionId),
    gameCode,
    rounds: input.rounds,
    stock: input.stock,
    perMemberLimit: input.perMemberLimit,
    sortOrder: input.sortOrder,
  }
}
