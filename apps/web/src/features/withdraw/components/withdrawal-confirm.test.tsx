import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { withdrawalRoutes } from '@sea/contract'
import type { CallValue } from '../../../lib/api-client'
import { setSession } from '../../../lib/session-store'
import { reply } from '../../../testing/fake-api'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { WithdrawalConfirm } from './withdrawal-confirm'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const png = (name: string, size = 64) => {
  const bytes = new Uint8Array(size)
  bytes.set(PNG_HEAD)
  return new File([bytes], name, { type: 'image/png' })
}

type Call = { method: string; url: string; body: unknown }
let calls: Call[] = []

type Confirmation = CallValue<typeof withdrawalRoutes.confirmation>

const confirmation = (changes: Partial<Confirmation> = {}): Confirmation => ({
  withdrawalId: '1',
  status: 'disbursed',
  amount: '200.00',
  receivedAmount: '0.00',
  remainingAmount: '200.00',
  autoReceiveAt: new Date(Date.now() + 25 * 60_000).toISOString(),
  canConfirm: true,
  ...changes,
})

/** The server as far as this form knows it: the confirmation, proof uploads and answers. */
function fakeServer() {
  let proofs = 0
  return vi.fn(async (url: string, init: RequestInit) => {
    const body = init.body instanceof Blob ? init.body : init.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ method: init.method ?? 'GET', url, body })
    if (url.endsWith('/proofs'))
      return reply<typeof withdrawalRoutes.uploadProof>({ proofId: String((proofs += 1) + 6) })
    if (url.endsWith('/confirm')) {
      const answer = body as { result: string; amount: string }
      return reply<typeof withdrawalRoutes.confirm>(
        answer.result === 'not_received'
          ? confirmation({ status: 'disputed' })
          : confirmation({ receivedAmount: answer.amount, remainingAmount: '150.00' }),
      )
    }
    return reply<typeof withdrawalRoutes.confirmation>(confirmation())
  })
}

function renderConfirm() {
  return renderInSite(<WithdrawalConfirm withdrawalId="1" currency="MYR" />)
}

const posted = () => calls.filter((call) => call.method !== 'GET')

beforeEach(() => {
  calls = []
  setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
  vi.stubGlobal('fetch', fakeServer())
})

resetAfterEach()

describe('withdrawal confirmation', () => {
  it('shows the amounts and the auto-receive deadline', async () => {
    renderConfirm()
    expect(await screen.findByText('Did the money arrive?')).toBeTruthy()
    expect(screen.getAllByText('200.00')).toHaveLength(2)
    expect(screen.getByText(/min left\)/).textContent).toMatch(/\((25|26) min left\)/)
  })

  it('reports not received with checked proofs: uploads each picture, then answers with their ids', async () => {
    renderConfirm()
    fireEvent.click(await screen.findByLabelText('Not received'))
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Add at least one picture')).toBeTruthy()
    expect(posted()).toHaveLength(0)

    const input = document.querySelector<HTMLInputElement>('input[type=file]')!
    const gif = new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' })
    const huge = png('huge.png', 5 * 1024 * 1024 + 1)
    Object.defineProperty(input, 'files', { configurable: true, value: [png('statement.png'), gif, huge] })
    fireEvent.change(input)
    expect(await screen.findByText('receipt.gif: only PNG or JPG pictures')).toBeTruthy()
    expect(screen.getByText('huge.png: larger than 5 MB')).toBeTruthy()
    expect(screen.getAllByRole('img')).toHaveLength(1)

    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Nothing in my account yet' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))

    expect(await screen.findByText('Your report was sent. Our team will look into it.')).toBeTruthy()
    const [upload, answer] = posted()
    expect(upload).toMatchObject({ method: 'PUT', url: '/wps/member/withdrawals/1/proofs' })
    expect((upload?.body as Blob).type).toBe('image/png')
    expect(answer).toEqual({
      method: 'POST',
      url: '/wps/member/withdrawals/1/confirm',
      body: { result: 'not_received', proofIds: ['7'], remark: 'Nothing in my account yet' },
    })
    // A disputed withdrawal may still be confirmed as received, but not reported again.
    expect(screen.queryByLabelText('Not received')).toBeNull()
    expect(screen.getByLabelText('All received')).toBeTruthy()
  })

  it('confirms a part no larger than what remains', async () => {
    renderConfirm()
    fireEvent.click(await screen.findByLabelText('Received part of it'))
    const amount = screen.getByLabelText('Amount that arrived')
    fireEvent.change(amount, { target: { value: '200.01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('At most the remaining 200.00')).toBeTruthy()
    expect(posted()).toHaveLength(0)

    fireEvent.change(amount, { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(posted()).toHaveLength(1))
    expect(posted()[0]?.body).toEqual({ result: 'received', amount: '50.00' })
    expect(await screen.findByText('Thank you, your confirmation was saved.')).toBeTruthy()
    // The rest can still be confirmed: the reply says 150.00 remain.
    expect(screen.getAllByText('150.00').length).toBeGreaterThan(0)
  })
})
