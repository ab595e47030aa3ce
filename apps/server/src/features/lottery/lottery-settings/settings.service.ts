import type { Language, LotteryGameSettings, LotteryOverrides } from '@sea/contract'
import { recordAudit } from '../../../audit/audit'
import type { Db } from '../../../db/database'
import type { LotteryLimits } from '../../../db/lottery-schema'
import type { Principal } from '../../../http/access'
import { inTransaction } from '../../../ledger/ledger'
import { AppError } from '../../../lib/app-error'
import { fromMinor, toMinor } from '../../../lib/money'
import { createTtlCache } from '../../../lib/ttl-cache'
import { merchantToWrite } from '../../operator/operator.service'
import type { Priced } from '../engines/adapter'
import { adapterFor } from '../engines/registry'
import { type Terms, mergeTerms } from '../engines/terms'
import { type GameRow, findGame, listGames } from '../lottery.repository'
import { lotteryUnit, scaleLimit } from './currency-units'
import * as repo from './settings.repository'

/**
 * A merchant's terms for its lottery games (decision 030): the platform's defaults scaled to the
 * merchant's currency, with the merchant's overrides and limits laid over them. Read on every
 * quote and placement, so kept in memory for a few seconds per merchant and game; every instance
 * forgets them when the database announces a change (db/change-feed.ts), and within TERMS_TTL_MS
 * while that feed is down. A bet keeps the odds it was placed at, so a change never touches bets
 * already placed.
 */
export const TERMS_TTL_MS = 5_000

export interface Limits {
  minStake: bigint
  maxStake: bigint
  maxPerNumber: bigint
  maxPerIssue: bigint
  liabilityCap: bigint
  maxBetsPerSlip: number
  maxChaseIssues: number
}

export interface GameTerms {
  enabled: boolean
  limits: Limits
  terms: Terms
  overrides: Terms
  defaults: Terms
  priced: Priced
  updatedAt: Date | null
}

export interface MerchantRef {
  merchantId: number
  currency: string
}

const MONEY_LIMITS = ['minStake', 'maxStake', 'maxPerNumber', 'maxPerIssue', 'liabilityCap'] as const

const termsCache = createTtlCache<GameTerms>(TERMS_TTL_MS, { topic: 'lottery' })
const gamesCache = createTtlCache<Map<string, GameRow>>(TERMS_TTL_MS, { topic: 'lottery' })

/** The terms a merchant sells a game on. */
export function gameTerms(db: Db, merchant: MerchantRef, game: GameRow): Promise<GameTerms> {
  return termsCache.get(db, `${merchant.merchantId}:${merchant.currency}:${game.code}`, () =>
    loadTerms(db, merchant, game),
  )
}

/** The platform's enabled games by code: reference data, read on every quote and placement. */
function catalogue(db: Db): Promise<Map<string, GameRow>> {
  return gamesCache.get(db, 'games', async () => new Map((await listGames(db)).map((g) => [g.code, g])))
}

async function loadTerms(db: Db, merchant: MerchantRef, game: GameRow): Promise<GameTerms> {
  const row = await repo.findMerchantGame(db, merchant.merchantId, game.code)
  const adapter = adapterFor(game)
  const defaults = adapter.defaults(lotteryUnit(merchant.currency))
  const overrides = (row?.overrides ?? {}) as Terms
  const terms = mergeTerms(defaults, overrides)
  return {
    enabled: row?.enabled ?? true,
    limits: limitsOf(row?.limits ?? null, game.limits, merchant.currency),
    terms,
    overrides,
    defaults,
    priced: adapter.priced(terms),
    updatedAt: row?.updatedAt ?? null,
  }
}

function limitsOf(own: LotteryLimits | null, platform: LotteryLimits, currency: string): Limits {
  const money = (key: (typeof MONEY_LIMITS)[number]) =>
    own ? BigInt(own[key]) : scaleLimit(BigInt(platform[key]), currency)
  return {
    minStake: money('minStake'),
    maxStake: money('maxStake'),
    maxPerNumber: money('maxPerNumber'),
    maxPerIssue: money('maxPerIssue'),
    liabilityCap: money('liabilityCap'),
    maxBetsPerSlip: (own ?? platform).maxBetsPerSlip,
    maxChaseIssues: (own ?? platform).maxChaseIssues,
  }
}

/** The games of the list a merchant offers (every game unless the merchant switched it off). */
export async function offeredGames(db: Db, merchantId: number, games: GameRow[]): Promise<GameRow[]> {
  const off = await repo.disabledGames(db, merchantId)
  return games.filter((g) => !off.has(g.code))
}

/** A game the merchant offers, with its terms; game_not_found otherwise. */
export async function offeredGame(
  db: Db,
  merchant: MerchantRef,
  code: string,
): Promise<{ game: GameRow; terms: GameTerms }> {
  const game = (await catalogue(db)).get(code)
  const terms = game ? await gameTerms(db, merchant, game) : null
  if (!game || !terms?.enabled) throw new AppError('game_not_found', 'No such lottery game')
  return { game, terms }
}

