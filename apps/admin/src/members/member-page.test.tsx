import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { refusal, withFakeServer } from '../testing/fake-server'
import { currentPath, meOf } from '../testing/render'
import { openMember } from './members.fixtures'

withFakeServer()

const table = (name: string) => screen.findByRole('table', { name })
const rowOf = async (name: string, text: string) =>
  within(await table(name))
    .findByText(text)
    .then((cell) => cell.closest('tr')) as Promise<HTMLElement>

describe('the member page', () => {
  it('shows who the member is in the header, and the overview', async () => {
    openMember('/members/42')
    const header = (await screen.findByRole('heading', { name: 'lucky88' })).closest('section') as HTMLElement
    expect(within(header).getByText('Active')).toBeTruthy()
    expect(within(header).getByText('VIP 3')).toBeTruthy()
    expect(within(header).getByText('Lotus')).toBeTruthy()
    expect(within(header).getByText('vip')).toBeTruthy()
    expect(within(header).getByText('watch')).toBeTruthy()
    expect(within(header).getByText('1,250.50 MYR')).toBeTruthy()
    // The member's points and tier, then the upline top down, each a link to that agent's page.
    const links = within(header)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Points and VIP', '/loyalty/member?id=42'],
      ['agent.top', '/members/3'],
      ['agent.near', '/members/7'],
    ])
    // Registered in Lotus's zone (Kuala Lumpur, UTC+8).
    expect(within(header).getByText(/Registered 2026-03-01 10:00/)).toBeTruthy()

    expect(screen.getByText('TAN AH KOW')).toBeTruthy()
    expect(screen.getByText('LUCKY88')).toBeTruthy()
    expect(screen.getByText('AGNEAR')).toBeTruthy()
    expect(screen.getByText('Mozilla/5.0 (iPhone)')).toBeTruthy()
    expect(screen.getByRole('link', { name: '120' }).getAttribute('href')).toBe('/members/42/rounds')
  })

  it('gives each tab its own address', async () => {
    openMember('/members/42')
    const tabs = await screen.findByRole('navigation', { name: 'Member sections' })
    fireEvent.click(within(tabs).getByRole('link', { name: 'Lottery bets' }))
    await waitFor(() => expect(currentPath()).toBe('/members/42/lottery'))
    expect(await table('Lottery bets')).toBeTruthy()
    expect(within(tabs).getByRole('link', { name: /Sessions/ }).textContent).toBe('Sessions2')
  })

  it('shows wallets and ledger entries, money in and out', async () => {
    const requests = openMember('/members/42/ledger')
    const deposit = await rowOf('Ledger entries', 'depositId: 31')
    expect(within(deposit).getByText('500.00').className).toBe('amount-in')
    const taken = await rowOf('Ledger entries', 'reason: duplicate credit; operatorId: 3')
    expect(within(taken).getByText('-20.00').className).toBe('amount-out')
    expect(within(taken).getByText('750.50')).toBeTruthy()
    expect(screen.getAllByText('1,250.50 MYR').length).toBeGreaterThan(1)
    expect(requests.some((request) => request.path === '/wps/operator/members/42/wallet?pageNum=1&pageSize=20')).toBe(
      true,
    )
  })

  it('shows game rounds and lottery bets', async () => {
    openMember('/members/42/rounds')
    const round = await rowOf('Game rounds', 'R-991')
    expect(within(round).getByText('pgsoft')).toBeTruthy()
    expect(within(round).getByText('35.00')).toBeTruthy()
    expect(within(round).getByText('Settled')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Lottery bets' }))
    const bet = await rowOf('Lottery bets', '20261126')
    expect(within(bet).getByText('27.00')).toBeTruthy()
    expect(within(bet).getByText('Lost')).toBeTruthy()
  })

  it("shows deposits and withdrawals from the cashier's lists, filtered to the member", async () => {
    const requests = openMember('/members/42/deposits')
    const deposit = await rowOf('Deposits', 'TRX-31')
    expect(within(deposit).getByText('500.00 MYR')).toBeTruthy()
    expect(within(deposit).getByText('Approved')).toBeTruthy()
    expect(within(deposit).getByText('First')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Withdrawals' }))
    const withdrawal = await rowOf('Withdrawals', 'CIMB Bank')
    expect(within(withdrawal).getByText('300.00 MYR')).toBeTruthy()
    expect(within(withdrawal).getByText('Disbursed')).toBeTruthy()
    const paths = requests.map((request) => request.path)
    expect(paths).toContain('/wps/operator/deposits?memberId=42&pageNum=1&pageSize=20')
    expect(paths).toContain('/wps/operator/withdrawals?memberId=42&pageNum=1&pageSize=20')
  })

  it('shows logins with failures marked, live sessions and notes', async () => {
    openMember('/members/42/logins')
    const failed = await rowOf('Login history', '198.51.100.4')
    expect(within(failed).getByText('Failed')).toBeTruthy()
    expect(within(failed).getByText('VN')).toBeTruthy()
    expect(within(await rowOf('Login history', '203.0.113.10')).getByText('Signed in')).toBeTruthy()

    fireEvent.click(screen.getByRole('link', { name: /Sessions/ }))
    const session = await rowOf('Live sessions', '203.0.113.10')
    expect(within(session).getByRole('button', { name: 'End session' })).toBeTruthy()

    fireEvent.click(screen.getByRole('link', { name: /Notes/ }))
    const note = await rowOf('Staff notes', 'carol')
    expect(within(note).getByText(/Called about a late deposit/).textContent).toBe(
      'Called about a late deposit.\nResolved.',
    )
  })

  it('hides the tabs and actions a role may not use', async () => {
    openMember(
      '/members/42',
      meOf({ roles: ['support'], permissions: ['operator.session', 'members.read', 'members.notes'] }),
    )
    const tabs = await screen.findByRole('navigation', { name: 'Member sections' })
    expect(within(tabs).queryByRole('link', { name: 'Deposits' })).toBeNull()
    expect(within(tabs).queryByRole('link', { name: 'Withdrawals' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Add note' })).toBeTruthy()
    for (const name of ['Adjust balance', 'Freeze', /Security/, /Label/])
      expect(screen.queryByRole('button', { name })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Remove label vip' })).toBeNull()
  })

  it('says so when the member is out of reach', async () => {
    openMember('/members/42', undefined, { 'GET /wps/operator/members/42': () => refusal('not_found', 404) })
    expect((await screen.findByRole('alert')).textContent).toBe('Not found; it may have been removed, please refresh')
  })
})
