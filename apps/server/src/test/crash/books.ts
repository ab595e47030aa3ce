import { expect } from 'vitest'
import type { Db } from '../../db/database'
import type { PublicKey } from './client'
import type { Team } from './team'
import { expectedBalances, sendTransfer, type Ack } from './workload'

/**
 * What the tests that kill servers under retrying clients check afterwards (decision 015): every
 * unknown outcome resolved by re-sending it, and books that hold each acknowledged transfer once.
 */

/** Re-sends every unknown outcome, same key and payload, until each is ok or fail. */
export async function resolveUnknowns(baseUrl: string, key: PublicKey, acks: Ack[], tries: number): Promise<Ack[]> {
  const resolved = [...acks]
  for (let round = 0; round < 5 && resolved.some((a) => a.outcome === 'info'); round++) {
    for (const [i, ack] of resolved.entries()) {
      if (ack.outcome !== 'info') continue
      const again = await sendTransfer(baseUrl, key, ack.op, tries)
      resolved[i] = {
        ...again,
        tries: ack.tries + again.tries,
        unknowns: [...ack.unknowns, ...again.unknowns],
        startedAt: ack.startedAt,
      }
    }
  }
  return resolved
}

/**
 * The ledger holds one transaction per acknowledged key, with the acknowledged amount, and
 * nothing else; every wallet of the chain holds its funding plus the acknowledged transfers.
 * Returns when each acknowledged key's transaction began (ms since the epoch).
 */
export async function expectBooksMatch(
  db: Db,
  team: Team,
  funding: bigint,
  acks: readonly Ack[],
): Promise<Map<string, number>> {
  const applied = new Map<string, number>()
  const rows = await db
    .selectFrom('ledgerTransactions')
    .select(['id', 'kind', 'idempotencyKey', 'createdAt'])
    .where('kind', 'in', ['upline_transfer', 'downline_transfer'])
    .execute()
  const entries = await db
    .selectFrom('ledgerEntries')
    .select(['transactionId', 'accountId', 'amount'])
    .where('transactionId', 'in', rows.length > 0 ? rows.map((r) => r.id) : [0n])
    .execute()
  const byKey = new Map<string, bigint[]>()
  for (const row of rows) {
    const clientKey = row.idempotencyKey.split(':').at(-1) ?? ''
    byKey.set(clientKey, [...(byKey.get(clientKey) ?? []), row.id])
  }
  const ackByKey = new Map(acks.map((a) => [a.op.key, a]))
  expect([...byKey.keys()].filter((k) => ackByKey.get(k)?.outcome !== 'ok')).toEqual([])
  for (const ack of acks) {
    const ids = byKey.get(ack.op.key) ?? []
    if (ack.outcome !== 'ok') {
      expect({ key: ack.op.key, applied: ids.length }).toEqual({ key: ack.op.key, applied: 0 })
      continue
    }
    const row = rows.find((r) => r.id === ids[0])
    if (row) applied.set(ack.op.key, new Date(row.createdAt).getTime())
    expect({ key: ack.op.key, applied: ids.length, as: row?.idempotencyKey }).toEqual({
      key: ack.op.key,
      applied: 1,
      as: `${ack.op.kind}:${ack.op.payer.id}:${ack.op.key}`,
    })
    expect(JSON.parse(ack.body ?? '{}').value.transactionId).toBe(String(ids[0]))
    const moved = entries.filter((e) => e.transactionId === ids[0]).map((e) => [e.accountId, e.amount])
    expect(new Map(moved as [bigint, bigint][])).toEqual(
      new Map([
        [ack.op.payer.wallet, -ack.op.minor],
        [ack.op.payee.wallet, ack.op.minor],
      ]),
    )
  }
  const wallets = await db
    .selectFrom('ledgerAccounts')
    .select(['id', 'balance'])
    .where(
      'id',
      'in',
      team.chain.map((m) => m.wallet),
    )
    .execute()
  expect(new Map(wallets.map((w) => [w.id, w.balance]))).toEqual(expectedBalances(team, funding, acks))
  return applied
}
