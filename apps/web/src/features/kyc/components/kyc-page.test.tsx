import type { kycRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CallValue } from '../../../lib/api-client'
import { setSession } from '../../../lib/session-store'
import { refusal, reply } from '../../../testing/fake-api'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import KycPage from './kyc-page'

type State = CallValue<typeof kycRoutes.state>
type Call = { method: string; url: string; body: unknown }
let calls: Call[] = []
let state: State

const NONE: State = {
  status: 'none',
  reason: null,
  reviewedAt: null,
  missing: ['identity', 'address', 'selfie'],
  documents: [],
}
const jpeg = (name: string, size = 64) => {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return new File([bytes], name, { type: 'image/jpeg' })
}

/** The server as far as this page knows it: the state, and uploads that add a document. */
function fakeServer() {
  return vi.fn(async (url: string, init: RequestInit = {}) => {
    const body = init.body instanceof Blob ? init.body : undefined
    calls.push({ method: init.method ?? 'GET', url, body })
    if (init.method === 'POST') {
      if (url.endsWith('/selfie')) return refusal('identity_state_invalid', 409)
      const kind = url.split('/').pop() as 'identity'
      state = {
        ...state,
        missing: state.missing.filter((k) => k !== kind),
        documents: [
          {
            id: '9',
            kind,
            contentType: 'image/jpeg',
            size: 204_800,
            uploadedAt: '2026-11-29T03:00:00.000Z',
            current: true,
          },
          ...state.documents,
        ],
      }
      return reply<typeof kycRoutes.upload>(state)
    }
    return reply<typeof kycRoutes.state>(state)
  })
}

beforeEach(() => {
  calls = []
  state = NONE
  setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
  vi.stubGlobal('fetch', fakeServer())
})

resetAfterEach()

const card = (name: string) => screen.getByRole('article', { name })
const choose = (name: string, file: File) => {
  const input = within(card(name)).getByLabelText(/: Upload$|: Replace$/) as HTMLInputElement
  Object.defineProperty(input, 'files', { configurable: true, value: [file] })
  fireEvent.change(input)
}

describe('identity verification page', () => {
  it('uploads a document typed by its bytes and shows it sent; refuses a fake or a large file first', async () => {
    renderInSite(<KycPage />)
    expect(await screen.findByText('Not verified')).toBeTruthy()
    expect(within(card('Identity document')).getByText('Not uploaded yet')).toBeTruthy()

    choose('Identity document', new File(['<html>'], 'id.jpg', { type: 'image/jpeg' }))
    expect(await screen.findByText('This file is not a JPEG, PNG or PDF')).toBeTruthy()
    choose('Identity document', jpeg('big.jpg', 5 * 1024 * 1024 + 1))
    expect(await screen.findByText('This file is larger than 5 MB')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    choose('Identity document', jpeg('passport.jpg'))
    await waitFor(() => expect(within(card('Identity document')).getByText(/^Sent .* · 200 KB$/)).toBeTruthy())
    const [upload] = calls.filter((c) => c.method === 'POST')
    expect(upload?.url).toBe('/wps/member/kyc/documents/identity')
    expect((upload?.body as Blob).type).toBe('image/jpeg')
    expect(within(card('Identity document')).getByText('Replace')).toBeTruthy()
  })

  it('shows the server’s refusal in the member’s words', async () => {
    renderInSite(<KycPage />)
    await screen.findByText('Not verified')
    choose('Selfie with your document', jpeg('me.jpg'))
    expect(await screen.findByText('Your identity verification cannot change this way now')).toBeTruthy()
  })

  it('shows a rejection with its reason, and a verified identity without uploads', async () => {
    state = { ...NONE, status: 'rejected', reason: 'The photo is blurred', reviewedAt: '2026-11-29T04:00:00.000Z' }
    const { unmount } = renderInSite(<KycPage />)
    expect(await screen.findByText('Reason: The photo is blurred')).toBeTruthy()
    expect(screen.getAllByText('Upload')).toHaveLength(3)
    unmount()
    state = { ...NONE, status: 'verified', missing: [] }
    renderInSite(<KycPage />)
    expect(await screen.findByText('Your identity is verified. Nothing more is needed.')).toBeTruthy()
    expect(screen.queryByText('Upload')).toBeNull()
  })
})
