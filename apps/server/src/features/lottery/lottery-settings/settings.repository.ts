import { sql } from 'kysely'
import type { Db } from '../../../db/database'
import type { LotteryLimits } from '../../../db/lottery-schema'

/** merchant_lottery_games (migration 0018): a merchant's terms for its games, one row per game it changed. */
export async function findMerchantGame(db: Db, merchantId: number, gameCode: string) {
  const row = await db
    .selectFrom('merchantLotteryGames')
    .select(['enabled', 'limits', 'updatedAt'])
    // As text: the CamelCasePlugin would rename the play types and keys inside ('lo_truot' -> 'loTruot').
    .select(sql<string>`overrides::text`.as('overrides'))
    .where('merchantId', '=', merchantId)
    .where('gameCode', '=', gameCode)
    .executeTakeFirst()
  return row && { ...row, overrides: JSON.parse(row.overrides) as Record<string, unknown> }
}

/** The games a merchant switched off. */
export async function disabledGames(db: Db, merchantId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('merchantLotteryGames')
    .select('gameCode')
    .where('merchantId', '=', merchantId)
    .where('enabled', '=', false)
    .execute()
  return new Set(rows.map((r) => r.gameCode))
}

export async function merchantCurrency(db: Db, merchantId: number): Promise<string> {
  const row = await db.selectFrom('merchants').select('currency').where('id', '=', merchantId).executeTakeFirstOrThrow()
  return row.currency
}

export async function saveMerchantGame(
  trx: Db,
  row: {
    merchantId: number
    gameCode: string
    enabled: boolean
    limits: LotteryLimits | null
    overrides: object
    updatedBy: number
    updatedAt: Date
  },
): Promise<void> {
  const values = {
    ...row,
    limits: row.limits === null ? null : JSON.stringify(row.limits),
    overrides: JSON.stringify(row.overrides),
  }
  await trx
    .insertInto('merchantLotteryGames')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['merchantId', 'gameCode']).doUpdateSet({
        enabled: values.enabled,
        limits: values.limits,
        overrides: values.overrides,
        updatedBy: values.updatedBy,
        updatedAt: values.updatedAt,
      }),
    )
    .execute()
}
