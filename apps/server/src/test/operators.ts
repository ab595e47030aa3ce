import { createOperator } from '../features/operator/operator.service'
import { deriveKey } from '../lib/secret'
import { totpCode } from '../lib/totp'
import { bearer, callEncrypted } from './accounts'
import type { TestApp } from './test-app'

/** A new operator, logged in through the API; answers its id and the headers of its session. */
export async function loginOperator(t: TestApp, username: string, merchantId: number | null = null) {
  const created = await createOperator({ db: t.db, sealingKey: deriveKey(t.appSecret, 'operator-totp') }, username, merchantId, 'Back office')
  const res = await callEncrypted(t, 'POST', '/wps/operator/session/login', { username, password: created.password, totpCode: totpCode(created.secret, Date.now()) })
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`)
  const { id } = await t.db.selectFrom('operators').select('id').where('username', '=', username).executeTakeFirstOrThrow()
  return { id, headers: bearer(res.json().value.token as string) }
}
