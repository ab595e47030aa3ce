import type { LotteryIssue } from '@sea/contract'
import { pad } from '@sea/rules'

/**
 * Which issue takes bets now, and how long until its cut-off. The game call sends the current
 * issue and the next ones; when the current one closes the page rolls to the next open one at
 * once (and refetches), instead of showing 00:00 until the server answers again.
 */
export function activeIssue(
  current: LotteryIssue | null,
  next: readonly LotteryIssue[],
  now: number,
): LotteryIssue | null {
  const candidates = current ? [current, ...next] : [...next]
  return candidates.find((issue) => issue.state === 'open' && Date.parse(issue.closeAt) > now) ?? null
}

/** Whole seconds until `closeAt`, never negative. */
export function secondsLeft(closeAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(closeAt) - now) / 1000))
}

/** 'MM:SS' under an hour, 'HH:MM:SS' under a day, else 'Nd HH:MM:SS' (4D draws days apart). */
export function formatCountdown(seconds: number): string {
  const days = Math.floor(seconds / 86_400)
  const hours = Math.floor((seconds % 86_400) / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  if (days > 0) return `${days}d ${pad(hours)}:${pad(minutes)}:${pad(rest)}`
  if (hours > 0) return `${pad(hours)}:${pad(minutes)}:${pad(rest)}`
  return `${pad(minutes)}:${pad(rest)}`
}

/** The next issues a chase of `count` issues covers, starting with the active one. */
export function chaseTargets(
  active: LotteryIssue | null,
  next: readonly LotteryIssue[],
  count: number,
): LotteryIssue[] {
  if (!active) return []
  const after = next.filter(
    (issue) => issue.drawId !== active.drawId && Date.parse(issue.closeAt) > Date.parse(active.closeAt),
  )
  return [active, ...after].slice(0, Math.max(1, count))
}
