import type { operatorAccountRoutes, operatorAuditRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setSession } from '../lib/session'
import { refusal, reply, serve, withFakeServer } from '../testing/fake-server'
import { BRANDS, meOf, renderConsole } from '../testing/render'
import type { AuditRow, AuditVerification } from './audit.api'

withFakeServer()

const AUDITOR = meOf({ roles: ['auditor'], permissions: ['operator.session', 'audit.read'] })

const FREEZE: AuditRow = {
  id: '1042',
  at: '2026-11-27T02:15:30.000Z',
  actorKind: 'operator',
  actorId: '7',
  actorName: 'carol',
  merchantId: 1,
  ip: '203.0.113.9',
  action: 'member.freeze',
  target: 'member:88',
  before: { status: 'active', limits: { daily: '500.00', weekly: '2000.00' }, note: 'vip' },
  after: { status: 'frozen', limits: { daily: '0.00', weekly: '2000.00' }, reason: 'chargeback' },
}
const LOGIN: AuditRow = {
  id: '1041',
  at: '2026-11-27T02:00:00.000Z',
  actorKind: 'system',
  actorId: null,
  actorName: null,
  merchantId: null,
  ip: null,
  action: 'audit.verify',
  target: null,
  before: null,
  after: null,
}

const CHECKED: AuditVerification = {
  verifiedThroughId: '1040',
  verifiedRows: 1040,
  verifiedAt: '2026-11-27T02:10:00.000Z',
  latestId: '1042',
  broken: null,
  running: null,
}

function open(
  me = AUDITOR,
  verification: AuditVerification = CHECKED,
  routes: Parameters<typeof serve>[0] = {},
  rows: AuditRow[] = [FREEZE, LOGIN],
) {
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    'GET /wps/operator/audit': () => reply<typeof operatorAuditRoutes.list>({ rows, nextCursor: null }),
    'GET /wps/operator/audit/verification': () => reply<typeof operatorAuditRoutes.verification>({ verification }),
    ...routes,
  })
  renderConsole('/audit')
  return requests
}

const listCalls = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.startsWith('/wps/operator/audit') && !r.path.includes('verification'))

describe('the audit log', () => {
  it('lists rows newest first with actor, action, target and brand', async () => {
    open()
    const table = await screen.findByRole('table', { name: 'Audit rows' })
    const freeze = (await within(table).findByText('member.freeze')).closest('tr') as HTMLElement
    expect(within(freeze).getByText('carol')).toBeTruthy()
    expect(within(freeze).getByText('Operator')).toBeTruthy()
    expect(within(freeze).getByText('member:88')).toBeTruthy()
    expect(within(freeze).getByText('Lotus')).toBeTruthy()
    expect(within(freeze).getByText('2026-11-27 10:15:30')).toBeTruthy()
    const system = within(table).getByText('audit.verify').closest('tr') as HTMLElement
    expect(within(system).getByText('System')).toBeTruthy()
    expect(within(system).getByText('Installation')).toBeTruthy()
  })

  it('sends the filters as the query, days in the brand time zone, and clears them', async () => {
    const requests = open()
    await screen.findByText('member.freeze')
    fireEvent.change(screen.getByLabelText('Operator'), { target: { value: ' carol ' } })
    fireEvent.change(screen.getByLabelText('Action starts with'), { target: { value: 'member.' } })
    fireEvent.change(screen.getByLabelText('Target'), { target: { value: 'member:8' } })
    fireEvent.click(screen.getByLabelText('Prefix'))
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-27' } })
    expect(listCalls(requests)).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(listCalls(requests)).toHaveLength(2))
    expect(listCalls(requests)[1]?.path).toBe(
      '/wps/operator/audit?operator=carol&action=member.&target=member%3A8&targetMatch=prefix' +
        '&from=2026-10-31T16%3A00%3A00.000Z&to=2026-11-27T16%3A00%3A00.000Z&pageSize=50',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    await waitFor(() => expect(listCalls(requests).at(-1)?.path).toBe('/wps/operator/audit?pageSize=50'))
  })

  it("reads the chosen brand's rows, and older rows by the server's cursor", async () => {
    localStorage.setItem('sea.admin.brand', '2')
    const requests = open(AUDITOR, CHECKED, {
      'GET /wps/operator/audit': (request) =>
        reply<typeof operatorAuditRoutes.list>(
          request.path.includes('before=')
            ? { rows: [LOGIN], nextCursor: null }
            : { rows: [FREEZE], nextCursor: '1042' },
        ),
    })
    await screen.findByText('member.freeze')
    expect(listCalls(requests)[0]?.path).toBe('/wps/operator/audit?merchantId=2&pageSize=50')
    fireEvent.click(screen.getByRole('button', { name: 'Older rows' }))
    expect(await screen.findByText('audit.verify')).toBeTruthy()
    expect(screen.getByText('member.freeze')).toBeTruthy()
    expect(listCalls(requests)[1]?.path).toBe('/wps/operator/audit?merchantId=2&pageSize=50&before=1042')
    expect(screen.queryByRole('button', { name: 'Older rows' })).toBeNull()
  })

  it('opens a row onto a field-by-field diff with the changed fields marked', async () => {
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Show changes of row 1042' }))
    const diff = within(screen.getByRole('table', { name: 'Changes' }))
    const line = (field: string) => diff.getByText(field).closest('tr') as HTMLElement
    expect(line('status').dataset.change).toBe('changed')
    expect(within(line('status')).getByText('active')).toBeTruthy()
    expect(within(line('status')).getByText('frozen')).toBeTruthy()
    expect(line('limits.daily').dataset.change).toBe('changed')
    expect(line('limits.weekly').dataset.change).toBe('same')
    expect(line('note').dataset.change).toBe('removed')
    expect(line('reason').dataset.change).toBe('added')
    expect(within(line('status')).getByText('changed')).toBeTruthy()
    expect(within(line('limits.weekly')).queryByText('changed')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Show changes of row 1041' }))
    expect(screen.getByText('No before or after was recorded for this action.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Hide changes of row 1042' }))
    expect(screen.queryByRole('table', { name: 'Changes' })).toBeNull()
  })
})

