import { describe, it } from 'vitest'
import { skipE2e } from './support/browser'
import { openAccountPage, registerMember, switchCentrePage } from './support/member'
import { inPage, knownCaptchas, screenshot, siteForJourneys, VIEWPORTS } from './support/site'

/** A JPEG as the type check reads it: its signature, then anything. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)])

/**
 * Identity verification on the site (decision 057): a member uploads the three documents, a
 * fake picture is refused on the page, and the state turns to "Under review".
 */
describe.skipIf(skipE2e())('journeys: identity verification', () => {
  const site = siteForJourneys()

  for (const viewport of VIEWPORTS) {
    it(`uploads the three documents and waits for review (${viewport.name})`, async () => {
      await inPage(site, viewport, 'kyc', async ({ page }) => {
        await knownCaptchas(page, site)
        await page.goto(site.url)
        await registerMember(page)

        await openAccountPage(page, viewport, 'My account')
        const centre = await switchCentrePage(page, viewport, 'Identity verification')
        await centre.getByText('Not verified').waitFor()
        await screenshot(page, 'kyc-start', viewport)

        const identity = centre.getByRole('article', { name: 'Identity document' })
        const fake = { name: 'id.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html></html>') }
        await identity.getByLabel('Identity document: Upload').setInputFiles(fake)
        await identity.getByText('This file is not a JPEG, PNG or PDF').waitFor()

        for (const name of ['Identity document', 'Proof of address', 'Selfie with your document']) {
          const card = centre.getByRole('article', { name })
          await card
            .getByLabel(`${name}: Upload`)
            .setInputFiles({ name: 'doc.jpg', mimeType: 'image/jpeg', buffer: JPEG })
          await card.getByText(/^Sent /).waitFor()
        }
        await centre.getByText('Under review').waitFor()
        await screenshot(page, 'kyc-pending', viewport)
      })
    })
  }
})
