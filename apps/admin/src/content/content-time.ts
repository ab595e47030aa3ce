/**
 * Schedules are typed in the brand's time zone (an operator in Kuala Lumpur schedules a Bangkok
 * brand's banner in Bangkok time); the API speaks UTC instants. These convert between an
 * `<input type="datetime-local">` value and an ISO instant.
 */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return asUtc - Math.floor(instant / 1000) * 1000
}

/** '2026-12-01T09:30' in `timeZone` as an ISO instant; undefined for an empty or unreadable value. */
export function zonedToIso(local: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return undefined
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const guess = Date.UTC(y, mo - 1, d, h, mi)
  // Twice: the offset at the guessed instant may differ from the offset at the answer (DST edges).
  const first = guess - offsetMs(guess, timeZone)
  return new Date(guess - offsetMs(first, timeZone)).toISOString()
}

/** An ISO instant as a datetime-local value in `timeZone`; '' for none. */
export function isoToZoned(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return ''
  const instant = new Date(iso).getTime()
  return new Date(instant + offsetMs(instant, timeZone)).toISOString().slice(0, 16)
}
