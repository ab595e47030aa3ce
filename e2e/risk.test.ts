import { describe, expect, it } from 'vitest'
import { runRiskRules } from '../apps/server/src/features/risk/risk-job.service'
import { CONSOLE_VIEWPORTS, consoleShot, inConsole, signInNewOperator } from './support/admin'
import { skipE2e } from './support/browser'
import { demoMerchantId } from './support/server-side'
import { siteForJourneys } from './support/site'

/*
 * The risk queue against the real server (decision 058): three demo members log in from one
 * address, the rules job flags them, and a risk operator reads a flag's evidence and resolves it
 * with a note; the flag stays listed as resolved.
 */
describe.skipIf(skipE2e())('journeys: the console risk queue', () => {
  const site = siteForJourneys()
  const viewport = CONSOLE_VIEWPORTS[0]

  it('a risk operator reads a flag’s evidence and resolves it with a note', async () => {
    const db = site.server.db
    const merchantId = await demoMerchantId(db)
    const members = await db
      .selectFrom('members')
      .select(['id', 'username'])
      .where('merchantId', '=', merchantId)
      .where('isAgent', '=', 0)
      .orderBy('id')
      .limit(3)
      .execute()
    expect(members).toHaveLength(3)
    for (const [i, member] of members.entries())
      await db
        .insertInto('sessions')
        .values({
          memberId: member.id,
          tokenHash: `e2e-risk-${i}-${Date.now()}`,
          loginType: 'username',
          ip: '198.51.100.77',
          userAgent: 'e2e',
          lastSeenAt: new Date(),
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .execute()
    await runRiskRules(db, new Date())

    await inConsole(site, viewport, 'risk-resolve', async (page) => {
      await signInNewOperator(site, page, ['risk'])
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Risk' }).click()
      await page.getByRole('button', { name: 'Lotus Play' }).click()
      await page.getByLabel('Rule').selectOption('shared_ip')
      const table = page.getByRole('table', { name: 'Risk flags' })
      const row = table.getByRole('row').filter({ hasText: members[0]!.username }).filter({ hasText: '198.51.100.77' })
      await row.getByText('3 accounts logged in from 198.51.100.77').waitFor()
      await consoleShot(page, 'risk-queue', viewport)

      await row.getByRole('link', { name: 'Accounts on one IP' }).click()
      const accounts = page.getByRole('table', { name: 'Accounts involved' })
      for (const member of members) await accounts.getByRole('link', { name: member.username }).waitFor()
      await page.getByText('198.51.100.77').first().waitFor()
      await page.getByLabel('Note').fill('One household; checked by phone')
      await consoleShot(page, 'risk-flag', viewport)
      await page.getByRole('button', { name: 'Resolve' }).click()
      await page.getByText('One household; checked by phone').waitFor()
      await page.getByText('Resolved', { exact: true }).waitFor()
      await consoleShot(page, 'risk-flag-resolved', viewport)
    })
    const flag = await db
      .selectFrom('riskFlags')
      .select(['status', 'note'])
      .where('memberId', '=', members[0]!.id)
      .where('rule', '=', 'shared_ip')
      .executeTakeFirstOrThrow()
    expect(flag).toEqual({ status: 'resolved', note: 'One household; checked by phone' })
  })
})
