/**
 * Money as the spec shows it: two decimals and thousands separators. The API sends decimal
 * strings; they are formatted as text so no amount ever passes through a float.
 */
export function formatMoney(amount: string | number): string {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim()
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text)
  if (!match) return text
  const [, sign, whole = '0', fraction = ''] = match
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The header clock: MM / DD YYYY HH:mm:ss. */
export function formatClock(date: Date): string {
  return `${pad(date.getMonth() + 1)} / ${pad(date.getDate())} ${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/** GMT offset of the viewer's clock, e.g. GMT+08:00. */
export function formatGmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset()
  const sign = minutes >= 0 ? '+' : '-'
  const absolute = Math.abs(minutes)
  return `GMT${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
}

/** Notice timestamps: yyyy-MM-dd HH:mm:ss in the viewer's time. */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}
