import type { FastifyInstance } from 'fastify'
import type { MerchantDirectory } from '../merchant/merchant.service'

const SAME_ORIGIN_ONLY = "frame-ancestors 'self'"

/**
 * The console's Look tab frames the brand's site for a live preview (decision 053). A site page
 * may be framed by its own origin, as before, and also by where the console lives when that is
 * elsewhere: ADMIN_HOST and this brand's own console domains (never another brand's, which
 * would tell the site's visitors of other brands). X-Frame-Options cannot name origins, so it
 * gives way to frame-ancestors, which every current browser honours first.
 */
export function registerPreviewFraming(
  app: FastifyInstance,
  deps: { merchants: MerchantDirectory; adminHost: string | null },
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const policy = reply.getHeader('content-security-policy')
    if (typeof policy !== 'string' || !policy.includes(SAME_ORIGIN_ONLY)) return payload
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload
    const hosts = new Set(await deps.merchants.consoleHostsOf(request.host).catch(() => []))
    if (deps.adminHost) hosts.add(deps.adminHost)
    // Host sources without a scheme take the page's own; any port, for installs on a port.
    const sources = [...hosts].filter((host) => !host.includes(':')).map((host) => `${host}:*`)
    if (sources.length === 0) return payload
    reply.header(
      'content-security-policy',
      policy.replace(SAME_ORIGIN_ONLY, `${SAME_ORIGIN_ONLY} ${sources.join(' ')}`),
    )
    reply.removeHeader('x-frame-options')
    return payload
  })
}
