import { sql } from 'kysely'
import type { Db } from '../../db/database'

/**
 * A new brand takes its template's policy (decision 053): flags, registration rules, resources,
 * customer service, access and session settings, withdrawal banks, vendors on or off with their
 * order, lottery terms and identity rules (decision 057). Never members, balances, content,
 * domains, receiving accounts or deposit channels. Amounts are in the brand's minor units, so
 * withdrawal limits, the free-play balance, lottery limits and prices, and the identity rules'
 * withdrawal amounts come along only when both brands share a currency.
 */
export async function copyBrandPolicy(db: Db, templateId: number, merchantId: number): Promise<void> {
  const template = await db.selectFrom('merchants').selectAll().where('id', '=', templateId).executeTakeFirstOrThrow()
  const brand = await db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow()
  const sameCurrency = template.currency === brand.currency
  await db
    .updateTable('merchants')
    .set({
      customerService: JSON.stringify(template.customerService),
      minimumAge: template.minimumAge,
      birthdayMinimumAge: template.birthdayMinimumAge,
      defaultCountryCode: template.defaultCountryCode,
      preferredCountries: JSON.stringify(template.preferredCountries),
      restrictedCountries: JSON.stringify(template.restrictedCountries),
      restrictedIps: JSON.stringify(template.restrictedIps),
      sessionIdleMinutes: template.sessionIdleMinutes,
      sessionMaxHours: template.sessionMaxHours,
      passwordMaxAgeDays: template.passwordMaxAgeDays,
      newIpVerification: template.newIpVerification,
      ...(sameCurrency ? { trialBalance: template.trialBalance } : {}),
    })
    .where('id', '=', merchantId)
    .execute()

  const id = sql.lit(merchantId)
  await db
    .insertInto('merchantFlags')
    .columns(['merchantId', 'flag', 'enabled'])
    .expression(
      db
        .selectFrom('merchantFlags')
        .select([id.as('merchantId'), 'flag', 'enabled'])
        .where('merchantId', '=', templateId),
    )
    .execute()
  await db
    .insertInto('registerRules')
    .columns([
      'merchantId',
      'field',
      'enabled',
      'required',
      'acceptedPattern',
      'patternId',
      'minLength',
      'maxLength',
      'sortOrder',
    ])
    .expression(
      db
        .selectFrom('registerRules')
        .select([
          id.as('merchantId'),
          'field',
          'enabled',
          'required',
          'acceptedPattern',
          'patternId',
          'minLength',
          'maxLength',
          'sortOrder',
        ])
        .where('merchantId', '=', templateId),
    )
    .execute()
  await db
    .insertInto('merchantResources')
    .columns(['merchantId', 'resourceType', 'url', 'qrCodeUrl', 'labelNameEn', 'sortOrder'])
    .expression(
      db
        .selectFrom('merchantResources')
        .select([id.as('merchantId'), 'resourceType', 'url', 'qrCodeUrl', 'labelNameEn', 'sortOrder'])
        .where('merchantId', '=', templateId),
    )
    .execute()
  await db
    .insertInto('banks')
    .columns(['merchantId', 'code', 'name', 'enabled', 'sortOrder'])
    .expression(
      db
        .selectFrom('banks')
        .select([id.as('merchantId'), 'code', 'name', 'enabled', 'sortOrder'])
        .where('merchantId', '=', templateId),
    )
    .execute()
  await db
    .insertInto('merchantVendors')
    .columns(['merchantId', 'vendorCode', 'enabled', 'sortOrder', 'isHot'])
    .expression(
      db
        .selectFrom('merchantVendors')
        .select([id.as('merchantId'), 'vendorCode', 'enabled', 'sortOrder', 'isHot'])
        .where('merchantId', '=', templateId),
    )
    .execute()
  await db
    .insertInto('merchantLotteryGames')
    .columns(['merchantId', 'gameCode', 'enabled', 'limits', 'overrides'])
    .expression(
      db
        .selectFrom('merchantLotteryGames')
        .select([
          id.as('merchantId'),
          'gameCode',
          'enabled',
          sameCurrency ? 'limits' : sql<null>`NULL::jsonb`.as('limits'),
          sameCurrency ? 'overrides' : sql<string>`'{}'::jsonb`.as('overrides'),
        ])
        .where('merchantId', '=', templateId),
    )
    .execute()
  if (sameCurrency) {
    await db
      .insertInto('withdrawalSettings')
      .columns([
        'merchantId',
        'minAmount',
        'maxAmount',
        'dailyCount',
        'dailyAmount',
        'autoReceiveMinutes',
        'maxBankAccounts',
      ])
      .expression(
        db
          .selectFrom('withdrawalSettings')
          .select([
            id.as('merchantId'),
            'minAmount',
            'maxAmount',
            'dailyCount',
            'dailyAmount',
            'autoReceiveMinutes',
            'maxBankAccounts',
          ])
          .where('merchantId', '=', templateId),
      )
      .execute()
  }
  await db
    .insertInto('merchantIdentityRules')
    .columns(['merchantId', 'withdrawalAbove', 'withdrawalTotalAbove', 'limitRaise'])
    .expression(
      db
        .selectFrom('merchantIdentityRules')
        .select([
          id.as('merchantId'),
          sameCurrency ? 'withdrawalAbove' : sql<null>`NULL::bigint`.as('withdrawalAbove'),
          sameCurrency ? 'withdrawalTotalAbove' : sql<null>`NULL::bigint`.as('withdrawalTotalAbove'),
          'limitRaise',
        ])
        .where('merchantId', '=', templateId),
    )
    .execute()
}
