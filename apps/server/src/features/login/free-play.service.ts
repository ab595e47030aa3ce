import { randomBytes, randomInt } from 'node:crypto'
import type { SessionValue } from '@sea/contract'
import { TRIAL } from '@sea/rules'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { hashPassword } from '../../lib/password'
import * as members from '../member/member-records.service'
import type { MerchantSettings } from '../merchant/merchant.service'
import { fundTrialAccount } from '../wallet/wallet.service'
import { startSession } from '../session/session.service'
import type { Client } from '../../http/client'

/**
 * A free-play visitor gets a throw-away trial account (isAgent 4). Its password is random and
 * never shown: the session is the only way in. Its demo balance comes through the ledger.
 */
export async function startFreePlay(db: Db, merchant: MerchantSettings, client: Client): Promise<SessionValue> {
  if (!merchant.flags.FREE_PLAY) throw new AppError('feature_disabled', 'Free play is off')
  const username = `trial${Array.from({ length: 10 }, () => randomInt(10)).join('')}`
  const id = await members.insertMember(db, {
    merchantId: merchant.id,
    username,
    usernameKey: username,
    passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    isAgent: TRIAL,
    affiliateCode: `T${randomBytes(6).toString('hex').toUpperCase()}`,
    profile: JSON.stringify({}),
    memberLabels: JSON.stringify([]),
    registerIp: client.ip,
  })
  await fundTrialAccount(db, merchant, id)
  const member = await members.findById(db, id)
  if (!member) throw new AppError('internal', 'The trial account vanished')
  return startSession(db, merchant, member, 'freeplay', client)
}
