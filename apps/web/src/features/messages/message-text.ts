/** A one-line preview: the body's text without markup, spaces collapsed, cut at `max` characters. */
export function preview(html: string, max = 90): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim()
  const chars = [...text]
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text
}
