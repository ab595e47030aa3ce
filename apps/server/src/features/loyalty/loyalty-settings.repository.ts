import type { Db } from '../../db/database'

/** A brand's loyalty_settings row, if it saved one. */
export function settingsRow(db: Db, merchantId: number) {
  return db.selectFrom('loyaltySettings').selectAll().where('merchantId', '=', merchantId).executeTakeFirst()
}
