import {
  type ErrorCode,
  ERROR_STATUS,
  type FairState,
  type InhouseRound,
  type InhouseSessionValue,
  type Language,
  LANGUAGES,
} from '@sea/contract'
import type { Db } from '../db/database'
import { AppError } from '../lib/app-error'
import { seal } from '../lib/secret'
import { newToken, sha256 } from '../lib/tokens'
import { defaultClientSeed, fairState, pendingSeed } from './inhouse-fair'
import { freeRoundsOf } from './inhouse-free-rounds.service'
import { defaultGameOf, gameConfig, inhouseGame, requireGame } from './inhouse-games'
import { roundView } from './inhouse-round-view'
import type { InhouseDeps } from './inhouse-wallet'
import {
  ensurePlayer,
  findPlayer,
  findSession,
  insertSession,
  recentRounds,
  setClientSeed,
  type SessionRow,
} from './inhouse.repository'

/** The vendor's own sessions last as long as the platform's launch tokens. */
const SESSION_TTL_MS = 4 * 60 * 60_000
const HISTORY_SIZE = 10

export interface LaunchQuery {
  token: string
  game?: string | undefined
  vendor: string
  lang?: string | undefined
  /** Scheme and host the launch came in on. */
  siteOrigin: string
}

/**
 * Opens a game from the platform's launch token: the token is checked with the platform
 * (authenticate), then the vendor opens a session of its own. Answers the page to redirect to;
 * the session token rides in the fragment, which browsers never send to a server or a log.
 */
export async function launch(deps: InhouseDeps, query: LaunchQuery): Promise<string> {
  const asked = languageOf(query.lang)
  const lang = asked ?? 'EN'
  const game = inhouseGame(query.game ?? defaultGameOf(query.vendor) ?? '')
  if (!game || game.vendorCode !== query.vendor) return errorPage('game_not_found', lang)
  const answer = await deps.wallet(game.vendorCode).authenticate({ token: query.token })
  if (!answer.ok)
    return errorPage(answer.code === 'unknown' ? 'vendor_unavailable' : walletErrorCode(answer.code), lang)
  const who = answer.value
  if (who.gameCode && who.gameCode !== game.code) return errorPage('game_not_found', lang)
  const language = asked ?? languageOf(who.language) ?? 'EN'
  await ensurePlayer(deps.db, {
    vendorCode: game.vendorCode,
    player: who.player,
    clientSeed: defaultClientSeed(),
    ...pendingFirst(deps.sealingKey),
  })
  const token = newToken()
  await insertSession(deps.db, {
    tokenHash: sha256(token),
    vendorCode: game.vendorCode,
    gameCode: game.code,
    player: who.player,
    nickname: who.nickname,
    currency: who.currency,
    language,
    siteOrigin: query.siteOrigin,
    platformTokenSealed: seal(deps.sealingKey, query.token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  })
  return `/inhouse/${game.page}?lang=${language}#session=${token}`
}

function languageOf(text: string | undefined): Language | null {
  const upper = text?.toUpperCase()
  return LANGUAGES.find((l) => l === upper) ?? null
}

function pendingFirst(sealingKey: Buffer) {
  const { sealed, commit } = pendingSeed(sealingKey)
  return { pendingSeedSealed: sealed, pendingCommit: commit }
}

function errorPage(code: ErrorCode, lang: Language): string {
  return `/inhouse/error.html?lang=${lang}#error=${code}`
}

/** A wallet refusal as one of our codes: the same code when we know it, else vendor_refused. */
export function walletErrorCode(code: string): ErrorCode {
  return code in ERROR_STATUS ? (code as ErrorCode) : 'vendor_refused'
}

/** The session behind a game page's header; unknown and expired ones are refused alike. */
export async function sessionFor(db: Db, token: string | undefined): Promise<SessionRow> {
  if (!token || token.length > 128) throw new AppError('unauthorized', 'The game session header is missing')
  const session = await findSession(db, sha256(token))
  if (!session || new Date(session.expiresAt).getTime() <= Date.now())
    throw new AppError('session_expired', 'The game session has ended; open the game again')
  return session
}

export async function sessionInfo(deps: InhouseDeps, session: SessionRow): Promise<InhouseSessionValue> {
  const game = requireGame(session.gameCode)
  const answer = await deps.wallet(session.vendorCode).balance({ player: session.player })
  if (!answer.ok)
    throw new AppError(
      answer.code === 'unknown' ? 'vendor_unavailable' : walletErrorCode(answer.code),
      'The wallet did not answer the balance',
    )
  const player = await findPlayer(deps.db, session.vendorCode, session.player)
  return {
    nickname: session.nickname,
    balance: answer.value.balance,
    currency: session.currency,
    language: session.language as Language,
    game: game.code,
    config: gameConfig(game),
    fair: fairState(player),
    freeRounds: await freeRoundsOf(deps.db, session),
  }
}

export async function changeClientSeed(deps: InhouseDeps, session: SessionRow, clientSeed: string): Promise<FairState> {
  return fairState(await setClientSeed(deps.db, session.vendorCode, session.player, clientSeed))
}

export async function history(deps: InhouseDeps, session: SessionRow): Promise<InhouseRound[]> {
  const rows = await recentRounds(deps.db, session.vendorCode, session.player, session.gameCode, HISTORY_SIZE)
  return rows.map(roundView)
}
