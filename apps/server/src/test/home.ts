import type { TestApp } from './test-app'

/** Helpers for the home-content tests: a second brand on a host of its own, and member ids. */

/** A second merchant served at `host`, with the customer-service desks given. */
export async function otherMerchant(
  t: TestApp,
  host: string,
  customerService: Record<string, unknown> = {},
): Promise<number> {
  const { id } = await t.db
    .insertInto('merchants')
    .values({
      code: host.replace(/[^a-z0-9]/g, ''),
      name: 'Other brand',
      logoUrl: '/brand/logo.svg',
      imageBaseUrl: 'https://cdn.other.test/img',
      theme: JSON.stringify({}),
      languages: JSON.stringify(['EN', 'TH']),
      defaultLanguage: 'TH',
      currency: 'THB',
      timezone: 'Asia/Bangkok',
      restrictedCountries: JSON.stringify([]),
      restrictedIps: JSON.stringify([]),
      imageCdns: JSON.stringify([]),
      launchGameCdns: JSON.stringify([]),
      customerService: JSON.stringify(customerService),
      preferredCountries: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await t.db.insertInto('merchantDomains').values({ domain: host, merchantId: id }).execute()
  return id
}

export async function demoMerchantId(t: TestApp): Promise<number> {
  return (await t.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id
}

export async function memberIdOf(t: TestApp, username: string): Promise<bigint> {
  return (await t.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id
}
