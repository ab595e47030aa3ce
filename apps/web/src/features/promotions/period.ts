import type { Promotion } from '../../lib/announcements'
import { formatDateTime } from '../../lib/format'

const DAY_MS = 86_400_000
/** A promotion ending within this many days is flagged 'ends soon'. */
export const ENDS_SOON_DAYS = 7

/** Start and end days of a promotion in the merchant's time zone; `end` is null for an open-ended one. */
export function promoPeriod(
  promotion: Pick<Promotion, 'startAt' | 'endAt'>,
  timeZone: string,
): { start: string; end: string | null } {
  const day = (value: string) => formatDateTime(value, timeZone, 'day')
  return { start: day(promotion.startAt), end: promotion.endAt ? day(promotion.endAt) : null }
}

/** True when the promotion has an end that is less than ENDS_SOON_DAYS away (and not past). */
export function endsSoon(promotion: Pick<Promotion, 'endAt'>, now: number = Date.now()): boolean {
  if (!promotion.endAt) return false
  const left = new Date(promotion.endAt).getTime() - now
  return left > 0 && left < ENDS_SOON_DAYS * DAY_MS
}
