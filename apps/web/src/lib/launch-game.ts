import type { gameRoutes, LaunchBody } from '@sea/contract'
import { useSyncExternalStore } from 'react'
import type { NavigateFunction } from 'react-router'
import { ApiError, call, endpoint } from './api-client'
import { readGameLaunch, readGameName, storeGameUrl } from './game-launch'
import { currentLanguage } from './i18n'
import { openModal } from './modals'
import { getSession, isTrial, type Session } from './session-store'

/**
 * Launching a game (docs/domain/site.md#states-and-transitions), shared by the navigation, the game pages and the vendor
 * popup list: who may launch what is one pure decision (`decideLaunch`), the call and what
 * follows it is `launchGame`.
 */
const launchEndpoint = endpoint<typeof gameRoutes.launch>('POST', '/wps/game/launchGame')

/** What is being launched: a vendor (its own node) or one of its games, or a PVP room. */
export type LaunchTarget = {
  vassalage: string
  name: string
  /** VASSALAGE opens the vendor's popup game list; the games in that list launch as GAME. */
  isGame: 'GAME' | 'VASSALAGE'
  comingSoon: boolean
  /** The game's code (the spec's gameId); absent for a vendor's own lobby. */
  code?: string
  nodeId?: string
  roomId?: string
  /** Known for games; a vendor's lobby leaves it to the server (in_need_true_account). */
  trialAllowed?: boolean
}

export type LaunchStep =
  { kind: 'soon' } | { kind: 'login' } | { kind: 'trial' } | { kind: 'popup'; vassalage: string } | { kind: 'call' }

/**
 * Coming-soon vendors and games are never launched; a visitor is asked to log in; a free-play
 * account meets the trial warning on a game that does not allow free play; a VASSALAGE vendor
 * opens its popup game list; anything else is launched by the server.
 */
export function decideLaunch(target: LaunchTarget, session: Session | null): LaunchStep {
  if (target.comingSoon) return { kind: 'soon' }
  if (!session) return { kind: 'login' }
  if (target.isGame === 'VASSALAGE') return { kind: 'popup', vassalage: target.vassalage }
  if (isTrial(session) && target.trialAllowed === false) return { kind: 'trial' }
  return { kind: 'call' }
}

/** The spec's launch payload (docs/domain/api-calls.md#games); the session rides in Authorization. */
export function launchBody(
  target: LaunchTarget,
  context: { phone: boolean; userName?: string; merchantCode?: string; language: LaunchBody['language'] },
): LaunchBody {
  return {
    vassalage: target.vassalage,
    ...(target.code ? { gameId: target.code } : {}),
    ...(target.nodeId ? { nodeId: target.nodeId } : {}),
    ...(target.roomId ? { roomId: target.roomId } : {}),
    accountType: 1,
    confirmTrans: 0,
    launchMode: 'GLS',
    platform: context.phone ? 'html5' : 'html5-desktop',
    clientType: 3,
    ...(context.userName ? { username: context.userName } : {}),
    ...(context.merchantCode ? { merchantCode: context.merchantCode } : {}),
    language: context.language,
  }
}

/** Phones get the vendors' phone clients. */
export function isPhoneScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches
}

// Which target is being launched, so its button can show that it is working.
let launching: string | null = null
const listeners = new Set<() => void>()
const publish = (key: string | null) => {
  launching = key
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const launchKey = (target: Pick<LaunchTarget, 'vassalage' | 'nodeId' | 'roomId' | 'code'>) =>
  [target.vassalage, target.nodeId ?? '', target.code ?? '', target.roomId ?? ''].join(':')

/** The key of the launch under way, or null. */
export function useLaunching(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => launching,
    () => null,
  )
}

/** How a refused launch is shown: the trial warning, the login popup, or the error's text. */
function showFailure(error: unknown, target: LaunchTarget): void {
  const code = error instanceof ApiError ? error.code : 'network_error'
  if (code === 'in_need_true_account') openModal('trialWarning')
  else if (code === 'unauthorized' && !getSession()) openModal('loginPopup')
  else openModal('gameNotice', { kind: 'error', code, name: target.name })
}

/**
 * Runs the decision. A launched game's address is stored and the player goes to /game; a
 * lottery account type answers with its own route instead (docs/domain/site.md#states-and-transitions).
 */
export async function launchGame(
  target: LaunchTarget,
  navigate: NavigateFunction,
  merchantCode?: string,
): Promise<void> {
  const session = getSession()
  const step = decideLaunch(target, session)
  if (step.kind === 'soon') return openModal('gameNotice', { kind: 'soon', name: target.name })
  if (step.kind === 'login') return openModal('loginPopup')
  if (step.kind === 'trial') return openModal('trialWarning')
  if (step.kind === 'popup') return openModal('vendorGames', { vassalage: step.vassalage, name: target.name })
  if (launching) return
  publish(launchKey(target))
  try {
    const body = launchBody(target, {
      phone: isPhoneScreen(),
      userName: session?.userName,
      merchantCode,
      language: currentLanguage(),
    })
    const value = await call(launchEndpoint, { body })
    if (value.route) {
      await navigate(value.route)
      return
    }
    storeGameUrl(value.content, value.gameName || target.name, body)
    await navigate('/game')
  } catch (error) {
    showFailure(error, target)
  } finally {
    publish(null)
  }
}

/** Whether this document was loaded at /game itself (a reload, a bookmark), not reached inside the site. */
function loadedAtGame(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0]
  return entry !== undefined && new URL(entry.name).pathname === '/game'
}

let relaunch: { from: string; url: Promise<string | null> } | null = null

/**
 * A game address opens its game once (its token is single-use, docs/decisions/037), so /game
 * loaded afresh asks the server for a new address with the stored launch payload. Once per
 * address: a repeated mount (React's strict mode) shares the same call. Null when nothing is due.
 */
export function relaunchOnReload(stored: string): Promise<string | null> | null {
  if (relaunch?.from === stored) return relaunch.url
  if (relaunch !== null || !loadedAtGame()) return null
  const body = readGameLaunch() as LaunchBody | null
  if (!body) return null
  const url = call(launchEndpoint, { body })
    .then((value) => {
      if (!value.content) return null
      storeGameUrl(value.content, readGameName(), body)
      return value.content
    })
    .catch(() => null)
  relaunch = { from: stored, url }
  return url
}
