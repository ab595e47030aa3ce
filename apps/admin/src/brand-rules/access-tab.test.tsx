import type { brandRulesRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { reply, withFakeServer, type Request } from '../testing/fake-server'
import { AccessTab } from './access-tab'
import { openTab, READER, rulesOf } from './brand-rules.testkit'

withFakeServer()

const puts = (requests: Request[]) => requests.filter((r) => r.method !== 'GET')

describe('the Access tab', () => {
  it('starts maintenance only once confirmed, in the danger style', async () => {
    const inMaintenance = rulesOf({ access: { ...rulesOf().access, maintenance: true } })
    const requests = openTab(<AccessTab merchantId={1} />, {
      routes: { 'PUT /wps/operator/brands/1/access': () => reply<typeof brandRulesRoutes.access>(inMaintenance) },
    })
    const card = await screen.findByRole('region', { name: 'Maintenance' })
    expect(within(card).getByRole('status').textContent).toBe('The site is open')
    fireEvent.click(within(card).getByRole('button', { name: 'Start maintenance' }))
    const dialog = screen.getByRole('dialog', { name: 'Start maintenance' })
    expect(within(dialog).getByText(/Close Lotus for maintenance/)).toBeTruthy()
    expect(puts(requests)).toHaveLength(0)
    const confirm = within(dialog).getByRole('button', { name: 'Start maintenance' })
    expect(confirm.className).toContain('button-danger')
    fireEvent.click(confirm)
    await waitFor(() => expect(puts(requests)).toHaveLength(1))
    expect(puts(requests)[0]).toMatchObject({
      body: { maintenance: true, maintenanceEnd: null, restrictedCountries: ['US'], minimumAge: 18 },
    })
    await waitFor(() => expect(within(card).getByRole('status').textContent).toBe('The site is in maintenance'))
    expect(card.className).toContain('br-card-danger')
  })

  it('saves regions, addresses and ages, keeping maintenance as it is', async () => {
    const requests = openTab(<AccessTab merchantId={1} />, {
      routes: { 'PUT /wps/operator/brands/1/access': () => reply<typeof brandRulesRoutes.access>(rulesOf()) },
    })
    const regions = await screen.findByRole('region', { name: 'Restricted regions' })
    fireEvent.change(within(regions).getByRole('textbox', { name: /^Countries/ }), { target: { value: 'us, sg' } })
    fireEvent.change(within(regions).getByRole('textbox', { name: /^Addresses/ }), {
      target: { value: '203.0.113.0/24\n\n2001:db8::/32' },
    })
    fireEvent.change(within(regions).getByRole('spinbutton', { name: 'Minimum age to play' }), {
      target: { value: '21' },
    })
    fireEvent.click(within(regions).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(puts(requests)).toHaveLength(1))
    expect(puts(requests)[0]).toMatchObject({
      body: {
        maintenance: false,
        restrictedCountries: ['US', 'SG'],
        restrictedIps: ['203.0.113.0/24', '2001:db8::/32'],
        minimumAge: 21,
      },
    })
  })

  it('checks sessions against the contract, and shows the free-play balance in money', async () => {
    const requests = openTab(<AccessTab merchantId={1} />, {
      routes: { 'PUT /wps/operator/brands/1/sessions': () => reply<typeof brandRulesRoutes.sessions>(rulesOf()) },
    })
    const sessions = await screen.findByRole('region', { name: 'Member sessions' })
    expect(within(sessions).getByText('= 2,000.00 MYR')).toBeTruthy()
    const trial = within(sessions).getByRole('textbox', {
      name: /^Free-play starting balance/,
    })
    fireEvent.change(trial, { target: { value: '12.50' } })
    fireEvent.click(within(sessions).getByRole('button', { name: 'Save' }))
    expect(await within(sessions).findByText('Check the highlighted fields.')).toBeTruthy()
    expect(puts(requests)).toHaveLength(0)
    fireEvent.change(trial, { target: { value: '1250' } })
    fireEvent.click(within(sessions).getByRole('checkbox', { name: 'Verify a login from a new address' }))
    fireEvent.click(within(sessions).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(puts(requests)).toHaveLength(1))
    expect(puts(requests)[0]).toMatchObject({ body: { trialBalance: '1250', newIpVerification: true } })
  })

  it('lets a reader see maintenance but not change it', async () => {
    openTab(<AccessTab merchantId={1} />, { permissions: READER })
    const card = await screen.findByRole('region', { name: 'Maintenance' })
    expect(within(card).queryByRole('button', { name: 'Start maintenance' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })
})
