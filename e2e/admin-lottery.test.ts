import { createFairStream } from '@sea/engines/fair'
import { vietnam } from '@sea/engines/lottery'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CONSOLE_VIEWPORTS, consoleShot, inConsole, signInNewOperator } from './support/admin'
import { skipE2e } from './support/browser'
import { registerMember } from './support/member'
import { creditMember, ledgerProblems } from './support/server-side'
import { inPage, knownCaptchas, siteForJourneys, type Site, VIEWPORTS } from './support/site'

/*
 * Issue 19, lottery operations: a member bets on the southern Vietnam lottery through the API the
 * site calls; the draw's betting closes; operator A types the official sheets into the console,
 * station by station; operator B, in another browser, reviews and confirms them; the settlement
 * job settles the member's bet, and the books still balance.
 */
const [DESKTOP] = CONSOLE_VIEWPORTS
const [SITE_DESKTOP] = VIEWPORTS
const GAME = 'VN_SOUTH'

interface Issue {
  drawId: string
  issueNo: string
  stations: { code: string; name: string }[]
}

/** The member's session token as the site keeps it, and a call the site would make with it. */
async function siteCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = sessionStorage.getItem('token') ?? ''
      const answer = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const envelope = (await answer.json()) as { success: boolean; value: unknown; code?: string }
      if (!envelope.success) throw new Error(`${path}: ${envelope.code}`)
      return envelope.value
    },
    { method, path, body },
  ) as Promise<T>
}

/** Betting on the draw ends now: its cut-off and draw time move into the past (the operators' clock). */
async function closeBetting(site: Site, drawId: string): Promise<void> {
  await site.server.db
    .updateTable('lotteryDraws')
    .set({ closeAt: new Date(Date.now() - 60_000), drawAt: new Date(Date.now() - 30_000) })
    .where('id', '=', BigInt(drawId))
    .execute()
}

