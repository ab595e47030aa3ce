import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerViolations } from '../../ledger/invariants'
import { bearer } from '../../test/accounts'
import { createUploadsApp, TINY_JPEG, tinyPng, type UploadsApp } from '../../test/uploads'
import { operatorToken, payer, walletAndHold, withdraw, type Payer } from '../../test/withdrawals'
import { autoReceiveDue } from './confirmation.service'

let t: UploadsApp
let operator: Record<string, string>
beforeAll(async () => {
  t = await createUploadsApp('sea-proofs-')
  operator = await operatorToken(t)
})
afterAll(async () => {
  try {
    expect(await ledgerViolations(t.db)).toEqual([])
  } finally {
    await t.close()
  }
})

/** A member's withdrawal of `amount`, approved by the operator. */
async function disbursed(amount = '500.00'): Promise<{ who: Payer; id: string; headers: Record<string, string> }> {
  const who = await payer(t, 100_000n)
  const id = (await withdraw(t, who, amount, `wd-conf-${who.id}`)).json().value.id
  const approved = await t.app.inject({
    method: 'POST',
    url: `/wps/operator/withdrawals/${id}/approve`,
    headers: operator,
  })
  if (approved.statusCode !== 200) throw new Error(approved.body)
  return { who, id, headers: bearer(who.token) }
}