describe("the hash chain's verification", () => {
  const panel = async () => within(await screen.findByRole('region', { name: 'Hash chain' }))

  it('shows a verified chain: through which row, when, and the newest row', async () => {
    open()
    const chain = await panel()
    expect(await chain.findByText('Verified')).toBeTruthy()
    expect(chain.getByText('Verified through row 1040')).toBeTruthy()
    expect(chain.getByText('Rows verified: 1,040')).toBeTruthy()
    expect(chain.getByText('Last confirmed 2026-11-27 10:10:00')).toBeTruthy()
    expect(chain.getByText('Latest row 1042')).toBeTruthy()
    expect(chain.queryByRole('alert')).toBeNull()
  })

  it('shows where the chain broke', async () => {
    open(AUDITOR, { ...CHECKED, broken: { rowId: '977', foundAt: '2026-11-27T01:00:00.000Z' } })
    const chain = await panel()
    expect(await chain.findByText('Broken')).toBeTruthy()
    expect(chain.getByRole('alert').textContent).toBe(
      'Row 977 does not verify: it, or a row before it, was altered or removed. Found 2026-11-27 09:00:00.',
    )
  })

  it('shows a run in progress and holds the buttons until it ends', async () => {
    open(AUDITOR, {
      ...CHECKED,
      running: { since: '2026-11-27T02:14:00.000Z', by: 'operator:7', full: true },
    })
    const chain = await panel()
    expect(await chain.findByText('Verifying')).toBeTruthy()
    expect(chain.getByText('Running since 2026-11-27 10:14:00, by operator #7 · full re-walk')).toBeTruthy()
    expect((chain.getByRole('button', { name: 'Verify now' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('starts a run on request and follows it', async () => {
    const requests = open(
      AUDITOR,
      { ...CHECKED, verifiedThroughId: null, verifiedRows: 0, verifiedAt: null },
      {
        'POST /wps/operator/audit/verification': () =>
          reply<typeof operatorAuditRoutes.verify>({
            verification: {
              ...CHECKED,
              running: { since: '2026-11-27T02:16:00.000Z', by: 'operator:1', full: false },
            },
          }),
      },
    )
    const chain = await panel()
    expect(await chain.findByText('Not verified yet')).toBeTruthy()
    fireEvent.click(chain.getByRole('button', { name: 'Verify now' }))
    expect(await chain.findByText('Verification started; this panel updates as it runs.')).toBeTruthy()
    expect(chain.getByText('Verifying')).toBeTruthy()
    expect(requests.find((r) => r.method === 'POST')?.path).toBe('/wps/operator/audit/verification?full=false')
  })

  it('reports a conflicting run', async () => {
    open(AUDITOR, CHECKED, { 'POST /wps/operator/audit/verification': () => refusal('conflict', 409) })
    const chain = await panel()
    fireEvent.click(await chain.findByRole('button', { name: 'Re-verify from the first row' }))
    expect((await chain.findByRole('alert')).textContent).toBe('This changed meanwhile; please refresh and try again')
  })

  it('is neither read nor offered to a brand-scoped operator', async () => {
    const requests = open(meOf({ ...AUDITOR, installationWide: false, brands: BRANDS }))
    await screen.findByText('member.freeze')
    expect(screen.queryByRole('region', { name: 'Hash chain' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Verify now' })).toBeNull()
    expect(requests.some((r) => r.path.includes('verification'))).toBe(false)
  })
})