describe.skipIf(skipE2e())('journeys: the lottery desk', () => {
  const site = siteForJourneys()

  it(
    `enters a southern result, a second operator confirms it, the bet settles (${DESKTOP.name})`,
    { timeout: 240_000 },
    async () => {
      let issue: Issue | undefined
      await inPage(site, SITE_DESKTOP, 'admin-lottery-member', async ({ page }) => {
        await knownCaptchas(page, site)
        await page.goto(site.url)
        const username = await registerMember(page)
        await creditMember(site, username, '100.00')
        const game = await siteCall<{ currentIssue: Issue }>(page, 'GET', `/lgw/games/${GAME}`)
        issue = game.currentIssue
        const placed = await siteCall<{ bets: { status: string }[] }>(page, 'POST', '/lgw/bets', {
          gameCode: GAME,
          drawId: issue.drawId,
          bets: [{ playType: 'lo2', numbers: ['07'], stake: '1.00' }],
        })
        expect(placed.bets.map((bet) => bet.status)).toEqual(['open'])
        await closeBetting(site, issue.drawId)

        const stream = createFairStream({ serverSeed: 'e2e1'.repeat(16), clientSeed: GAME, nonce: 1 })
        const sheets = issue.stations.map((station) => vietnam.drawResult(stream, 'south', station.code))
        const drawUrl = `${site.url}/admin/lottery/draws/${issue.drawId}`
        const misread = structuredClone(sheets)
        const special = sheets[0]!.prizes.DB![0]!
        const wrongSpecial = `${(Number(special[0]) + 1) % 10}${special.slice(1)}`
        misread[0]!.prizes.DB = [wrongSpecial]

        await inConsole(site, DESKTOP, 'admin-lottery-enter', async (desk) => {
          await signInNewOperator(site, desk, ['lottery'])
          await desk.goto(`${site.url}/admin/lottery`)
          const row = desk.getByRole('row').filter({ hasText: issue!.issueNo }).filter({ hasText: 'Southern Lottery' })
          await row.getByText('Awaiting result').waitFor()
          await consoleShot(desk, 'admin-lottery-calendar', DESKTOP)
          await row.click()
          await desk.getByRole('heading', { name: 'Enter the official result' }).waitFor()
          // One stream of keystrokes: each full number moves on to the next box, and on to the next station.
          const typeSheets = async (typed: typeof sheets) => {
            const digits = typed.flatMap((sheet) => vietnam.layoutOf('south').flatMap(([rank]) => sheet.prizes[rank]!))
            await desk.locator('input[data-slot]').first().click()
            await desk.keyboard.type(digits.join(''))
          }
          const review = desk.getByRole('region', { name: 'Confirm the result' })
          // A first sheet with the first station's special prize misread, rejected on a second look.
          await typeSheets(misread)
          await desk.getByRole('button', { name: 'Submit for confirmation' }).click()
          await review.getByText('You entered this sheet: another operator must confirm it.').waitFor()
          await review.getByRole('button', { name: 'Reject' }).click()
          const reject = desk.getByRole('dialog', { name: 'Reject this sheet' })
          await reject.getByLabel('Reason').fill('Special prize of the first station misread')
          await reject.getByRole('button', { name: 'Reject' }).click()
          await desk.getByRole('heading', { name: 'Enter the official result' }).waitFor()
          await typeSheets(sheets)
          await consoleShot(desk, 'admin-lottery-entry', DESKTOP)
          await desk.getByRole('button', { name: 'Submit for confirmation' }).click()
          await review.getByText('You entered this sheet: another operator must confirm it.').waitFor()
          await desk.setViewportSize(CONSOLE_VIEWPORTS[1].viewport)
          await consoleShot(desk, 'admin-lottery-own-entry', CONSOLE_VIEWPORTS[1])
          await desk.goto(`${site.url}/admin/lottery`)
          await row.waitFor()
          await consoleShot(desk, 'admin-lottery-calendar', CONSOLE_VIEWPORTS[1])
        })

        await inConsole(site, DESKTOP, 'admin-lottery-confirm', async (desk) => {
          await signInNewOperator(site, desk, ['lottery'])
          await desk.goto(drawUrl)
          const review = desk.getByRole('region', { name: 'Confirm the result' })
          for (const sheet of sheets)
            await review.getByRole('columnheader', { name: sheet.station, exact: true }).waitFor()
          await review.getByText(sheets[0]!.prizes.DB![0]!).first().waitFor()
          // The second operator sees what changed since the rejected sheet, marked on the sheet too.
          const changes = review.getByRole('table', { name: 'Changes from the earlier entry' })
          await changes.getByRole('rowheader', { name: `${sheets[0]!.station} · Special`, exact: true }).waitFor()
          await changes.locator('del').getByText(wrongSpecial).waitFor()
          await changes.locator('ins').getByText(special).waitFor()
          expect(await review.locator('[data-changed="true"]').allTextContents()).toEqual([special])
          await consoleShot(desk, 'admin-lottery-review', DESKTOP)
          await desk.getByRole('link', { name: 'Exposure' }).click()
          await desk
            .getByRole('table', { name: 'Exposure per number' })
            .getByText('07', { exact: true })
            .first()
            .waitFor()
          await consoleShot(desk, 'admin-lottery-exposure', DESKTOP)
          await desk.getByRole('link', { name: 'Result', exact: true }).click()
          await review.getByRole('button', { name: 'Confirm result' }).click()
          await desk
            .getByRole('dialog', { name: 'Confirm the result' })
            .getByRole('button', { name: 'Confirm result' })
            .click()
          await desk.getByRole('heading', { name: 'Official result' }).waitFor()
          await expect
            .poll(
              async () => {
                await desk.reload()
                await desk.getByRole('heading', { name: 'Official result' }).waitFor()
                return desk.locator('.page-subtitle').getByText('Settled', { exact: true }).count()
              },
              { timeout: 90_000, interval: 3_000 },
            )
            .toBeGreaterThan(0)
          await consoleShot(desk, 'admin-lottery-settled', DESKTOP)
          await desk.goto(`${drawUrl}/history`)
          await desk.getByRole('table', { name: 'Entered sheets' }).getByText('Confirmed').waitFor()
          await desk.goto(`${site.url}/admin/lottery/terms`)
          await desk.getByRole('table', { name: 'Lottery terms' }).getByText(GAME).waitFor()
          await consoleShot(desk, 'admin-lottery-terms', DESKTOP)
          await desk.getByRole('button', { name: 'Edit terms of Southern Lottery' }).click()
          await desk.getByRole('dialog').getByRole('checkbox', { name: 'lo2' }).waitFor()
          await consoleShot(desk, 'admin-lottery-terms-edit', DESKTOP)
        })

        // Winners are paid at settlement; a losing bet is marked a little later.
        await expect
          .poll(
            async () =>
              (
                await siteCall<{ content: { status: string }[] }>(page, 'GET', `/lgw/bets?drawId=${issue!.drawId}`)
              ).content.map((bet) => bet.status),
            { timeout: 90_000, interval: 3_000 },
          )
          .toSatisfy((statuses: string[]) => statuses.length === 1 && ['won', 'lost'].includes(statuses[0]!))
      })
      expect(await ledgerProblems(site)).toEqual([])
    },
  )
})
