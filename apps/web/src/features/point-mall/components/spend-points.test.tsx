import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { getModals } from '../../../lib/modals'
import { setSession } from '../../../lib/session-store'
import { refusal } from '../../../testing/fake-api'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { item, mallServer, withKeyPair, type MallServer } from '../fake-mall.test-utils'
import { PointMallPage } from './point-mall-page'

let server: MallServer

withKeyPair()

beforeEach(() => {
  server = mallServer()
  setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
})

resetAfterEach({ closeModals: true })

async function openRedeem(title: string) {
  renderInSite(<PointMallPage />)
  fireEvent.click(await screen.findByRole('button', { name: `Redeem ${title}` }))
  return screen.getByRole('dialog')
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })

describe('redeeming an item', () => {
  it('sends the item, the quantity and the password with a key, then shows the cash paid', async () => {
    const dialog = await openRedeem('Cash MYR 10')
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Quantity'))
    // 2,450 points buy two items of 1,000.
    expect(within(dialog).getByText('Up to 2')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more' }))
    expect((within(dialog).getByRole('button', { name: 'One more' }) as HTMLButtonElement).disabled).toBe(true)
    expect(within(dialog).getByText('2,000 points')).toBeTruthy()
    expect(within(dialog).getByText('450 points')).toBeTruthy()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }))
    expect(within(dialog).getByText('Enter your payment password')).toBeTruthy()
    expect(server.posts).toHaveLength(0)

    type(dialog, 'Payment password', '123456')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }))
    expect(await within(dialog).findByText('Reward redeemed')).toBeTruthy()
    expect(within(dialog).getByText('MYR 20.00 was added to your wallet. You have 450 points left.')).toBeTruthy()
    expect(server.posts).toEqual([
      {
        path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
        key: expect.stringMatching(/^[0-9a-f]{32}$/),
        body: { itemId: '11', quantity: 2, paymentPassword: '123456' },
      },
    ])
    // The points and the wallet are asked again.
    await waitFor(() => expect(server.gets.filter((get) => get === '/wps/relay/MCS2_getPointBalance')).toHaveLength(2))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks a gift’s delivery address in the contract’s form and sends it', async () => {
    server.items = [item({ id: '12', kind: 'goods', title: 'Team jersey', value: null })]
    const dialog = await openRedeem('Team jersey')
    type(dialog, 'Payment password', '123456')
    type(dialog, 'Recipient name', 'Ahmad Ali')
    type(dialog, 'Phone number', '12-345')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }))
    expect(within(dialog).getByText('Please check this field')).toBeTruthy()
    expect(within(dialog).getAllByText('This is required')).toHaveLength(3)
    expect(server.posts).toHaveLength(0)

    type(dialog, 'Phone number', '+60 12 345 6789')
    type(dialog, 'Address line 1', ' 12 Jalan Ampang ')
    type(dialog, 'City', 'Kuala Lumpur')
    type(dialog, 'Postcode', '50450')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }))
    expect(await within(dialog).findByText(/Your request is in process/)).toBeTruthy()
    expect(server.posts[0]?.body).toEqual({
      itemId: '12',
      quantity: 1,
      paymentPassword: '123456',
      address: {
        name: 'Ahmad Ali',
        phone: '+60 12 345 6789',
        line1: '12 Jalan Ampang',
        city: 'Kuala Lumpur',
        postcode: '50450',
      },
    })
  })

  it('shows the server’s refusals in the member’s words', async () => {
    server.spend = () => refusal('point_item_limit', 409)
    const dialog = await openRedeem('Cash MYR 10')
    type(dialog, 'Payment password', '123456')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You have reached the limit for this item')

    server.spend = () => refusal('password_incorrect', 400)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }))
    expect(await within(dialog).findByText('The payment password is incorrect')).toBeTruthy()

    server.spend = () => refusal('points_insufficient', 409)
    type(dialog, 'Payment password', '654321')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }))
    expect(await within(dialog).findByText('You do not have enough points')).toBeTruthy()
  })

  it('offers to set a payment password when the member has none', async () => {
    server.hasPaymentPassword = false
    const dialog = await openRedeem('Cash MYR 10')
    const set = await within(dialog).findByRole('button', { name: 'Set payment password' })
    expect((within(dialog).getByRole('button', { name: 'Confirm redemption' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    fireEvent.click(set)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(getModals().at(-1)).toEqual({ name: 'memberCentre', params: { page: 'securityCenter' } })
  })
})

describe('converting points to cash', () => {
  async function openConvert() {
    renderInSite(<PointMallPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Convert to cash' }))
    return screen.getByRole('dialog')
  }

  it('checks the minimum and the step, previews the cash, and converts with a key kept for the retry', async () => {
    const dialog = await openConvert()
    type(dialog, 'Points to convert', '450')
    expect(within(dialog).getByText('4.50')).toBeTruthy()
    type(dialog, 'Payment password', '123456')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' }))
    expect(within(dialog).getByText('Convert at least 500 points')).toBeTruthy()
    type(dialog, 'Points to convert', '550')
    expect(within(dialog).getByText('Convert in steps of 100 points')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'All' }))
    expect((within(dialog).getByLabelText('Points to convert') as HTMLInputElement).value).toBe('2400')
    expect(within(dialog).getByText('24.00')).toBeTruthy()
    expect(server.posts).toHaveLength(0)

    // The first answer is lost: the retry carries the same key, so the server cannot convert twice.
    server.spend = () => refusal('internal', 500)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' }))
    await within(dialog).findByRole('alert')
    server.spend = null
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' }))
    expect(await within(dialog).findByText('Points converted')).toBeTruthy()
    expect(within(dialog).getByText('2,400 points became MYR 24.00 in your wallet.')).toBeTruthy()
    expect(server.posts.map((post) => post.body)).toEqual([
      { points: 2400, paymentPassword: '123456' },
      { points: 2400, paymentPassword: '123456' },
    ])
    expect(server.posts[0]?.path).toBe('/wps/relay/passwordCheck/MCS2_convertPoint')
    expect(server.posts[1]?.key).toBe(server.posts[0]?.key)
  })

  it('shows a refusal about the points at the points field', async () => {
    server.spend = () => refusal('points_below_minimum', 400)
    const dialog = await openConvert()
    type(dialog, 'Points to convert', '500')
    type(dialog, 'Payment password', '123456')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' }))
    expect(
      await within(dialog).findByText('That is below the minimum, or not a whole step, for converting points'),
    ).toBeTruthy()
  })
})
