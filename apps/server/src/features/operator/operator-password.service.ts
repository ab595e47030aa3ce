import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { hashPassword, verifyPassword } from '../../lib/password'
import * as repo from './operator.repository'
import { attemptKey, recordFailure, refuseWhenThrottled } from './operator-session.service'
import { operatorIdOf } from './operator.service'

/**
 * The operator replaces its own password: the one-time password of a new or reset account (the
 * only thing such a session may do besides me and logout), or later any time. The current password
 * is checked like a login's, and a wrong one counts against the same hourly limits, so a stolen
 * session cannot guess it. The change ends the operator's other sessions and is audited.
 */
export async function changeOperatorPassword(
  db: Db,
  principal: Principal,
  input: { currentPassword: string; newPassword: string },
  ip: string,
): Promise<{ changed: true }> {
  const operatorId = operatorIdOf(principal)
  const sessionId = principal.sessionId
  if (sessionId === undefined) throw new AppError('unauthorized', 'Log in first')
  const failed = await db.transaction().execute(async (trx) => {
    // Locked: two changes at once could each check the old password and both win.
    const operator = await repo.findOperatorForUpdate(trx, operatorId)
    const key = attemptKey(operator.usernameKey)
    await refuseWhenThrottled(trx, key, ip)
    if (!(await verifyPassword(operator.passwordHash, input.currentPassword))) return key
    checkNewPassword(operator.usernameKey, input)
    await repo.replacePassword(trx, operatorId, await hashPassword(input.newPassword))
    const revoked = await repo.revokeOtherSessions(trx, operatorId, sessionId)
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(operatorId),
      merchantId: null,
      ip,
      action: 'operator.change_password',
      target: `operator:${operatorId}`,
      before: { passwordChangeRequired: operator.passwordChangeRequired },
      after: { passwordChangeRequired: false, otherSessionsEnded: revoked },
    })
    return null
  })
  if (failed !== null) {
    // Outside the transaction, which wrote nothing: the failure must count.
    await recordFailure(db, failed, ip)
    throw new AppError('password_incorrect', 'The current password is not right')
  }
  return { changed: true }
}

/** Beyond the contract's length and letters-and-digits rule: not the username, not the old one. */
function checkNewPassword(usernameKey: string, input: { currentPassword: string; newPassword: string }): void {
  if (input.newPassword === input.currentPassword) {
    throw new AppError('password_same_as_old', 'Choose a password other than the current one')
  }
  if (input.newPassword.toLowerCase().includes(usernameKey)) {
    throw new AppError('validation_failed', 'The password holds the username', [
      { path: '/body/newPassword', message: 'must not contain the username' },
    ])
  }
}