const screen = async (id: string, headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: `/wps/member/withdrawals/${id}/confirmation`, headers })).json()
const confirm = (id: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/wps/member/withdrawals/${id}/confirm`, headers, payload })
const upload = (id: string, headers: Record<string, string>, payload: Buffer, contentType = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: `/wps/member/withdrawals/${id}/proofs`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  })

describe('confirming a disbursed withdrawal', () => {
  it('shows the amount, received and remaining amounts and the deadline', async () => {
    const who = await payer(t, 100_000n)
    const pending = (await withdraw(t, who, '80.00', 'wd-conf-pending')).json().value.id
    expect((await screen(pending, bearer(who.token))).value).toMatchObject({
      status: 'pending',
      canConfirm: false,
      autoReceiveAt: null,
    })
    expect((await confirm(pending, bearer(who.token), { result: 'all_received' })).json().code).toBe(
      'withdrawal_state_invalid',
    )

    const { id, headers } = await disbursed()
    expect((await screen(id, headers)).value).toMatchObject({
      withdrawalId: id,
      status: 'disbursed',
      amount: '500.00',
      receivedAmount: '0.00',
      remainingAmount: '500.00',
      canConfirm: true,
      autoReceiveAt: expect.any(String),
    })
    expect((await screen(id, bearer(who.token))).code).toBe('not_found')
  })

  it('takes parts as received, then the rest as all received', async () => {
    const { who, id, headers } = await disbursed()
    expect((await confirm(id, headers, { result: 'received' })).json().code).toBe('validation_failed')
    expect((await confirm(id, headers, { result: 'received', amount: '500.01' })).json().code).toBe(
      'amount_out_of_range',
    )
    const part = await confirm(id, headers, { result: 'received', amount: '200.00', remark: 'first transfer arrived' })
    expect(part.json().value).toMatchObject({
      status: 'disbursed',
      receivedAmount: '200.00',
      remainingAmount: '300.00',
      canConfirm: true,
    })
    const all = await confirm(id, headers, { result: 'all_received' })
    expect(all.json().value).toMatchObject({
      status: 'received',
      receivedAmount: '500.00',
      remainingAmount: '0.00',
      canConfirm: false,
    })
    expect((await confirm(id, headers, { result: 'all_received' })).json().code).toBe('withdrawal_state_invalid')
    const detail = (
      await t.app.inject({ method: 'GET', url: `/wps/operator/withdrawals/${id}`, headers: operator })
    ).json().value
    expect(detail.confirmations).toMatchObject([
      { result: 'received', amount: '200.00', remark: 'first transfer arrived', proofIds: [] },
      { result: 'all_received', amount: '300.00', remark: null },
    ])
    // Money left at disbursement; confirmations move none.
    expect(await walletAndHold(t, who.id)).toEqual({ main: 50_000n, hold: 0n })
  })

  it('a received part equal to the rest completes it', async () => {
    const { id, headers } = await disbursed('100.00')
    const res = await confirm(id, headers, { result: 'received', amount: '100.00' })
    expect(res.json().value).toMatchObject({ status: 'received', remainingAmount: '0.00' })
  })

  it('not received takes up to three real pictures of at most 5 MB, and a short remark', async () => {
    const { id, headers } = await disbursed()
    const text = Buffer.from('this is not a picture, just text pretending to be one')
    expect((await upload(id, headers, text)).json().code).toBe('unsupported_media_type')
    expect((await upload(id, headers, text, 'text/plain')).statusCode).toBe(415)
    const huge = Buffer.concat([tinyPng(), Buffer.alloc(6 * 1024 * 1024)])
    const tooBig = await upload(id, headers, huge)
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().code).toBe('payload_too_large')
    // Over the app's 2 MB but within 5 MB: the route's own limit applies.
    const big = Buffer.concat([tinyPng(), Buffer.alloc(3 * 1024 * 1024)])
    const proofs: string[] = []
    for (const [payload, type] of [
      [tinyPng(), 'image/png'],
      [TINY_JPEG, 'image/jpeg'],
      [big, 'image/png'],
    ] as const) {
      const res = await upload(id, headers, payload, type)
      expect(res.statusCode, res.body).toBe(200)
      proofs.push(res.json().value.proofId)
    }
    const fourth = await upload(id, headers, tinyPng())
    expect(fourth.json().code).toBe('proof_limit_reached')

    expect((await confirm(id, headers, { result: 'not_received', proofIds: [...proofs, '1'] })).json().code).toBe(
      'validation_failed',
    )
    expect(
      (await confirm(id, headers, { result: 'not_received', proofIds: proofs, remark: 'x'.repeat(141) })).json().code,
    ).toBe('validation_failed')
    expect((await confirm(id, headers, { result: 'not_received', proofIds: [] })).json().code).toBe('validation_failed')
    const other = await disbursed()
    const foreign = (await upload(other.id, other.headers, tinyPng())).json().value.proofId
    expect((await confirm(id, headers, { result: 'not_received', proofIds: [foreign] })).json().code).toBe(
      'validation_failed',
    )
    expect((await upload(id, other.headers, tinyPng())).json().code).toBe('not_found')

    const disputed = await confirm(id, headers, { result: 'not_received', proofIds: proofs, remark: 'x'.repeat(140) })
    expect(disputed.json().value).toMatchObject({
      status: 'disputed',
      receivedAmount: '0.00',
      remainingAmount: '500.00',
      canConfirm: true,
    })
    expect((await confirm(id, headers, { result: 'not_received', proofIds: proofs })).json().code).toBe(
      'withdrawal_state_invalid',
    )

    const detail = (
      await t.app.inject({ method: 'GET', url: `/wps/operator/withdrawals/${id}`, headers: operator })
    ).json().value
    expect(detail.confirmations).toMatchObject([{ result: 'not_received', proofIds: proofs }])
    const image = await t.app.inject({
      method: 'GET',
      url: `/wps/operator/withdrawals/${id}/proofs/${proofs[1]}`,
      headers: operator,
    })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/jpeg')
    expect(image.rawPayload.equals(TINY_JPEG)).toBe(true)
    const wrongPair = await t.app.inject({
      method: 'GET',
      url: `/wps/operator/withdrawals/${other.id}/proofs/${proofs[1]}`,
      headers: operator,
    })
    expect(wrongPair.json().code).toBe('not_found')
    expect(
      (await readdir(join(t.dataDir, 'uploads', 'withdrawal-proofs', id))).filter((f) => !f.endsWith('.type')),
    ).toHaveLength(3)

    // A dispute is not auto-received; the member may still say it arrived after all.
    await t.db
      .updateTable('withdrawals')
      .set({ autoReceiveAt: new Date(Date.now() - 60_000) })
      .where('id', '=', BigInt(id))
      .execute()
    await autoReceiveDue(t.db, new Date())
    expect((await screen(id, headers)).value.status).toBe('disputed')
    expect((await confirm(id, headers, { result: 'all_received' })).json().value.status).toBe('received')
  })
})

describe('auto-receive', () => {
  it('marks disbursed withdrawals received once their deadline passes, once, and then takes no answer', async () => {
    const due = await disbursed('300.00')
    const partly = await disbursed('300.00')
    const fresh = await disbursed('300.00')
    await confirm(partly.id, partly.headers, { result: 'received', amount: '100.00' })
    const past = new Date(Date.now() - 31 * 60_000)
    await t.db
      .updateTable('withdrawals')
      .set({ autoReceiveAt: new Date(past.getTime() + 30 * 60_000) })
      .where('id', 'in', [BigInt(due.id), BigInt(partly.id)])
      .execute()

    expect(await autoReceiveDue(t.db, new Date())).toBe(2)
    expect(await autoReceiveDue(t.db, new Date())).toBe(0)
    expect((await screen(due.id, due.headers)).value).toMatchObject({
      status: 'received',
      receivedAmount: '300.00',
      remainingAmount: '0.00',
      canConfirm: false,
    })
    const list = (await t.app.inject({ method: 'GET', url: '/wps/member/withdrawals', headers: partly.headers })).json()
      .value.content
    expect(list[0]).toMatchObject({ status: 'received', forced: true, receivedAmount: '300.00' })
    expect((await confirm(due.id, due.headers, { result: 'not_received', proofIds: ['1'] })).json().code).toBe(
      'withdrawal_state_invalid',
    )
    expect((await screen(fresh.id, fresh.headers)).value.status).toBe('disbursed')
    const confirmations = await t.db
      .selectFrom('withdrawalConfirmations')
      .select(['result', 'amount'])
      .where('withdrawalId', '=', BigInt(partly.id))
      .orderBy('id')
      .execute()
    expect(confirmations).toEqual([
      { result: 'received', amount: 10_000n },
      { result: 'auto_received', amount: 20_000n },
    ])
    // Past the deadline but before the job: no answer is taken, the job will decide.
    await t.db
      .updateTable('withdrawals')
      .set({ autoReceiveAt: new Date(Date.now() - 1000) })
      .where('id', '=', BigInt(fresh.id))
      .execute()
    expect((await confirm(fresh.id, fresh.headers, { result: 'all_received' })).json().code).toBe(
      'withdrawal_state_invalid',
    )
  })
})
