import { randomBytes, randomInt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyAuditChain } from '../audit/audit'
import { fetchPublicKey } from '../test/crash/client'
import { freePort, serverProcess, type ServerProcess } from '../test/crash/server-process'
import { expectBooksMatch, resolveUnknowns } from '../test/crash/books'
import { createTeam, logIn, PAYMENT_PASSWORD, type TeamSetup } from '../test/crash/team'
import { sendTransfer, startWorkload } from '../test/crash/workload'
import { envInt, TEST_DATABASE_URL, TEST_ENGINE } from '../test/ledger-fixtures'
import { createTestDb, type TestDb } from '../test/test-app'
import { ledgerViolations } from './invariants'

/**
 * M3 from docs/domain/ledger.md#money-tests, PostgreSQL only (docs/decisions/015-crash-test.md): the
 * real server runs as a child process while client workers send transfers over HTTP and re-send
 * the same Idempotency-Key and payload whenever the answer is lost; every few seconds the
 * server's process group gets SIGKILL and is started again. Afterwards every unknown outcome is
 * re-sent until it resolves, and the books must show each acknowledged transfer exactly once,
 * each refused one never, and balances equal to the fold of the acknowledgements.
 */

const ON_POSTGRES = TEST_ENGINE === 'postgres'
const CYCLES = envInt('CRASH_CYCLES', 10)
const WORKERS = envInt('CRASH_WORKERS', 4)
const UP_MIN_MS = envInt('CRASH_UP_MIN_MS', 2_000)
const UP_MAX_MS = envInt('CRASH_UP_MAX_MS', 5_000)
/** Enough backed-off tries (about 9 s) to span a restart, so most cut-off requests resolve in the run. */
const TRIES = envInt('CRASH_TRIES', 8)
/** Ok transfers re-sent after the run besides every one that needed a retry. */
const REPLAY_SAMPLE = envInt('CRASH_REPLAY_SAMPLE', 40)
const CHAIN_SIZE = 6
const FUNDING = 100_000n // 1,000.00 each
const EXPECTED_FAILURES = new Set(['insufficient_funds', 'password_incorrect'])

describe.skipIf(!ON_POSTGRES)('crash test: kill -9 of the API process under retrying transfer clients', () => {
  const appSecret = randomBytes(24).toString('base64url') // known to the test, the same at every start
  let t: TestDb
  let setup: TeamSetup
  let server: ServerProcess
  let dataDir: string

  beforeAll(async () => {
    t = await createTestDb()
    if (!t.schema || !TEST_DATABASE_URL) throw new Error('the crash test needs a PostgreSQL schema of its own')
    setup = await createTeam(t.db, appSecret, CHAIN_SIZE, FUNDING)
    dataDir = mkdtempSync(join(tmpdir(), 'crash-'))
    const env = {
      DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_SCHEMA: t.schema,
      APP_SECRET: appSecret,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIR: '',
    }
    server = serverProcess(env, await freePort())
  }, 120_000)

  afterAll(async () => {
    await server?.kill()
    await t?.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('applies every acknowledged transfer exactly once, whatever the kills cut off', async () => {
    const began = Date.now()
    await server.start()
    const team = await logIn(server.url, setup)
    const key = await fetchPublicKey(server.url)
    const workload = startWorkload(server.url, key, team, {
      workers: WORKERS,
      tries: TRIES,
      run: randomBytes(3).toString('hex'),
    })

    const restartMs: number[] = []
    const keyIds: string[] = []
    const killedAt: number[] = []
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      await sleep(randomInt(UP_MIN_MS, UP_MAX_MS + 1))
      killedAt.push(Date.now())
      await server.kill()
      restartMs.push(await server.start())
      keyIds.push((await fetchPublicKey(server.url)).keyId)
    }
    await sleep(UP_MIN_MS)
    await workload.stop()
    const acks = await resolveUnknowns(server.url, key, workload.acks, TRIES)

    // The server came back by itself every time, with the same key ring, and logged no errors.
    expect(restartMs).toHaveLength(CYCLES)
    expect(new Set(keyIds)).toEqual(new Set([key.keyId]))
    expect(server.errors()).toEqual([])

    // Each answer is what the request deserved, and the kills really did cut requests off.
    expect(acks.filter((a) => a.outcome === 'info').map((a) => a.op.key)).toEqual([])
    const failures = acks.filter((a) => a.outcome === 'fail')
    expect(failures.filter((a) => !EXPECTED_FAILURES.has(a.code ?? '')).map((a) => `${a.op.key}: ${a.code}`)).toEqual(
      [],
    )
    for (const ack of acks) {
      if (ack.op.paymentPassword !== PAYMENT_PASSWORD) expect(ack.code).toBe('password_incorrect')
      else if (ack.op.minor > FUNDING * BigInt(CHAIN_SIZE)) expect(ack.code).toBe('insufficient_funds')
    }
    const ok = acks.filter((a) => a.outcome === 'ok')
    const cutOff = acks.filter((a) => a.unknowns.length > 0)
    expect(ok.length).toBeGreaterThan(0)
    expect(cutOff.length).toBeGreaterThan(0)

    const applied = await expectBooksMatch(t.db, team, FUNDING, acks)
    // Cut off after the ledger committed: the answer was lost, and the re-send got the stored one.
    const lostAnswers = cutOff.filter((a) => {
      const createdAt = applied.get(a.op.key)
      const kill = killedAt.find((k) => k > a.startedAt)
      return createdAt !== undefined && kill !== undefined && createdAt < kill
    })
    expect(await ledgerViolations(t.db)).toEqual([])

    // A replay of an acknowledged key answers exactly what the first answer said.
    const replayed = [
      ...cutOff.filter((a) => a.outcome === 'ok'),
      ...sample(
        ok.filter((a) => a.unknowns.length === 0),
        REPLAY_SAMPLE,
      ),
    ]
    for (const ack of replayed) {
      const again = await sendTransfer(server.url, key, ack.op, 3)
      expect({ key: ack.op.key, body: again.body }).toEqual({ key: ack.op.key, body: ack.body })
    }

    const audit = await verifyAuditChain(t.db)
    expect(audit.ok).toBe(true)
    expect(workload.auditedOk).toBeGreaterThan(0)
    expect(audit.ok && audit.rows).toBeGreaterThanOrEqual(workload.auditedOk)

    expect(await server.stop()).toBe(0)
    console.log(
      `crash test: ${CYCLES} kills, ${acks.length} transfers (${ok.length} ok, ${failures.length} refused), ` +
        `${cutOff.length} cut off and re-sent (${lostAnswers.length} had been applied, ${cutOff.filter((a) => a.tries > TRIES).length} resolved after the run), ` +
        `${replayed.length} replays identical, ${workload.auditedOk} audited operator actions, ` +
        `restart ${Math.round(avg(restartMs))} ms avg / ${Math.max(...restartMs)} ms max, ${Math.round((Date.now() - began) / 1000)} s`,
    )
  }, 600_000)
})

function sample<T>(items: T[], count: number): T[] {
  const pool = [...items]
  const picked: T[] = []
  while (picked.length < count && pool.length > 0) picked.push(...pool.splice(randomInt(pool.length), 1))
  return picked
}

const avg = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1)
