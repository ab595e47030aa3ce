import type { OperatorRole } from '@sea/contract'
import { createOperator } from '../features/operator/operator.service'
import { deriveKey } from '../lib/secret'
import { totpCode } from '../lib/totp'
import { bearer, callEncrypted, uniqueName } from './accounts'
import type { TestApp } from './test-app'

/**
 * A fresh operator (of one merchant, or installation-wide with null) logged in; its bearer header.
 * An owner unless the test names the roles it is about.
 */
export async function operatorSession(
  t: TestApp,
  merchantId: number | null = null,
  roles: readonly OperatorRole[] = ['owner'],
): Promise<{ operatorId: number; headers: Record<string, string> }> {
  const username = uniqueName('ops.')
  const operator = await createOperator(
    { db: t.db, sealingKey: deriveKey(t.appSecret, 'operator-totp') },
    username,
    merchantId,
    roles,
    'Back office',
  )
  const login = await callEncrypted(t, 'POST', '/wps/operator/session/login', {
    username,
    password: operator.password,
    totpCode: totpCode(operator.secret, Date.now()),
  })
  if (login.statusCode !== 200) throw new Error(`operator login failed: ${login.body}`)
  const { id } = await t.db
    .selectFrom('operators')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
  return { operatorId: id, headers: bearer(login.json().value.token) }
}
