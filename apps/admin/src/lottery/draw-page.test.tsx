import type { lotteryDeskRoutes, lotteryRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { refusal, reply, withFakeServer } from '../testing/fake-server'
import type { DrawDetail } from './lottery.api'
import { detailOf, GAMES, LOTTERY_DESK, openDesk, southSheet } from './lottery.testkit'
import { FOUR_D, VN_NORTH, VN_SOUTH } from './sheet-layout'

withFakeServer()

const URL_OF = '/wps/operator/lottery/draws/501'
const answer = (draw: DrawDetail) => () => reply<typeof lotteryDeskRoutes.draw>(draw)
const slots = (station: string) =>
  within(screen.getByRole('group', { name: new RegExp(station) })).getAllByRole('textbox') as HTMLInputElement[]
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } })

describe('entering an official result', () => {
  it('builds a southern form per station with the rules’ digits, moves on when a number is full, and sends the sheets', async () => {
    const requests = openDesk('/lottery/draws/501', {
      [`GET ${URL_OF}`]: answer(detailOf()),
      [`POST ${URL_OF}/result`]: () => reply<typeof lotteryRoutes.enterResult>(detailOf({ state: 'entered' })),
    })
    await screen.findByRole('heading', { name: 'Enter the official result' })
    const wanted = VN_SOUTH.flatMap(({ count, digits }) => Array.from({ length: count }, () => digits))
    for (const station of ['Bến Tre', 'Vũng Tàu']) {
      const inputs = slots(station)
      expect(inputs.map((input) => input.maxLength)).toEqual(wanted)
    }
    const bt = slots('Bến Tre')
    bt[0]!.focus()
    type(bt[0]!, '12a3456')
    expect(bt[0]!.value).toBe('123456')
    expect(document.activeElement).toBe(bt[1])
    type(bt[1]!, '123')
    expect(document.activeElement).toBe(bt[1])

    fireEvent.click(screen.getByRole('button', { name: 'Submit for confirmation' }))
    expect((await screen.findByText(/numbers are missing or have the wrong number of digits/)).textContent).toBe(
      '35 numbers are missing or have the wrong number of digits',
    )
    expect(bt[1]!.getAttribute('aria-invalid')).toBe('true')
    expect(requests.some((r) => r.method === 'POST')).toBe(false)

    const sheets = [southSheet('BT', 1), southSheet('VT', 2)]
    for (const [i, station] of ['Bến Tre', 'Vũng Tàu'].entries()) {
      const numbers = VN_SOUTH.flatMap(({ rank }) => sheets[i]!.prizes[rank]!)
      slots(station).forEach((input, n) => type(input, numbers[n]!))
    }
    fireEvent.click(screen.getByRole('button', { name: 'Submit for confirmation' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ result: { sheets } })
  })

  it('builds the northern ranks and fills a station from a pasted sheet', async () => {
    const north = detailOf({ gameCode: 'VN_NORTH', game: GAMES[1]!, stations: [{ code: 'HN', name: 'Hà Nội' }] })
    openDesk('/lottery/draws/501', { [`GET ${URL_OF}`]: answer(north) })
    await screen.findByRole('heading', { name: 'Enter the official result' })
    const inputs = slots('Hà Nội')
    expect(inputs).toHaveLength(27)
    expect(inputs.map((input) => input.maxLength)).toEqual(
      VN_NORTH.flatMap(({ count, digits }) => Array.from({ length: count }, () => digits)),
    )
    const numbers = VN_NORTH.flatMap(({ count, digits }) => Array.from({ length: count }, () => '7'.repeat(digits)))
    const short = 'ĐB 77777\nG1 77777\nG2 77777 77777'
    fireEvent.paste(inputs[3]!, { clipboardData: { getData: () => `G1 ${numbers.join(' ')}` } })
    expect(slots('Hà Nội').map((input) => input.value)).toEqual(numbers)
    fireEvent.paste(inputs[3]!, { clipboardData: { getData: () => short } })
    expect(screen.getByText('The pasted text does not hold the 27 numbers of this sheet')).toBeTruthy()
  })

  it('builds the 4D form and sends its five parts', async () => {
    const fourD = detailOf({ gameCode: 'SG4D', game: GAMES[2]!, stations: [] })
    const requests = openDesk('/lottery/draws/501', {
      [`GET ${URL_OF}`]: answer(fourD),
      [`POST ${URL_OF}/result`]: () => reply<typeof lotteryRoutes.enterResult>(fourD),
    })
    await screen.findByRole('heading', { name: 'Enter the official result' })
    const inputs = screen.getAllByRole('textbox') as HTMLInputElement[]
    expect(inputs).toHaveLength(FOUR_D.reduce((sum, { count }) => sum + count, 0))
    expect(inputs.every((input) => input.maxLength === 4)).toBe(true)
    inputs.forEach((input, i) => type(input, String(1000 + i)))
    fireEvent.click(screen.getByRole('button', { name: 'Submit for confirmation' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    const n = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(1000 + from + i))
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      result: { first: '1000', second: '1001', third: '1002', starters: n(3, 10), consolations: n(13, 10) },
    })
  })

  it('shows a refusal of the server under the form', async () => {
    openDesk('/lottery/draws/501', {
      [`GET ${URL_OF}`]: answer(detailOf({ gameCode: 'SG4D', game: GAMES[2]!, stations: [] })),
      [`POST ${URL_OF}/result`]: () => refusal('draw_state_invalid', 409),
    })
    await screen.findByRole('heading', { name: 'Enter the official result' })
    for (const input of screen.getAllByRole('textbox')) type(input as HTMLInputElement, '1234')
    fireEvent.click(screen.getByRole('button', { name: 'Submit for confirmation' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/no longer in a state/)
  })
})

const wrong = southSheet('BT', 1)
const right = structuredClone(wrong)
right.prizes.G4![2] = '99999'
const entered = detailOf({
  state: 'entered',
  enteredBy: 9,
  enteredHash: 'a'.repeat(64),
  enteredResult: { kind: 'vietnam', sheets: [right, southSheet('VT', 2)] },
  currentEntry: {
    entryId: '2',
    sheet: { kind: 'vietnam', sheets: [right, southSheet('VT', 2)] },
    sheetHash: 'a'.repeat(64),
    enteredBy: 9,
    enteredAt: '2026-11-27T09:30:00.000Z',
    outcome: 'pending',
    decidedBy: null,
    decidedAt: null,
    reason: null,
  },
  earlierEntries: [
    {
      entryId: '1',
      sheet: { kind: 'vietnam', sheets: [wrong, southSheet('VT', 2)] },
      sheetHash: 'b'.repeat(64),
      enteredBy: 9,
      enteredAt: '2026-11-27T09:20:00.000Z',
      outcome: 'rejected',
      decidedBy: 7,
      decidedAt: '2026-11-27T09:25:00.000Z',
      reason: 'G4 misread',
    },
  ],
  differences: [
    {
      station: 'BT',
      rank: 'G4',
      before: wrong.prizes.G4!,
      after: right.prizes.G4!,
      removed: [wrong.prizes.G4![2]!],
      added: ['99999'],
    },
  ],
})

describe('confirming a result', () => {
  it('shows the sheet with the changed number marked and the change listed, then confirms by its hash', async () => {
    const requests = openDesk('/lottery/draws/501', {
      [`GET ${URL_OF}`]: answer(entered),
      [`POST ${URL_OF}/confirm`]: () => reply<typeof lotteryRoutes.confirmResult>(entered),
    })
    const review = await screen.findByRole('region', { name: 'Confirm the result' })
    const marked = within(review).getAllByText('99999')
    expect(marked.some((element) => element.getAttribute('data-changed') === 'true')).toBe(true)
    const changes = within(review).getByRole('table', { name: 'Changes from the earlier entry' })
    expect(within(changes).getByText('BT · Fourth')).toBeTruthy()
    expect(within(changes).getByText(wrong.prizes.G4![2]!).tagName).toBe('DEL')
    expect(within(changes).getByText('99999').tagName).toBe('INS')
    expect(within(review).queryByText(/You entered this sheet/)).toBeNull()
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm result' }))
    const dialog = screen.getByRole('dialog', { name: 'Confirm the result' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm result' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `${URL_OF}/confirm`,
      body: { sheetHash: 'a'.repeat(64) },
    })
  })

  it('tells the operator who entered it, and shows the server’s refusal', async () => {
    openDesk(
      '/lottery/draws/501',
      {
        [`GET ${URL_OF}`]: answer(entered),
        [`POST ${URL_OF}/confirm`]: () => refusal('second_operator_required', 409),
      },
      { ...LOTTERY_DESK, id: 9 },
    )
    const review = await screen.findByRole('region', { name: 'Confirm the result' })
    expect(within(review).getByText('You entered this sheet: another operator must confirm it.')).toBeTruthy()
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm result' }))
    const dialog = screen.getByRole('dialog', { name: 'Confirm the result' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm result' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Another operator must do this: the four-eyes rule',
    )
  })

  it('rejects with a reason', async () => {
    const requests = openDesk('/lottery/draws/501', {
      [`GET ${URL_OF}`]: answer(entered),
      [`POST ${URL_OF}/reject`]: () => reply<typeof lotteryRoutes.rejectResult>(detailOf()),
    })
    const review = await screen.findByRole('region', { name: 'Confirm the result' })
    fireEvent.click(within(review).getByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject this sheet' })
    const go = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement
    expect(go.disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'DB misread' } })
    fireEvent.click(go)
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'DB misread' })
  })

  it('lists every entered sheet with its outcome', async () => {
    openDesk('/lottery/draws/501/history', { [`GET ${URL_OF}`]: answer(entered) })
    const table = await screen.findByRole('table', { name: 'Entered sheets' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['Pending', 'Rejected'])
    expect(within(rows[1]!).getByText('G4 misread')).toBeTruthy()
    expect(within(rows[1]!).getByText('You')).toBeTruthy()
  })
})

describe('voiding a draw with four eyes', () => {
  it('asks with a reason', async () => {
    const requests = openDesk('/lottery/draws/501', {
      [`GET ${URL_OF}`]: answer(detailOf()),
      [`POST ${URL_OF}/void`]: () => reply<typeof lotteryRoutes.voidDraw>(detailOf({ voidRequestedBy: 7 })),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Void draw' }))
    const dialog = screen.getByRole('dialog', { name: 'Void this draw' })
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Official draw cancelled' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void draw' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `${URL_OF}/void`,
      body: { reason: 'Official draw cancelled' },
    })
  })

  it('shows a waiting void to a second operator, who approves it', async () => {
    const requests = openDesk('/lottery/draws/501', {
      [`GET ${URL_OF}`]: answer(detailOf({ voidRequestedBy: 9, voidReason: 'feed down' })),
      [`POST ${URL_OF}/void/approve`]: () => reply<typeof lotteryRoutes.approveVoid>(detailOf({ state: 'void' })),
    })
    expect((await screen.findByText(/Void requested by Operator #9: feed down/)).textContent).not.toMatch(/You asked/)
    fireEvent.click(screen.getByRole('button', { name: 'Approve void' }))
    const dialog = screen.getByRole('dialog', { name: 'Approve the void' })
    expect(within(dialog).getByText(/Void 20261127 for “feed down”/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve void' }))
    await waitFor(() => expect(requests.some((r) => r.path === `${URL_OF}/void/approve`)).toBe(true))
  })

  it('shows the one who asked that another approves, and the refusal if they try', async () => {
    openDesk('/lottery/draws/501', {
      [`GET ${URL_OF}`]: answer(detailOf({ voidRequestedBy: 7, voidReason: 'feed down' })),
      [`POST ${URL_OF}/void/approve`]: () => refusal('second_operator_required', 409),
    })
    expect(await screen.findByText(/You asked for it: another operator approves/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Approve void' }))
    const dialog = screen.getByRole('dialog', { name: 'Approve the void' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve void' }))
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Another operator/)
  })
})

describe('exposure', () => {
  it('lists liability per number against the cap, asks for the top N and finds a number', async () => {
    const requests = openDesk('/lottery/draws/501/exposure', {
      [`GET ${URL_OF}`]: answer(detailOf({ state: 'open' })),
      [`GET ${URL_OF}/exposure`]: () =>
        reply<typeof lotteryDeskRoutes.exposure>({
          drawId: '501',
          pageNum: 1,
          totalPages: 1,
          totalElements: 2,
          content: [
            {
              merchantId: 1,
              currency: 'MYR',
              key: 'BT:lo2:24',
              liability: '9500.00',
              cap: '10000.00',
              usedPercent: 95,
            },
            { merchantId: 2, currency: 'THB', key: 'VT:de:07', liability: '1200.00', cap: '10000.00', usedPercent: 12 },
          ],
        }),
    })
    const table = await screen.findByRole('table', { name: 'Exposure per number' })
    await within(table).findByText('24')
    const first = within(table).getByText('24').closest('tr') as HTMLElement
    expect(within(first).getByText('9,500.00 MYR')).toBeTruthy()
    expect(within(first).getByText('95.00%')).toBeTruthy()
    expect(within(first).getByText('Lotus')).toBeTruthy()
    expect(within(first).getByText('lo2')).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Number' }), { target: { value: '07' } })
    expect(within(table).queryByText('24')).toBeNull()
    expect(within(table).getByText('Orchid')).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: '100' } })
    await waitFor(() => expect(requests.some((r) => r.path.includes('/exposure?pageSize=100'))).toBe(true))
  })
})
