/**
 * Query parameters that carry a secret somewhere in the API or the site: reset links (resetToken),
 * launch tokens (token), OpenID Connect callbacks (code, state, id_token...), the sealed
 * customer-service link (t). Their values never reach the logs (docs/decisions/039).
 */
const SECRET_PARAMETERS = new Set([
  'resettoken',
  'token',
  'code',
  'state',
  't',
  'id_token',
  'access_token',
  'refresh_token',
  'session',
  'password',
  'secret',
  'signature',
  'sig',
])

/** The URL as logged: the value of every secret-looking query parameter replaced, the rest kept. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?')
  if (start < 0) return url
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const cut = pair.indexOf('=')
      if (cut < 0) return pair
      let name = pair.slice(0, cut)
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '))
      } catch {
        // A malformed escape: judged by its raw name.
      }
      return SECRET_PARAMETERS.has(name.toLowerCase()) ? `${pair.slice(0, cut)}=[redacted]` : pair
    })
  return `${url.slice(0, start)}?${query.join('&')}`
}

interface LoggedRequest {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

/** Fastify's request serialiser with the URL redacted. */
export function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}
