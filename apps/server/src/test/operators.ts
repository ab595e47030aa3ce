import type { OperatorRole } from '@sea/contract'
import type { Db } from '../db/database'
import { createOperator, type NewOperator } from '../features/operator/operator-account.service'
import { deriveKey, seal } from '../lib/secret'
import { generateTotpSecret, totpCode } from '../lib/totp'
import { bearer, callEncrypted, uniqueName } from './accounts'
import type { TestApp } from './test-app'

/** A brand id, a list of them, or null for installation-wide. */
export type Scope = number | readonly number[] | null

/**
 * An operator with an authenticator already in place and its one-time password kept as its own
 * (written as a fixture, as enrolment and the change would leave it); its password and secret.
 * Enrolment and the change itself are tested through the real calls.
 */
export async function seedEnrolledOperator(db: Db, appSecret: Buffer, input: NewOperator) {
  const { operatorId, password } = await createOperator(db, input)
  const secret = generateTotpSecret()
  await db
    .updateTable('operators')
    .set({ totpSecretSealed: seal(deriveKey(appSecret, 'operator-totp'), secret), passwordChangeRequired: false })
    .where('id', '=', operatorId)
    .execute()
  return { operatorId, username: input.username, password, secret }
}

/** A fresh operator of the scope and roles, enrolled; an owner of every brand unless told. */
export async function enrolledOperator(
  t: TestApp,
  scope: Scope = null,
  roles: readonly OperatorRole[] = ['owner'],
  username = uniqueName('ops.'),
): Promise<{ operatorId: number; username: string; password: string; secret: string }> {
  const merchantIds = scope === null ? null : typeof scope === 'number' ? [scope] : scope
  return seedEnrolledOperator(t.db, t.appSecret, { username, roles, merchantIds })
}

/**
 * A fresh operator (of one merchant, several, or installation-wide with null) logged in; its
 * bearer header. An owner unless the test names the roles it is about.
 */
export async function operatorSession(
  t: TestApp,
  scope: Scope = null,
  roles: readonly OperatorRole[] = ['owner'],
): Promise<{ operatorId: number; username: string; headers: Record<string, string> }> {
  const operator = await enrolledOperator(t, scope, roles)
  const login = await callEncrypted(t, 'POST', '/wps/operator/session/login', {
    username: operator.username,
    password: operator.password,
    totpCode: totpCode(operator.secret, Date.now()),
  })
  if (login.statusCode !== 200) throw new Error(`operator login failed: ${login.body}`)
  return { operatorId: operator.operatorId, username: operator.username, headers: bearer(login.json().value.token) }
}
