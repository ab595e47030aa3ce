import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import './safe-html.css'

// Links written by the operator open outside the site and never get a handle on it.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return
  const href = node.getAttribute('href') ?? ''
  if (/^https?:\/\//i.test(href)) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

/** Operator HTML is cleaned by the server on write; it is cleaned again here, as it is shown. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  })
}

/** Rich text from the server (notices, promotions, help articles), sanitised and typeset. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={`rich-text${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
