import { createHash } from 'node:crypto'
import type { LotteryDraw } from '@sea/contract'
import { createFairStream } from '@sea/engines/fair'
import { electronic } from '@sea/engines/lottery'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyLanguage } from '../../../lib/i18n'
import { game } from '../fixtures.test-utils'
import { FairInfo } from './fair-info'

const seed = '5e'.repeat(32)
const digest = '9a'.repeat(32)

/** A drawn PK10 issue as the results call sends it, its numbers drawn by the engines (or not). */
function drawn(issueNo: string, tamper: boolean): LotteryDraw {
  const clientSeed = `PK10_1:${issueNo}:${digest}`
  const numbers = electronic.pk10.drawResult(createFairStream({ serverSeed: seed, clientSeed, nonce: 0 }))
  const shown = tamper ? [...numbers].reverse() : numbers
  return {
    drawId: issueNo,
    gameCode: 'PK10_1',
    issueNo,
    state: 'settled',
    closeAt: '2026-11-23T10:00:00.000Z',
    drawAt: '2026-11-23T10:00:30.000Z',
    seedHash: null,
    stations: [],
    result: { kind: 'electronic', numbers: shown },
    headline: shown.map(String),
    fair: {
      algorithm: 'HMAC-SHA256/rejection/v1',
      version: 2,
      seedHash: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
      serverSeed: seed,
      clientSeed,
      nonce: 0,
      betsDigest: digest,
      betCount: 2,
    },
  }
}

function renderFair(draws: LotteryDraw[]) {
  const page = { content: draws, pageNum: 1, totalPages: 1, totalElements: draws.length }
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, value: page }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const pk10 = game({ gameCode: 'PK10_1', engine: 'pk10', region: null, gameGroupCode: 'PK10' })
  return render(
    <QueryClientProvider client={client}>
      <FairInfo game={pk10} issue={null} />
    </QueryClientProvider>,
  )
}

async function verdictOf(issueNo: string) {
  const row = (await screen.findByText(`Issue ${issueNo}`)).closest('li')!
  fireEvent.click(within(row).getByRole('button', { name: 'Verify' }))
  return within(row).findByRole('status')
}

beforeEach(() => applyLanguage('EN', false))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('FairInfo', () => {
  it('draws the result again in the browser and shows that it matches', async () => {
    renderFair([drawn('20261123-0001', false)])
    const status = await verdictOf('20261123-0001')
    expect(status.textContent).toContain('Match: the seed hashes to the commitment and draws the published result')
    const numbers = within(status)
      .getAllByText(/^\d+( \d+)+$/)
      .map((n) => n.textContent)
    expect(numbers[0]).toBe(numbers[1])
  })

  it('shows a result the inputs do not draw as not matching', async () => {
    const honest = drawn('20261123-0002', false)
    renderFair([drawn('20261123-0002', true)])
    const status = await verdictOf('20261123-0002')
    expect(status.textContent).toContain('No match: drawn again in your browser')
    expect(within(status).getByText(honest.headline.join(' '))).toBeTruthy()
  })
})
