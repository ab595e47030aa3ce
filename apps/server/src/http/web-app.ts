import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { PUBLIC } from '@sea/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error'
import { parseHost } from '../lib/host'
import { stampUnrouted } from './request-guard'

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/docs', '/inhouse/api/', '/health/']

// No brand's look, no script: a stranger's host learns nothing about the installation (nor that a
// console lives there, when the console has a host of its own).
const UNKNOWN_SITE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not found</title></head>' +
  '<body><h1>Site not found</h1><p>No site is configured for this address.</p></body></html>\n'

/** Whether some brand answers a Host header (the merchant directory's `serves`). */
export type ServesHost = (host: string) => Promise<boolean>

export function sendUnknownSite(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(UNKNOWN_SITE_PAGE)
}

/**
 * A Host header that is no host name (user info, stray characters) is refused before any route
 * runs: an envelope for the API, a plain page for the site. Unknown but well-formed hosts are left
 * to merchant resolution, since machine-to-machine calls (gateway callbacks, vendors) name none.
 */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.host === '' || parseHost(request.host)) return
    const path = request.url.split('?')[0] ?? '/'
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)))
      throw new AppError('merchant_not_found', 'The Host header is not a host name')
    return sendUnknownSite(reply)
  })
}

/**
 * Serves the built member site. Hashed assets are cached for a year; index.html never is,
 * and any unknown GET outside the API answers index.html so client-side routes work on reload.
 * The build writes brotli and gzip copies beside each file (apps/web/build/precompress.ts);
 * they are sent as they are to clients that accept them, so nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | null, serves: ServesHost): Promise<void> {
  const hasWebApp = webDir !== null && existsSync(join(webDir, 'index.html'))
  // The site's pages only on a brand's domains (decision 035); assets are the same for every host.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) =>
    (await serves(request.host))
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : sendUnknownSite(reply)
  app.setNotFoundHandler((request, reply) => {
    stampUnrouted(request, reply)
    const path = request.url.split('?')[0] ?? '/'
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix))
    // A missing file (/assets/x.js) is a 404; a missing .html is a page the spec names (/register.html).
    const isFile = path.includes('.') && !path.endsWith('.html')
    if (!hasWebApp || request.method !== 'GET' || isApi || isFile) {
      throw new AppError('not_found', `No route ${request.method} ${path}`)
    }
    return sendIndex(request, reply)
  })
  if (!hasWebApp) {
    app.log.warn({ webDir }, 'no built web app found; run `npm run build` to serve the site')
    return
  }
  // The in-house games are built into the site's folder (apps/inhouse-games), hashed assets too.
  const assetsDirs = [join(webDir, 'assets'), join(webDir, 'inhouse', 'assets')]
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      const immutable = assetsDirs.some((dir) => path.startsWith(dir))
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.get('/', { config: { access: PUBLIC } }, sendIndex)
}
