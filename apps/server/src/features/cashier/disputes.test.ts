import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createUploadsApp, tinyPng, type UploadsApp } from '../../test/uploads'
import { payer, walletAndHold, withdraw } from '../../test/withdrawals'

/** Not-received disputes: the queue, the proofs, and the operator's two outcomes (decision 052). */

type Operator = Awaited<ReturnType<typeof operatorSession>>
let t: UploadsApp
let alice: Operator
let bob: Operator
beforeAll(async () => {
  t = await createUploadsApp('sea-disputes-')
  alice = await operatorSession(t, null, ['finance'])
  bob = await operatorSession(t, null, ['finance'])
})
afterAll(() => closeCheckingBooks(t))

const codeOf = (res: { statusCode: number; json(): { code?: string } }) =>
  res.statusCode === 200 ? 'ok' : (res.json().code ?? String(res.statusCode))
const resolve = (who: Operator, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/wps/operator/withdrawals/${id}/resolve`, headers: who.headers, payload })
const detail = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/wps/operator/withdrawals/${id}`, headers: alice.headers })).json().value

let seq = 0
/** A withdrawal paid by the operator and reported not received by the member, with one proof. */
async function disputed(amount = '300.00') {
  const who = await payer(t, 100_000n)
  const headers = bearer(who.token)
  const id = (await withdraw(t, who, amount, `dispute-${++seq}`)).json().value.id
  const approved = await t.app.inject({
    method: 'POST',
    url: `/wps/operator/withdrawals/${id}/approve`,
    headers: bob.headers,
  })
  if (approved.statusCode !== 200) throw new Error(approved.body)
  // The approval left bob's claim on the payment; the dispute is an item of its own.
  const proof = await t.app.inject({
    method: 'PUT',
    url: `/wps/member/withdrawals/${id}/proofs`,
    headers: { ...headers, 'content-type': 'image/png' },
    payload: tinyPng(),
  })
  const proofId = proof.json().value.proofId
  const answered = await t.app.inject({
    method: 'POST',
    url: `/wps/member/withdrawals/${id}/confirm`,
    headers,
    payload: { result: 'not_received', remark: 'nothing arrived', proofIds: [proofId] },
  })
  if (answered.statusCode !== 200) throw new Error(answered.body)
  return { who, headers, id, proofId }
}

describe('the disputes queue', () => {
  it('lists disputes with their claim, and shows the member’s proofs to the operator', async () => {
    const { id, proofId } = await disputed()
    const claimed = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/cashier/withdrawals/${id}/claim`,
      headers: alice.headers,
    })
    expect(claimed.json().value).toMatchObject({ kind: 'dispute', itemId: id, operatorId: alice.operatorId })
    const queue = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/withdrawals?status=disputed&pageSize=100',
      headers: bob.headers,
    })
    const row = queue.json().value.content.find((r: { id: string }) => r.id === id)
    expect(row).toMatchObject({ status: 'disputed', claim: { kind: 'dispute', operatorId: alice.operatorId } })
    const view = await detail(id)
    expect(view.claim).toMatchObject({ kind: 'dispute' })
    expect(view.confirmations).toMatchObject([{ result: 'not_received', proofIds: [proofId] }])
    const picture = await t.app.inject({
      method: 'GET',
      url: `/wps/operator/withdrawals/${id}/proofs/${proofId}`,
      headers: bob.headers,
    })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toContain('image/png')
  })
})

describe('resolving a dispute', () => {
  it('as received: the rest is confirmed with the operator’s note, audited, and no money moves', async () => {
    const { who, headers, id } = await disputed('300.00')
    const before = await walletAndHold(t, who.id)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/wps/operator/cashier/withdrawals/${id}/claim`,
          headers: alice.headers,
        })
      ).statusCode,
    ).toBe(200)
    expect(codeOf(await resolve(bob, id, { outcome: 'received', note: 'bank statement shows it' }))).toBe(
      'claimed_by_other',
    )

    const resolved = await resolve(alice, id, { outcome: 'received', note: '  bank statement shows it ' })
    expect(resolved.json().value).toMatchObject({ id, status: 'received', receivedAmount: '300.00' })
    const view = await detail(id)
    expect(view.confirmations.map((c: { result: string }) => c.result)).toEqual(['not_received', 'operator_received'])
    expect(view.confirmations[1]).toMatchObject({ amount: '300.00', remark: 'bank statement shows it' })
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorId', 'after'])
      .where('target', '=', `withdrawal:${id}`)
      .where('action', 'like', 'withdrawal.dispute%')
      .execute()
    expect(audit).toEqual([
      {
        action: 'withdrawal.dispute_received',
        actorId: String(alice.operatorId),
        after: expect.objectContaining({ status: 'received', note: 'bank statement shows it' }),
      },
    ])
    expect(await walletAndHold(t, who.id)).toEqual(before)
    const screen = await t.app.inject({ method: 'GET', url: `/wps/member/withdrawals/${id}/confirmation`, headers })
    expect(screen.json().value).toMatchObject({ status: 'received', canConfirm: false })
    expect(codeOf(await resolve(alice, id, { outcome: 'reopen', note: 'again' }))).toBe('withdrawal_state_invalid')
  })

  it('reopen: paid again, the member answers anew before a fresh deadline', async () => {
    const { headers, id } = await disputed('200.00')
    const resolved = await resolve(bob, id, { outcome: 'reopen', note: 'sent again, ref 7781' })
    expect(resolved.json().value).toMatchObject({ status: 'disbursed', receivedAmount: '0.00' })
    expect(Date.parse(resolved.json().value.autoReceiveAt)).toBeGreaterThan(Date.now())
    expect((await detail(id)).confirmations.at(-1)).toMatchObject({ result: 'operator_reopened', amount: '0.00' })
    const answered = await t.app.inject({
      method: 'POST',
      url: `/wps/member/withdrawals/${id}/confirm`,
      headers,
      payload: { result: 'all_received' },
    })
    expect(answered.json().value).toMatchObject({ status: 'received', receivedAmount: '200.00' })
  })

  it('refuses what is not a dispute, and bad input, with a code and no change', async () => {
    const who = await payer(t, 100_000n)
    const pending = (await withdraw(t, who, '80.00', `dispute-pending-${++seq}`)).json().value.id
    expect(codeOf(await resolve(alice, pending, { outcome: 'received', note: 'x' }))).toBe('withdrawal_state_invalid')
    const { id } = await disputed()
    expect(codeOf(await resolve(alice, id, { outcome: 'refund', note: 'x' }))).toBe('validation_failed')
    expect(codeOf(await resolve(alice, id, { outcome: 'received', note: '   ' }))).toBe('validation_failed')
    expect(codeOf(await resolve(alice, id, { outcome: 'received', note: 'x'.repeat(141) }))).toBe('validation_failed')
    expect(codeOf(await resolve(alice, '987654321', { outcome: 'received', note: 'x' }))).toBe('not_found')
    const risk = await operatorSession(t, null, ['risk'])
    expect(codeOf(await resolve(risk, id, { outcome: 'received', note: 'x' }))).toBe('forbidden')
    expect((await detail(id)).withdrawal.status).toBe('disputed')
  })
})
