const policy = (frameSources: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    // Merchant logos, banners and game art come from image CDNs; game clients from launch CDNs.
    // blob: for pictures a page fetches with its token and shows (the console's dispute proofs).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frameSources}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')

/**
 * Headers for documents (the site, its assets): what helmet would set, computed once, since
 * helmet re-derives its policy on every request. No upgrade-insecure-requests: TLS ends at the
 * proxy, and installs reached over plain HTTP would break. The docs UI sets its own CSP.
 */
const DOCUMENT_HEADER_LIST = {
  'content-security-policy': policy("'self' https:"),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
}
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = Object.freeze(DOCUMENT_HEADER_LIST)

/**
 * The console's pages frame a brand's own site for the Look tab's preview (decision 053), and an
 * install on plain HTTP serves its brands on http: the console alone may frame http pages.
 */
const CONSOLE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...DOCUMENT_HEADER_LIST,
  'content-security-policy': policy("'self' http: https:"),
})

/**
 * Headers for JSON API answers, as the OWASP REST security cheat sheet lists them: a JSON body
 * is never rendered, so document policies add bytes to every call and protect nothing.
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
})

// The in-house vendor's game API answers JSON too; its pages (/inhouse/*.html) are documents.
const API_PATH = /^\/(wps|lgw|lotto|inhouse\/api)\//

export function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  if (API_PATH.test(url)) return API_HEADERS
  return url === '/admin' || url.startsWith('/admin/') ? CONSOLE_HEADERS : DOCUMENT_HEADERS
}
