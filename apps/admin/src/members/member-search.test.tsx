import type { operatorMemberRoutes, operatorMoneyRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { reply, withFakeServer } from '../testing/fake-server'
import { currentPath, meOf } from '../testing/render'
import { DETAIL, openMember, OWNER, ROW } from './members.fixtures'

withFakeServer()

const FROZEN = {
  ...ROW,
  id: '43',
  username: 'lucky99',
  merchantId: 2,
  brand: 'orchid',
  status: 'frozen' as const,
  labels: [],
  lastLoginAt: null,
}

function search(me = OWNER, totalPages = 1) {
  return openMember('/members', me, {
    'GET /wps/operator/members': (request) => {
      const pageNum = Number(new URL(request.path, 'http://x').searchParams.get('pageNum') ?? 1)
      return reply<typeof operatorMemberRoutes.search>({
        content: pageNum === 1 ? [ROW, FROZEN] : [],
        pageNum,
        totalPages,
        totalElements: totalPages * 2,
      })
    },
    'GET /wps/operator/wallets': () =>
      reply<typeof operatorMoneyRoutes.walletSnapshot>({
        wallets: [{ memberId: '42', currency: 'MYR', balance: '1250.50' }],
        totals: [{ currency: 'MYR', sum: '1250.50' }],
      }),
  })
}

const searches = (requests: { path: string }[]) =>
  requests.filter((request) => request.path.startsWith('/wps/operator/members?'))

describe('the member search', () => {
  it('sends the chosen criterion and shows the rows, with brand, status, labels and balance', async () => {
    const requests = search()
    fireEvent.change(await screen.findByLabelText('Search by'), { target: { value: 'mobile' } })
    fireEvent.change(screen.getByLabelText('Search for'), { target: { value: ' 0123456789 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))

    const table = await screen.findByRole('table', { name: 'Members found' })
    await within(table).findByText('lucky99')
    expect(searches(requests).map((request) => request.path)).toEqual([
      '/wps/operator/members?mobile=0123456789&sort=registered&pageNum=1',
    ])
    const lucky = within(table).getByText('lucky88').closest('tr') as HTMLElement
    expect(within(lucky).getByText('Lotus')).toBeTruthy()
    expect(within(lucky).getByText('Active')).toBeTruthy()
    expect(within(lucky).getByText('vip')).toBeTruthy()
    expect(within(lucky).getByText('watch')).toBeTruthy()
    expect(await within(lucky).findByText('1,250.50 MYR')).toBeTruthy()
    const frozen = within(table).getByText('lucky99').closest('tr') as HTMLElement
    expect(within(frozen).getByText('Orchid')).toBeTruthy()
    expect(within(frozen).getByText('Frozen')).toBeTruthy()
    expect(within(frozen).getByText('Never')).toBeTruthy()
    expect(requests.some((request) => request.path === '/wps/operator/wallets?memberIds=42%2C43')).toBe(true)
  })

  it('opens the member page on a row click', async () => {
    search()
    fireEvent.change(await screen.findByLabelText('Search for'), { target: { value: 'luck' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    fireEvent.click(await screen.findByText('lucky88'))
    await waitFor(() => expect(currentPath()).toBe('/members/42'))
    expect(await screen.findByRole('heading', { name: DETAIL.member.username })).toBeTruthy()
  })

  it('checks the criterion against the contract before asking the server', async () => {
    const requests = search()
    fireEvent.change(await screen.findByLabelText('Search by'), { target: { value: 'mobile' } })
    fireEvent.change(screen.getByLabelText('Search for'), { target: { value: '+60 12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Digits only, 4 to 20, without the country code')).toBeTruthy()
    expect(searches(requests)).toEqual([])
  })

  it('limits the search to the brand chosen in the top bar, pages on the server, and sorts by last login', async () => {
    localStorage.setItem('sea.admin.brand', '2')
    const requests = search(OWNER, 3)
    fireEvent.change(await screen.findByLabelText('Search for'), { target: { value: 'luck' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await screen.findByText('lucky88')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(searches(requests).length).toBe(2))
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'lastLogin' } })
    await waitFor(() => expect(searches(requests).length).toBe(3))
    expect(searches(requests).map((request) => request.path)).toEqual([
      '/wps/operator/members?username=luck&merchantId=2&sort=registered&pageNum=1',
      '/wps/operator/members?username=luck&merchantId=2&sort=registered&pageNum=2',
      '/wps/operator/members?username=luck&merchantId=2&sort=lastLogin&pageNum=1',
    ])
  })

  it('leaves out balances for a role that may not read money', async () => {
    const requests = search(meOf({ roles: ['support'], permissions: ['operator.session', 'members.read'] }))
    fireEvent.change(await screen.findByLabelText('Search for'), { target: { value: 'luck' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await screen.findByText('lucky88')
    expect(screen.queryByRole('columnheader', { name: /Balance/ })).toBeNull()
    expect(requests.some((request) => request.path.startsWith('/wps/operator/wallets'))).toBe(false)
  })
})
