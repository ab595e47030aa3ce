import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { PUBLIC } from '@sea/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error'
import { parseHost } from '../lib/host'
import { sendUnknownSite } from './web-app'

/**
 * Serves the built back-office console (apps/admin) under /admin/ (decision 052): hashed assets
 * cached for a year, index.html for any deeper path so the console's own routes survive a reload.
 * With ADMIN_HOST set the console answers on that host only; anywhere else /admin/ looks like a
 * site that does not exist, so a brand's visitors cannot even tell where the console lives.
 * A brand's console domains (decision 053) serve it too, whether ADMIN_HOST is set or not.
 */
export async function registerAdminApp(
  app: FastifyInstance,
  adminDir: string | null,
  adminHost: string | null,
  isConsoleHost: (host: string) => Promise<boolean>,
): Promise<void> {
  const indexFile = adminDir === null ? null : join(adminDir, 'index.html')
  const built = indexFile !== null && existsSync(indexFile)
  const onAdminHost = async (request: FastifyRequest) =>
    adminHost === null || parseHost(request.host)?.name === adminHost || (await isConsoleHost(request.host))

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (indexFile === null || !built || !(await onAdminHost(request))) return sendUnknownSite(reply)
    const path = request.url.split('?')[0] ?? '/'
    // A missing asset (/admin/assets/x.js) is a 404, not a page whose script then fails to load.
    if (/\.[^/]*$/.test(path)) throw new AppError('not_found', `No route GET ${path}`)
    // Read per request, as the site's index.html is: a rebuild takes effect without a restart.
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readFile(indexFile))
  }
  app.get('/admin', { config: { access: PUBLIC } }, async (request, reply) =>
    (await onAdminHost(request)) ? reply.redirect('/admin/') : sendUnknownSite(reply),
  )
  app.get('/admin/*', { config: { access: PUBLIC } }, sendIndex)
  if (adminDir === null || !built) {
    app.log.warn({ adminDir }, 'no built console found; run `npm run build` to serve /admin/')
    return
  }
  const assetsDir = join(adminDir, 'assets')
  // The host check is asynchronous (console domains), so it runs as a hook of the files' own scope.
  await app.register(async (files) => {
    files.addHook('onRequest', async (request, reply) => {
      if (!(await onAdminHost(request))) return sendUnknownSite(reply)
    })
    await files.register(fastifyStatic, {
      root: adminDir,
      prefix: '/admin/',
      // The site registers the plugin too; only one of them may add reply.sendFile.
      decorateReply: false,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  })
}
