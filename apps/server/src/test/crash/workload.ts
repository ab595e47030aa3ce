import { randomInt } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { fromMinor } from '../../lib/money'
import { attempt, withRetries, type PublicKey, type Request, type Retried } from './client'
import { PAYMENT_PASSWORD, type Team, type TeamMember } from './team'

/**
 * What the crash test's clients do: random transfers up and down the chain, and an operator
 * freezing and unfreezing a bystander (so the audit chain grows while the server dies). Every
 * operation ends in the ack log as ok, fail or info, written only after its last answer.
 */

export type TransferKind = 'upline_transfer' | 'downline_transfer'

export interface TransferOp {
  key: string
  kind: TransferKind
  payer: TeamMember
  payee: TeamMember
  minor: bigint
  paymentPassword: string
}

/** `unknowns` lists what each attempt without an answer ran into (a reset, a refused connection...). */
export type Ack = Retried & { op: TransferOp }

/** More than all the money in the chain: refused with insufficient_funds inside the ledger. */
const TOO_MUCH = 100_000_000n

/** A transfer the server must refuse (wrong payment password, more than the payer has) now and then. */
export function nextTransfer(team: Team, key: string): TransferOp {
  const chain = team.chain
  const upline = randomInt(2) === 0
  const payerIndex = upline ? randomInt(1, chain.length) : randomInt(0, chain.length - 1)
  const payeeIndex = upline ? payerIndex - 1 : randomInt(payerIndex + 1, chain.length)
  const payer = chain[payerIndex]
  const payee = chain[payeeIndex]
  if (!payer || !payee) throw new Error('the chain is too short')
  const spoil = randomInt(40)
  return {
    key,
    kind: upline ? 'upline_transfer' : 'downline_transfer',
    payer,
    payee,
    minor: spoil === 0 ? TOO_MUCH : BigInt(randomInt(1, 501)),
    paymentPassword: spoil === 1 ? '000000' : PAYMENT_PASSWORD,
  }
}

export function transferRequest(op: TransferOp): Request {
  const amount = fromMinor(op.minor)
  return op.kind === 'upline_transfer'
    ? {
        method: 'POST',
        path: '/wps/member/transfer/upline',
        token: op.payer.token,
        idempotencyKey: op.key,
        payload: { amount, paymentPassword: op.paymentPassword },
      }
    : {
        method: 'POST',
        path: '/wps/agent/transfer/downline',
        token: op.payer.token,
        idempotencyKey: op.key,
        payload: { username: op.payee.username, amount, paymentPassword: op.paymentPassword },
      }
}

export async function sendTransfer(baseUrl: string, key: PublicKey, op: TransferOp, tries: number): Promise<Ack> {
  const result = await withRetries(() => attempt(baseUrl, key, transferRequest(op)), tries)
  return { ...result, op }
}

export interface Workload {
  acks: Ack[]
  /** Operator actions answered ok: each must have left its audit row. */
  auditedOk: number
  /** Stops issuing new operations and waits for those in flight to end. */
  stop(): Promise<void>
}

export function startWorkload(
  baseUrl: string,
  key: PublicKey,
  team: Team,
  options: { workers: number; tries: number; run: string },
): Workload {
  const acks: Ack[] = []
  let auditedOk = 0
  let stopped = false
  const transfers = async (worker: number) => {
    for (let seq = 0; !stopped; seq++) {
      acks.push(
        await sendTransfer(baseUrl, key, nextTransfer(team, `crash-${options.run}-${worker}-${seq}`), options.tries),
      )
    }
  }
  const operator = async () => {
    for (let n = 0; !stopped; n++) {
      const path = `/wps/operator/members/${team.bystander}/${n % 2 === 0 ? 'freeze' : 'unfreeze'}`
      const result = await withRetries(
        () => attempt(baseUrl, key, { method: 'POST', path, token: team.operator.token }),
        options.tries,
      )
      if (result.outcome === 'ok') auditedOk += 1
      await sleep(250)
    }
  }
  const running = Promise.all([...Array.from({ length: options.workers }, (_, i) => transfers(i)), operator()])
  return {
    acks,
    get auditedOk() {
      return auditedOk
    },
    async stop() {
      stopped = true
      await running
    },
  }
}

/** The model: each wallet's funding plus every acknowledged transfer, folded. */
export function expectedBalances(team: Team, funding: bigint, acks: readonly Ack[]): Map<bigint, bigint> {
  const balances = new Map(team.chain.map((m) => [m.wallet, funding]))
  const add = (wallet: bigint, amount: bigint) => balances.set(wallet, (balances.get(wallet) ?? 0n) + amount)
  for (const ack of acks) {
    if (ack.outcome !== 'ok') continue
    add(ack.op.payer.wallet, -ack.op.minor)
    add(ack.op.payee.wallet, ack.op.minor)
  }
  return balances
}
