import {
  ROLE_PERMISSIONS,
  type brandRulesRoutes,
  type operatorAccountRoutes,
  type operatorKycRoutes,
} from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openTab, rulesOf } from '../brand-rules/brand-rules.testkit'
import { AccessTab } from '../brand-rules/access-tab'
import { setSession } from '../lib/session'
import { reply, serve, withFakeServer, type Request } from '../testing/fake-server'
import { meOf, renderConsole } from '../testing/render'
import type { Review } from './kyc.api'

withFakeServer()
afterEach(() => vi.restoreAllMocks())

const REVIEW: Review = {
  memberId: '42',
  merchantId: 1,
  username: 'mei.ling',
  payeeName: 'Tan Mei Ling',
  profileBirthday: null,
  state: {
    status: 'pending',
    reason: null,
    reviewedAt: null,
    missing: [],
    documents: [
      {
        id: '7',
        kind: 'selfie',
        contentType: 'image/jpeg',
        size: 204_800,
        uploadedAt: '2026-11-29T03:00:00.000Z',
        current: true,
      },
      {
        id: '6',
        kind: 'address',
        contentType: 'application/pdf',
        size: 90_000,
        uploadedAt: '2026-11-29T02:59:00.000Z',
        current: true,
      },
      {
        id: '5',
        kind: 'identity',
        contentType: 'image/png',
        size: 300_000,
        uploadedAt: '2026-11-29T02:58:00.000Z',
        current: true,
      },
    ],
  },
  idNumber: null,
  birthday: null,
  reviewedBy: null,
  closure: null,
}

function openSection(permissions = [...ROLE_PERMISSIONS.risk], review: Review = REVIEW): Request[] {
  setSession({ token: 't1', expiresAt: '2099-01-01T00:00:00.000Z' })
  const requests = serve({
    'GET /wps/operator/session/me': () =>
      reply<typeof operatorAccountRoutes.me>(meOf({ roles: ['risk'], permissions })),
    'GET /wps/operator/kyc/queue': () =>
      reply<typeof operatorKycRoutes.queue>({
        content: [{ memberId: '42', merchantId: 1, username: 'mei.ling', submittedAt: '2026-11-29T03:00:00.000Z' }],
        pageNum: 1,
        totalPages: 1,
        totalElements: 1,
      }),
    'GET /wps/operator/kyc/members/42': () => reply<typeof operatorKycRoutes.member>(review),
    'POST /wps/operator/kyc/members/42/approve': () =>
      reply<typeof operatorKycRoutes.approve>({
        ...review,
        state: { ...review.state, status: 'verified', reviewedAt: '2026-11-29T04:00:00.000Z' },
      }),
    'POST /wps/operator/kyc/members/42/reject': () => reply<typeof operatorKycRoutes.reject>(review),
    'GET /wps/operator/kyc/members/42/documents/6': () =>
      new Response(new Blob([new Uint8Array([37, 80, 68, 70, 45])], { type: 'application/pdf' })),
  })
  renderConsole('/kyc')
  return requests
}
const writes = (requests: Request[]) => requests.filter((r) => r.method !== 'GET')

describe('the Identity checks section', () => {
  it('lists the queue, opens a review, and approves only once the ID and birthday are in and confirmed', async () => {
    const requests = openSection()
    fireEvent.click(await screen.findByText('mei.ling'))
    const review = await screen.findByRole('region', { name: 'mei.ling' })
    expect(within(review).getByText('Waiting')).toBeTruthy()
    const approve = within(review).getByRole('button', { name: 'Approve' })
    expect((approve as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(within(review).getByLabelText(/^ID number/), { target: { value: '900101-14-5678' } })
    fireEvent.change(within(review).getByLabelText('Date of birth on the document'), {
      target: { value: '1990-01-01' },
    })
    fireEvent.click(approve)
    const dialog = screen.getByRole('dialog', { name: 'Approve' })
    expect(within(dialog).getByText(/900101-14-5678, born 1990-01-01/)).toBeTruthy()
    expect(writes(requests)).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(writes(requests)).toHaveLength(1))
    expect(writes(requests)[0]).toMatchObject({
      path: '/wps/operator/kyc/members/42/approve',
      body: { idNumber: '900101-14-5678', birthday: '1990-01-01' },
    })
  })

  it('rejects with the reason the member reads, and opens a PDF through the session', async () => {
    const requests = openSection()
    fireEvent.click(await screen.findByText('mei.ling'))
    const review = await screen.findByRole('region', { name: 'mei.ling' })
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:doc')
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue()
    fireEvent.click(within(review).getByRole('button', { name: /^Open Proof of address/ }))
    const viewer = await screen.findByRole('dialog', { name: 'Proof of address' })
    await waitFor(() => expect(within(viewer).getByLabelText('PDF document')).toBeTruthy())
    expect(requests.find((r) => r.path.endsWith('/documents/6'))?.authorization).toBe('Bearer t1')
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }))

    const reject = within(review).getByRole('button', { name: 'Reject' })
    expect((reject as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(within(review).getByLabelText('Reason the member reads'), {
      target: { value: 'The selfie does not show the document' },
    })
    fireEvent.click(reject)
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Reject' })).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(writes(requests)).toHaveLength(1))
    expect(writes(requests)[0]).toMatchObject({ body: { reason: 'The selfie does not show the document' } })
  })

  it('shows a reader without review neither the files nor the decision, and a closure as it was', async () => {
    const closed: Review = {
      ...REVIEW,
      state: {
        ...REVIEW.state,
        status: 'rejected',
        reason: 'Under the minimum age of 18: the account is closed',
        reviewedAt: '2026-11-29T04:00:00.000Z',
      },
      idNumber: 'U1701',
      birthday: '2010-01-01',
      reviewedBy: '3',
      closure: { refund: '1000.00', forfeited: '500.00', withdrawalId: '88' },
    }
    openSection(['operator.session', 'kyc.read'], closed)
    fireEvent.click(await screen.findByText('mei.ling'))
    const review = await screen.findByRole('region', { name: 'mei.ling' })
    expect(within(review).queryByRole('button', { name: /^Open/ })).toBeNull()
    expect(within(review).queryByRole('button', { name: 'Approve' })).toBeNull()
    const note = within(review).getByRole('note')
    expect(note.textContent).toContain('Account closed: under the minimum age')
    expect(note.textContent).toContain('#88')
  })
})

describe('the brand’s identity rules', () => {
  it('saves the amounts as decimals, an empty one as no rule', async () => {
    const requests = openTab(<AccessTab merchantId={1} />, {
      routes: { 'PUT /wps/operator/brands/1/identity': () => reply<typeof brandRulesRoutes.identity>(rulesOf()) },
    })
    const card = await screen.findByRole('region', { name: 'Identity checks' })
    fireEvent.change(within(card).getByRole('textbox', { name: /^A single withdrawal above/ }), {
      target: { value: '5000' },
    })
    fireEvent.click(within(card).getByRole('checkbox', { name: /limit/ }))
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(writes(requests)).toHaveLength(1))
    expect(writes(requests)[0]).toMatchObject({
      path: '/wps/operator/brands/1/identity',
      body: { withdrawalAbove: '5000', withdrawalTotalAbove: null, limitRaise: true },
    })
  })
})
