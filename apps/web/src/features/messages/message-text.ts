import DOMPurify from 'dompurify'

/**
 * Message bodies are HTML the server sanitised when an operator wrote them; they are sanitised
 * again here before they reach the page, so the client never trusts stored markup alone.
 */
export function safeHtml(html: string): string {
  return DOMPurify.sanitize(html)
}

/** A one-line preview: the body's text without markup, spaces collapsed, cut at `max` characters. */
export function preview(html: string, max = 90): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim()
  const chars = [...text]
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : text
}
