import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { PUBLIC } from '@sea/contract'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../lib/app-error'
import { stampUnrouted } from './request-guard'

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/docs', '/inhouse/api/']

/**
 * Serves the built member site. Hashed assets are cached for a year; index.html never is,
 * and any unknown GET outside the API answers index.html so client-side routes work on reload.
 * The build writes brotli and gzip copies beside each file (apps/web/build/precompress.ts);
 * they are sent as they are to clients that accept them, so nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | null): Promise<void> {
  const hasWebApp = webDir !== null && existsSync(join(webDir, 'index.html'))
  app.setNotFoundHandler((request, reply) => {
    stampUnrouted(request, reply)
    const path = request.url.split('?')[0] ?? '/'
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix))
    // A missing file (/assets/x.js) is a 404; a missing .html is a page the spec names (/register.html).
    const isFile = path.includes('.') && !path.endsWith('.html')
    if (!hasWebApp || request.method !== 'GET' || isApi || isFile) {
      throw new AppError('not_found', `No route ${request.method} ${path}`)
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
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
  app.get('/', { config: { access: PUBLIC } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  )
}