function view(game: GameRow, terms: GameTerms, currency: string, language: Language): LotteryGameSettings {
  const l = terms.limits
  return {
    gameCode: game.code,
    name: game.names[language] ?? game.names.EN ?? game.code,
    engine: game.engine,
    currency,
    enabled: terms.enabled,
    limits: {
      minStake: fromMinor(l.minStake),
      maxStake: fromMinor(l.maxStake),
      maxPerNumber: fromMinor(l.maxPerNumber),
      maxPerIssue: fromMinor(l.maxPerIssue),
      maxBetsPerSlip: l.maxBetsPerSlip,
      maxChaseIssues: l.maxChaseIssues,
    },
    liabilityCap: fromMinor(l.liabilityCap),
    overrides: terms.overrides as LotteryOverrides,
    effective: terms.terms as LotteryOverrides,
    defaults: terms.defaults as LotteryOverrides,
    updatedAt: terms.updatedAt?.toISOString() ?? null,
  }
}

export async function listSettings(
  db: Db,
  principal: Principal,
  merchantId: number | undefined,
  language: Language,
): Promise<LotteryGameSettings[]> {
  const merchant = await merchantToWrite(db, principal, merchantId)
  const currency = await repo.merchantCurrency(db, merchant)
  const games = await listGames(db)
  return Promise.all(
    games.map(async (game) =>
      view(game, await loadTerms(db, { merchantId: merchant, currency }, game), currency, language),
    ),
  )
}

export interface SettingsChange {
  merchantId?: number | undefined
  enabled?: boolean | undefined
  limits?:
    | {
        minStake: string
        maxStake: string
        maxPerNumber: string
        maxPerIssue: string
        liabilityCap: string
        maxBetsPerSlip: number
        maxChaseIssues: number
      }
    | null
    | undefined
  overrides?: LotteryOverrides | undefined
}

/** An operator changes a game for its merchant: checked against the engine and the rail, saved and audited together. */
export async function updateSettings(
  db: Db,
  action: { principal: Principal; ip: string },
  code: string,
  change: SettingsChange,
  now: Date,
): Promise<LotteryGameSettings> {
  const merchantId = await merchantToWrite(db, action.principal, change.merchantId)
  const currency = await repo.merchantCurrency(db, merchantId)
  const game = await findGame(db, code)
  if (!game) throw new AppError('game_not_found', 'No such lottery game')
  const before = await loadTerms(db, { merchantId, currency }, game)
  const overrides = (change.overrides ?? before.overrides) as Terms
  adapterFor(game).checkOverrides(overrides, before.defaults)
  const row = await repo.findMerchantGame(db, merchantId, code)
  const limits =
    change.limits === undefined ? (row?.limits ?? null) : change.limits === null ? null : checkedLimits(change.limits)
  await inTransaction(db, async (trx) => {
    await repo.saveMerchantGame(trx, {
      merchantId,
      gameCode: code,
      enabled: change.enabled ?? before.enabled,
      limits,
      overrides,
      updatedBy: action.principal.operatorId!,
      updatedAt: now,
    })
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(action.principal.operatorId),
      merchantId,
      ip: action.ip,
      action: 'lottery.game_terms_changed',
      target: `lottery-game:${code}`,
      before: { enabled: before.enabled, limits: row?.limits ?? null, overrides: before.overrides },
      after: { enabled: change.enabled ?? before.enabled, limits, overrides },
    })
  })
  termsCache.clear(db)
  return view(game, await loadTerms(db, { merchantId, currency }, game), currency, 'EN')
}

function checkedLimits(input: NonNullable<SettingsChange['limits']>): LotteryLimits {
  const minor = Object.fromEntries(MONEY_LIMITS.map((key) => [key, toMinor(input[key], `limits/${key}`)])) as Record<
    (typeof MONEY_LIMITS)[number],
    bigint
  >
  const bad = (key: string, why: string) =>
    new AppError('validation_failed', `limits.${key}: ${why}`, [{ path: `/body/limits/${key}`, message: why }])
  if (minor.minStake <= 0n) throw bad('minStake', 'must be above zero')
  if (minor.maxStake < minor.minStake) throw bad('maxStake', 'below the minimum stake')
  if (minor.maxPerNumber < minor.minStake) throw bad('maxPerNumber', 'below the minimum stake')
  if (minor.maxPerIssue < minor.maxStake) throw bad('maxPerIssue', 'below the maximum stake')
  if (minor.liabilityCap <= 0n) throw bad('liabilityCap', 'must be above zero')
  return {
    ...(Object.fromEntries(MONEY_LIMITS.map((key) => [key, String(minor[key])])) as Pick<
      LotteryLimits,
      (typeof MONEY_LIMITS)[number]
    >),
    maxBetsPerSlip: input.maxBetsPerSlip,
    maxChaseIssues: input.maxChaseIssues,
  }
}
