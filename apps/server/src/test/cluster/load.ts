import { setTimeout as sleep } from 'node:timers/promises'
import { attempt, withRetries, type Outcome, type PublicKey } from '../crash/client'
import { LOGIN_PASSWORD, type Team } from '../crash/team'

/**
 * The cluster test's other clients, beside the crash test's transfers (../crash/workload.ts):
 * members reading their balance with sessions every instance must honour, members logging in
 * anew and using the new session at once (on another instance, as the balancer goes round), and
 * the probes of what the instances must agree on: a setting and a rate limit.
 */

const BALANCE = '/wps/v2/wallets/balance'

/** One answer: when it was asked, who answered (X-Served-By), for which member, and how it ended. */
export interface Served {
  at: number
  by: string | undefined
  member: string
  outcome: Outcome
}

export interface Clients {
  readonly reads: Served[]
  /** Fresh logins: the instance that opened the session and the one that served its first read. */
  readonly logins: { openedBy: string | undefined; readBy: string | undefined; outcome: Outcome; retried: number }[]
  stop(): Promise<void>
}

export function startClients(baseUrl: string, key: PublicKey, team: Team, readers: number): Clients {
  const reads: Served[] = []
  const logins: Clients['logins'] = []
  let stopped = false
  const read = async (member: Team['chain'][number], token: string) => {
    const at = Date.now()
    const answer = await attempt(baseUrl, key, { method: 'GET', path: BALANCE, token })
    reads.push({ at, by: answer.servedBy, member: member.username, outcome: answer.outcome })
    return answer
  }
  const reader = async (offset: number) => {
    for (let n = offset; !stopped; n++) {
      const member = team.chain[n % team.chain.length]
      if (member) await read(member, member.token)
      await sleep(25)
    }
  }
  const loginLoop = async () => {
    for (let n = 0; !stopped; n++) {
      const member = team.chain[n % team.chain.length]
      if (!member) break
      const path = '/wps/session/login'
      const opened = await withRetries(
        () =>
          attempt(baseUrl, key, {
            method: 'POST',
            path,
            token: '',
            payload: { username: member.username, password: LOGIN_PASSWORD },
          }),
        8,
      )
      const token = opened.outcome === 'ok' ? (JSON.parse(opened.body ?? '{}').value?.token as string) : ''
      const first = token ? await read(member, token) : null
      logins.push({
        openedBy: opened.servedBy,
        readBy: first?.servedBy,
        outcome: first?.outcome ?? opened.outcome,
        retried: opened.unknowns.length,
      })
      await sleep(300)
    }
  }
  const running = Promise.all([...Array.from({ length: readers }, (_, i) => reader(i * 2)), loginLoop()])
  return {
    reads,
    logins,
    async stop() {
      stopped = true
      await running
    },
  }
}

/** A call's status and the instance that answered it, or status 0 when no answer came. */
export async function call(
  url: string,
  init: { method: string; token?: string; json?: unknown },
): Promise<{ status: number; by: string | undefined; body: string }> {
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      signal: AbortSignal.timeout(5_000),
    })
    return {
      status: response.status,
      by: response.headers.get('x-served-by') ?? undefined,
      body: await response.text(),
    }
  } catch {
    return { status: 0, by: undefined, body: '' }
  }
}

/**
 * An operator renames the brand through the balancer; answers how long each instance, asked
 * directly, took to serve the new name (its cache would keep the old one for a minute).
 */
export async function renameEverywhere(
  baseUrl: string,
  instances: readonly string[],
  operatorToken: string,
  merchantId: number,
  name: string,
): Promise<number[]> {
  const brand = `${baseUrl}/wps/operator/brands/${merchantId}`
  const current = await call(brand, { method: 'GET', token: operatorToken })
  if (current.status !== 200) throw new Error(`reading the brand failed: ${current.status} ${current.body}`)
  const general = (JSON.parse(current.body) as { value: { general: object } }).value.general
  const changed = await call(`${brand}/general`, { method: 'PUT', token: operatorToken, json: { ...general, name } })
  if (changed.status !== 200) throw new Error(`renaming the brand failed: ${changed.status} ${changed.body}`)
  const saved = Date.now()
  return Promise.all(
    instances.map(async (instance) => {
      for (;;) {
        const status = await call(`${instance}/wps/system/status?url=localhost`, { method: 'GET' })
        if (status.status === 200 && JSON.parse(status.body).value.merchant.name === name) return Date.now() - saved
        if (Date.now() - saved > 10_000) return Number.POSITIVE_INFINITY
        await sleep(10)
      }
    }),
  )
}

/** `count` calls of a rate-limited route through the balancer: how many passed, were limited, and who answered. */
export async function hitLimit(baseUrl: string, path: string, count: number) {
  const answers = []
  for (let i = 0; i < count; i++) answers.push(await call(baseUrl + path, { method: 'POST', json: {} }))
  return {
    passed: answers.filter((a) => a.status !== 429).length,
    limited: answers.filter((a) => a.status === 429).length,
    instances: new Set(answers.map((a) => a.by)).size,
  }
}
