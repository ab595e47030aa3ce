/**
 * When the reality check and the session limit's warning show (decision 059): counted from the
 * session's start, so moving between the lottery and a game keeps one rhythm.
 */

const MINUTE_MS = 60_000
/** The session limit's warning comes this long before the session ends. */
export const ENDING_WARNING_MS = 5 * MINUTE_MS

/** The next whole interval after `now` since the session began; null when the check is off. */
export function nextCheckAt(startedAt: number, intervalMinutes: number | null, now: number): number | null {
  if (intervalMinutes === null || !Number.isFinite(startedAt)) return null
  const every = intervalMinutes * MINUTE_MS
  return startedAt + (Math.floor(Math.max(0, now - startedAt) / every) + 1) * every
}

/** When to warn that the session limit ends the session; null without a limit. */
export function endingWarningAt(endsAt: string | null): number | null {
  if (endsAt === null) return null
  const end = Date.parse(endsAt)
  return Number.isFinite(end) ? end - ENDING_WARNING_MS : null
}

/** Minutes as whole hours and minutes, for the texts' duration forms. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(total))
  return { hours: Math.floor(whole / 60), minutes: whole % 60 }
}
