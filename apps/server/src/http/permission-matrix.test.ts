import { OPERATOR, OPERATOR_ROLES, PERMISSIONS, ROLE_PERMISSIONS, type OperatorRole } from '@sea/contract'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operatorSession } from '../test/operators'
import { createTestApp, type TestApp } from '../test/test-app'
import { visitorResolver } from './access'
import { registerRequestGuard } from './request-guard'

// Decision 052's matrix: every operator route, called by an operator of each role alone, is
// refused with forbidden exactly where that role lacks the route's permission.

let t: TestApp
const sessions = new Map<OperatorRole, Record<string, string>>()

beforeAll(async () => {
  t = await createTestApp()
  for (const role of OPERATOR_ROLES) sessions.set(role, (await operatorSession(t, null, [role])).headers)
})
afterAll(() => t.close())

/** Ids that pass validation and name nothing, so that an allowed call changes nothing. */
function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => (name === 'gameCode' ? 'ZZ' : '987654321'))
}

function operatorRoutes() {
  const routes = t.routes.filter((r) => r.permission !== null && !r.method.includes('HEAD'))
  // Logging out ends the session the other calls use: it goes last.
  return [...routes.filter((r) => !r.url.endsWith('/logout')), ...routes.filter((r) => r.url.endsWith('/logout'))]
}

describe('operator permissions, every route and every role', () => {
  it('finds every operators-only route with a permission, and every permission on a route', () => {
    const operatorOnly = t.routes.filter((r) => r.access.includes('operator') && !r.access.includes('visitor'))
    expect(operatorOnly.length).toBeGreaterThan(40)
    for (const r of operatorOnly) expect(r.permission, `${r.method} ${r.url}`).not.toBeNull()
    const used = new Set(t.routes.map((r) => r.permission))
    for (const permission of PERMISSIONS) expect(used, permission).toContain(permission)
  })

  it('gives the auditor the reads only, and every role its logout', () => {
    expect(ROLE_PERMISSIONS.auditor.filter((p) => !p.endsWith('.read'))).toEqual(['operator.session'])
    for (const role of OPERATOR_ROLES) expect(ROLE_PERMISSIONS[role], role).toContain('operator.session')
  })

  for (const role of OPERATOR_ROLES) {
    it(`refuses a lone ${role} exactly the routes its role does not allow`, async () => {
      for (const route of operatorRoutes()) {
        const method = route.method.split(',')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE'
        const res = await t.app.inject({
          method,
          url: concrete(route.url),
          headers: sessions.get(role),
          remoteAddress: `10.9.${OPERATOR_ROLES.indexOf(role)}.1`,
        })
        const code = res.statusCode >= 400 ? res.json().code : null
        const where = `${role} ${method} ${route.url} (${route.permission}) -> ${res.statusCode} ${res.body.slice(0, 120)}`
        if (route.permission && ROLE_PERMISSIONS[role].includes(route.permission)) {
          expect(code, where).not.toBe('forbidden')
          expect(res.statusCode, where).toBeLessThan(500)
        } else {
          expect(res.statusCode, where).toBe(403)
          expect(code, where).toBe('forbidden')
        }
      }
    })
  }
})

describe('start-up', () => {
  async function start(config: Record<string, unknown>): Promise<void> {
    const app = Fastify()
    registerRequestGuard(app, visitorResolver)
    try {
      app.route({ method: 'GET', url: '/wps/operator/probe', config, handler: async () => ({}) })
      await app.ready()
    } finally {
      await app.close()
    }
  }

  it('refuses an operator route without a permission, or with one the contract does not list', async () => {
    await expect(start({ access: OPERATOR })).rejects.toThrow(/declares no permission/)
    await expect(start({ access: OPERATOR, permission: 'members.delete' })).rejects.toThrow(/unknown permission/)
  })

  it('refuses a permission on a route that does not need one, and starts with a listed one', async () => {
    await expect(start({ access: ['visitor', 'operator'], permission: 'members.read' })).rejects.toThrow(
      /not an operators' route/,
    )
    await expect(start({ access: OPERATOR, permission: 'members.read' })).resolves.toBeUndefined()
  })
})
