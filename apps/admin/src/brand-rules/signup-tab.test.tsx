import type { brandRulesRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { refusal, reply, withFakeServer } from '../testing/fake-server'
import { openTab, READER, rulesOf } from './brand-rules.testkit'
import { SignupTab } from './signup-tab'

withFakeServer()

const saved = () => reply<typeof brandRulesRoutes.flags>(rulesOf())

describe('the Sign-up tab', () => {
  it('saves the feature flags as one group', async () => {
    const requests = openTab(<SignupTab merchantId={1} />, { routes: { 'PUT /wps/operator/brands/1/flags': saved } })
    const features = await screen.findByRole('region', { name: 'Features' })
    fireEvent.click(within(features).getByRole('checkbox', { name: 'Free play (trial accounts)' }))
    fireEvent.click(within(features).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true))
    const put = requests.find((r) => r.method === 'PUT')
    expect(put?.path).toBe('/wps/operator/brands/1/flags')
    expect(put?.body).toMatchObject({ FREE_PLAY: true, USERNAME_REGISTER: true, SMS_LOGIN: false })
    expect(await within(features).findByText('Saved')).toBeTruthy()
  })

  it('shows the server’s refusal on the flag it names', async () => {
    openTab(<SignupTab merchantId={1} />, {
      routes: {
        'PUT /wps/operator/brands/1/flags': () =>
          new Response(
            JSON.stringify({
              success: false,
              code: 'validation_failed',
              message: 'x',
              details: [{ path: '/body/SMS_LOGIN', message: 'needs MOBILE_REGISTER' }],
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      },
    })
    const features = await screen.findByRole('region', { name: 'Features' })
    fireEvent.click(within(features).getByRole('checkbox', { name: 'Login with an SMS code' }))
    fireEvent.click(within(features).getByRole('button', { name: 'Save' }))
    expect(await within(features).findByText('needs MOBILE_REGISTER')).toBeTruthy()
    expect(within(features).getByRole('alert')).toBeTruthy()
  })

  it('checks the registration rules against the contract before sending, then saves rules and messages', async () => {
    const requests = openTab(<SignupTab merchantId={1} />, {
      routes: { 'PUT /wps/operator/brands/1/registration': saved },
    })
    const form = await screen.findByRole('region', { name: 'Registration form' })
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'nickname Max' }), { target: { value: '0' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('Check the highlighted fields.')).toBeTruthy()
    expect(requests.some((r) => r.method === 'PUT')).toBe(false)
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'nickname Max' }), { target: { value: '12' } })
    fireEvent.click(within(form).getByRole('checkbox', { name: 'nickname Shown' }))
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }))
    fireEvent.change(within(form).getByRole('textbox', { name: 'Message' }), { target: { value: ' Our words ' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true))
    const body = requests.find((r) => r.method === 'PUT')?.body as {
      rules: { field: string; enabled: boolean; maxLength: number }[]
      messages: unknown[]
    }
    expect(body.rules.find((r) => r.field === 'nickname')).toMatchObject({ enabled: true, maxLength: 12 })
    expect(body.messages).toEqual([{ patternId: 0, language: 'EN', message: 'Our words' }])
  })

  it('is read only without the brand settings permission', async () => {
    openTab(<SignupTab merchantId={1} />, { permissions: READER })
    expect(await screen.findByText(/Read only/)).toBeTruthy()
    const features = screen.getByRole('region', { name: 'Features' })
    expect(within(features).queryByRole('button', { name: 'Save' })).toBeNull()
    // The inputs sit in a disabled fieldset: the browser takes no change.
    const checkbox = within(features).getByRole('checkbox', { name: 'Free play (trial accounts)' })
    expect((checkbox.closest('fieldset.br-fields') as HTMLFieldSetElement).disabled).toBe(true)
  })

  it('says so when the brand is out of reach', async () => {
    openTab(<SignupTab merchantId={1} />, {
      routes: { 'GET /wps/operator/brands/1/rules': () => refusal('not_found', 404) },
    })
    expect(await screen.findByRole('alert')).toBeTruthy()
  })
})
