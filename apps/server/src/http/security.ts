const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  // Merchant logos, banners and game art come from image CDNs; game clients from launch CDNs.
  // blob: for pictures a page fetches with its token and shows (the console's dispute proofs).
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
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
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
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
  return API_PATH.test(url) ? API_HEADERS : DOCUMENT_HEADERS
}
