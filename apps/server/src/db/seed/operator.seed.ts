import { insertOperator } from '../../features/operator/operator-account.repository'
import { hashPassword } from '../../lib/password'
import type { Db } from '../database'

/**
 * The embedded demo's console owner, so that `npm start` opens /admin/ without a command: a known
 * password like the demo members' (kept, not one-time), and no authenticator, so that its first
 * login enrols one.
 * Never seeded on PostgreSQL (decision 035): there `npm run operator -- create` makes the first.
 */
export const DEMO_OPERATOR = { username: 'demo.owner', password: 'demo-console-1234' } as const

export async function seedDemoOperator(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const account = {
      username: DEMO_OPERATOR.username,
      usernameKey: DEMO_OPERATOR.username,
      passwordHash: await hashPassword(DEMO_OPERATOR.password),
      // Its password is documented for the demo, not one-time: nothing to replace.
      passwordChangeRequired: false,
    }
    await insertOperator(trx, account, ['owner'], null)
  })
}
