/** A whole number with leading zeros to `width` digits: 7 -> "07" (clocks, dates, issue slots). */
export function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0')
}
