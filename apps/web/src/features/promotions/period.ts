import type { Promotion } from '../../lib/announcements'
import { formatDateTime } from '../../lib/format'

/** A campaign's instants, as the page (startAt) or the engine's offer (startsAt) gives them. */
export type Period = Pick<Promotion, 'startAt' | 'endAt'>

/** The page's period, else the offer's campaign. */
export function periodOf(entry: {
  page: Period | null
  offer: { startsAt: string; endsAt: string | null } | null
}): Period {
  if (entry.page) return entry.page
  return { startAt: entry.offer?.startsAt ?? '', endAt: entry.offer?.endsAt ?? null }
}

const DAY_MS = 86_400_000
/** A promotion ending within this many days is flagged 'ends soon'. */
export const ENDS_SOON_DAYS = 7

/** Start and end days of a promotion in the merchant's time zone; `end` is null for an open-ended one. */
export function promoPeriod(promotion: Period, timeZone: string): { start: string; end: string | null } {
  const day = (value: string) => formatDateTime(value, timeZone, 'day')
  return { start: day(promotion.startAt), end: promotion.endAt ? day(promotion.endAt) : null }
}

/** True when the promotion has an end that is less than ENDS_SOON_DAYS away (and not past). */
export function endsSoon(promotion: Pick<Promotion, 'endAt'>, now: number = Date.now()): boolean {
  if (!promotion.endAt) return false
  const left = new Date(promotion.endAt).getTime() - now
  return left > 0 && left < ENDS_SOON_DAYS * DAY_MS
}
