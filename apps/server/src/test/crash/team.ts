import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/database'
import { seedEnrolledOperator } from '../operators'
import { ensureAccount, transfer } from '../../ledger/ledger'
import { hashPassword } from '../../lib/password'
import { totpCode } from '../../lib/totp'
import { attempt, fetchPublicKey, withRetries } from './client'

/**
 * The people of the crash test, written straight into its database before the server first
 * starts: a chain of agents (each the upline of the next, the last a plain member) with
 * payment passwords and money funded through the ledger, a bystander for the operator to
 * freeze and unfreeze, and the operator.
 */

export const LOGIN_PASSWORD = 'secret123'
export const PAYMENT_PASSWORD = '123456'

export interface TeamMember {
  id: bigint
  username: string
  isAgent: boolean
  /** The member's main wallet (ledger account id). */
  wallet: bigint
  token: string
}

/** The team as written to the database, before anyone has logged in. */
export interface TeamSetup {
  merchantId: number
  chain: Omit<TeamMember, 'token'>[]
  bystander: bigint
  operator: { username: string; password: string; secret: string }
}

export interface Team extends TeamSetup {
  chain: TeamMember[]
  operator: TeamSetup['operator'] & { token: string }
}

export async function createTeam(db: Db, appSecret: string, size: number, funding: bigint): Promise<TeamSetup> {
  const merchant = await db.selectFrom('merchants').select(['id', 'currency']).orderBy('id').executeTakeFirstOrThrow()
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(LOGIN_PASSWORD),
    hashPassword(PAYMENT_PASSWORD),
  ])
  const tag = randomBytes(3).toString('hex')
  const insert = async (username: string, parentId: bigint | null, isAgent: boolean) => {
    const row = await db
      .insertInto('members')
      .values({
        merchantId: merchant.id,
        username,
        usernameKey: username,
        passwordHash,
        paymentPasswordHash,
        isAgent: isAgent ? 1 : 0,
        parentId,
        affiliateCode: `CR${username}`,
        registerIp: '127.0.0.1',
        profile: '{}',
        memberLabels: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }
  const house = await ensureAccount(db, { merchantId: merchant.id, currency: merchant.currency, kind: 'house' })
  const chain: Omit<TeamMember, 'token'>[] = []
  for (let i = 0; i < size; i++) {
    const username = `crash${tag}m${i}`
    const isAgent = i < size - 1
    const id = await insert(username, chain[i - 1]?.id ?? null, isAgent)
    const wallet = await ensureAccount(db, {
      merchantId: merchant.id,
      currency: merchant.currency,
      kind: 'member_main',
      ownerMemberId: id,
    })
    await transfer(db, {
      idempotencyKey: `crash-funding:${id}`,
      merchantId: merchant.id,
      currency: merchant.currency,
      kind: 'adjustment',
      externalRef: `crash-funding:${id}`,
      entries: [
        { accountId: house, amount: -funding },
        { accountId: wallet, amount: funding },
      ],
    })
    chain.push({ id, username, isAgent, wallet })
  }
  const bystander = await insert(`crash${tag}by`, null, false)
  const username = `crash.ops.${tag}`
  const operator = await seedEnrolledOperator(db, Buffer.from(appSecret, 'utf8'), {
    username,
    roles: ['owner'],
    merchantIds: null,
  })
  return {
    merchantId: merchant.id,
    chain,
    bystander,
    operator: { username, password: operator.password, secret: operator.secret },
  }
}

/** Logs everyone in over HTTP once; the tokens must then outlive every restart. */
export async function logIn(baseUrl: string, team: TeamSetup): Promise<Team> {
  const key = await fetchPublicKey(baseUrl)
  const call = async (path: string, payload: unknown) => {
    const result = await withRetries(() => attempt(baseUrl, key, { method: 'POST', path, token: '', payload }), 3)
    if (result.outcome !== 'ok' || !result.body)
      throw new Error(`${path} failed: ${result.code ?? ''} ${result.body ?? ''}`)
    const token = (JSON.parse(result.body) as { value: { token?: string | null } }).value.token
    if (!token) throw new Error(`${path} gave no token: ${result.body}`)
    return token
  }
  const chain: TeamMember[] = []
  for (const member of team.chain) {
    chain.push({
      ...member,
      token: await call('/wps/session/login', { username: member.username, password: LOGIN_PASSWORD }),
    })
  }
  const { username, password, secret } = team.operator
  const token = await call('/wps/operator/session/login', {
    username,
    password,
    totpCode: totpCode(secret, Date.now()),
  })
  return { ...team, chain, operator: { ...team.operator, token } }
}
