/**
 * CSV for spreadsheets (RFC 4180, CRLF lines). A text cell that a spreadsheet would read as a
 * formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with a quote mark, so
 * a member's username never runs as one; plain numbers, negative ones too, stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/
const NUMBER = /^-?\d+(\.\d+)?$/

export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return ''
  let text = String(value)
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A header line of the columns' names, then one line per row. */
export function toCsv<T extends Record<string, string | number | boolean | null>>(
  columns: readonly (keyof T & string)[],
  rows: readonly T[],
): string {
  const lines = [
    columns.map(csvCell).join(','),
    ...rows.map((row) => columns.map((c) => csvCell(row[c] ?? null)).join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}
