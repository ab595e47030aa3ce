import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { currentPath } from '../testing/render'
import { refusal, withFakeServer } from '../testing/fake-server'
import { calendarReply, drawOf, ONE_BRAND_DESK, openDesk } from './lottery.testkit'

withFakeServer()

const DRAWS = [
  drawOf({ drawId: '1', issueNo: 'A-1', state: 'open', closeAt: '2026-11-28T09:10:00.000Z' }),
  drawOf({ drawId: '2', issueNo: 'A-2', state: 'closed' }),
  drawOf({ drawId: '3', issueNo: 'A-3', state: 'entered', enteredBy: 9 }),
  drawOf({
    drawId: '4',
    issueNo: 'A-4',
    state: 'settled',
    payouts: '2000.00',
    houseResult: '-750.00',
    settlement: { status: 'settled', drawnAt: null, settledAt: '2026-11-27T10:00:00.000Z', losersMarkedAt: null },
  }),
  drawOf({
    drawId: '5',
    issueNo: 'A-5',
    gameCode: 'SG4D',
    stations: [],
    state: 'void',
    settlement: { status: 'refunded', drawnAt: null, settledAt: null, losersMarkedAt: null },
  }),
  drawOf({ drawId: '6', issueNo: 'F-6', gameCode: 'FAST_VN1', stations: [], state: 'closed', seedHash: 'ab' }),
  drawOf({ drawId: '7', issueNo: 'A-7', state: 'closed', voidRequestedBy: 9, voidReason: 'feed down' }),
]

const rowOf = (issue: string) => screen.getByText(issue).closest('tr') as HTMLElement

describe('the draw calendar', () => {
  it('shows each draw with its status, settlement and money, official draws first asked for', async () => {
    const requests = openDesk(
      '/lottery',
      { 'GET /wps/operator/lottery/calendar': () => calendarReply(DRAWS) },
      ONE_BRAND_DESK,
    )
    await screen.findByText('A-1')
    expect(within(rowOf('A-1')).getByText('Open')).toBeTruthy()
    expect(within(rowOf('A-2')).getByText('Awaiting result')).toBeTruthy()
    expect(within(rowOf('A-3')).getByText('Awaiting confirmation')).toBeTruthy()
    expect(within(rowOf('A-4')).getAllByText('Settled')).toHaveLength(2)
    expect(within(rowOf('A-4')).getByText('-750.00').className).toBe('amount-out')
    expect(within(rowOf('A-5')).getByText('Void')).toBeTruthy()
    expect(within(rowOf('A-5')).getByText('Refunded')).toBeTruthy()
    expect(within(rowOf('A-5')).getByText('4D')).toBeTruthy()
    // A closed in-house draw waits for the house, not for an operator.
    expect(within(rowOf('F-6')).getByText('Closed')).toBeTruthy()
    expect(within(rowOf('A-7')).getByText('Void requested')).toBeTruthy()
    expect(within(rowOf('A-2')).getByText('BT · VT')).toBeTruthy()
    expect(within(rowOf('A-2')).getAllByText('1,250.00')).toHaveLength(2)
    expect(screen.getByText('3 waiting for you')).toBeTruthy()
    const asked = new URL(requests.find((r) => r.path.startsWith('/wps/operator/lottery/calendar'))!.path, 'http://x')
    expect(asked.searchParams.get('official')).toBe('true')
    expect(asked.searchParams.get('gameCode')).toBeNull()
    expect(asked.searchParams.get('to')).not.toBe(asked.searchParams.get('from'))
  })

  it('shows no sum of amounts across brands of different currencies', async () => {
    openDesk('/lottery', { 'GET /wps/operator/lottery/calendar': () => calendarReply(DRAWS) })
    await screen.findByText('A-4')
    expect(within(rowOf('A-4')).queryByText('-750.00')).toBeNull()
    expect(within(rowOf('A-4')).getAllByTitle(/use different currencies/)).toHaveLength(3)
  })

  it('asks for one game and another week, and opens a draw', async () => {
    const requests = openDesk('/lottery?from=2026-11-02', {
      'GET /wps/operator/lottery/calendar': () => calendarReply(DRAWS),
    })
    await screen.findByText('A-1')
    fireEvent.change(screen.getByRole('combobox', { name: 'Game' }), { target: { value: 'SG4D' } })
    await waitFor(() => expect(requests.some((r) => r.path.includes('gameCode=SG4D'))).toBe(true))
    const last = () => new URL(requests.at(-1)!.path, 'http://x').searchParams
    expect(last().get('official')).toBeNull()
    expect(last().get('from')).toBe('2026-11-02')
    expect(last().get('to')).toBe('2026-11-08')
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }))
    await waitFor(() => expect(last().get('from')).toBe('2026-11-09'))
    expect(last().get('gameCode')).toBe('SG4D')
    fireEvent.click(rowOf('A-3'))
    await waitFor(() => expect(currentPath()).toBe('/lottery/draws/3'))
  })

  it('shows a refusal in place', async () => {
    openDesk('/lottery', { 'GET /wps/operator/lottery/calendar': () => refusal('forbidden', 403) })
    expect((await screen.findByRole('alert')).textContent).toBe('Your role does not allow this')
  })
})
