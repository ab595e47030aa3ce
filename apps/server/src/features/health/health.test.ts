import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../../db/migrations/index'
import { createTestApp, type TestApp } from '../../test/test-app'

const readiness = { draining: false }
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { readiness })
})
afterAll(() => t.close())

const probe = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: '10.0.0.7:8080' } })

describe('health probes', () => {
  it('answers liveness and readiness to a load balancer calling by address', async () => {
    const live = await probe('/health/live')
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ success: true, value: { status: 'live' } })
    const ready = await probe('/health/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ success: true, value: { status: 'ready' } })
    expect(ready.headers['cache-control']).toBe('no-store')
  })

  it('is not ready while draining, and ready again after', async () => {
    readiness.draining = true
    try {
      const ready = await probe('/health/ready')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toMatchObject({ success: false, code: 'service_unavailable' })
      expect((await probe('/health/live')).statusCode).toBe(200)
    } finally {
      readiness.draining = false
    }
    expect((await probe('/health/ready')).statusCode).toBe(200)
  })

  it('is not ready while this version’s last migration is missing from the database', async () => {
    const latest = Object.keys(migrations).sort().at(-1) as string
    const row = await sql<{ timestamp: string }>`select timestamp from kysely_migration where name = ${latest}`.execute(
      t.db,
    )
    await sql`delete from kysely_migration where name = ${latest}`.execute(t.db)
    try {
      const ready = await probe('/health/ready')
      expect(ready.statusCode).toBe(503)
      expect(ready.json().message).toMatch(/migrations/)
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${latest}, ${row.rows[0]?.timestamp})`.execute(
        t.db,
      )
    }
    expect((await probe('/health/ready')).statusCode).toBe(200)
  })
})
