import sanitize from 'sanitize-html'

/**
 * What operator-written HTML may keep (announcements, promotions, platform messages). An
 * allow-list: any other tag is dropped (script, style and similar with their contents), every
 * event handler and style attribute goes, and links and pictures keep only safe addresses.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Relative addresses (a site route, /brand/x.png) stay; of absolute ones only these schemes.
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A new tab only with rel=noopener, so the opened page cannot reach back into the site.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs
      return {
        tagName,
        attribs: target === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      }
    },
  },
}

/** The stored form of operator HTML: what is left after the allow-list. */
export function sanitizeHtml(dirty: string): string {
  return sanitize(dirty, OPTIONS).trim()
}

/** Plain text of some HTML (for a length check or a summary): tags dropped, entities kept as written. */
export function htmlText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).trim()
}
