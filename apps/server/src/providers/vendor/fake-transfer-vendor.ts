import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fromMinor, toMinor } from '../../lib/money'
import { seamlessHeaders, seamlessSignatureValid } from './seamless-signature'
import { signatureMatches, signBody } from './transfer-vendor'

/**
 * A third-party transfer-wallet vendor, simulated: a real HTTP service on 127.0.0.1 speaking the
 * protocol of transfer-vendor.ts, with its own player balances and transfer log, idempotent by
 * our transfer id. Faults are injected per call kind so tests can lose answers, fail, or refuse.
 * `GET /launch?token=` opens a game as a vendor would: it redeems the token with the platform
 * (decision 037) and answers who it opened the game for.
 */

export type FaultMode =
  /** Applies the movement, then never answers (the caller times out). */
  | 'timeout-after-apply'
  /** Never applies and never answers: the request is lost. */
  | 'timeout-before-apply'
  /** Answers 500 without applying. */
  | 'error-500'
  /** Refuses in a signed answer, without applying. */
  | 'refuse'

export type CallKind = 'deposit' | 'withdraw' | 'status' | 'balance'

interface LoggedTransfer {
  player: string
  direction: 'deposit' | 'withdraw'
  amount: bigint
  status: 'succeeded' | 'failed'
  reason?: string
}

export interface FakeTransferVendor {
  url: string
  /** The next `times` calls of this kind meet `mode`. */
  fail(kind: CallKind, mode: FaultMode, times?: number): void
  /** Drops every fault not yet met. */
  clearFaults(): void
  /** Every answer waits this long first (0: none). */
  setDelay(ms: number): void
  /** A game result at the vendor: the player's balance moves without a transfer. */
  play(player: string, delta: bigint): void
  balanceOf(player: string): bigint
  /** How many movements the vendor applied for this player. */
  appliedCount(player: string): number
  /** The vendor's re-keying of a player to a new id (after migration 0027, decision 037). */
  rekey(from: string, to: string): void
  close(): Promise<void>
}

/** Where the vendor redeems launch tokens: the platform's address (known once it listens) and this vendor's code. */
export interface FakeVendorLaunch {
  vendorCode: string
  platformUrl: () => string
}

const FIVE_MINUTES = 5 * 60_000

export async function startFakeTransferVendor(secret: Buffer, launch?: FakeVendorLaunch): Promise<FakeTransferVendor> {
  const balances = new Map<string, bigint>()
  const transfers = new Map<string, LoggedTransfer>()
  const faults = new Map<CallKind, { mode: FaultMode; times: number }[]>()
  let delayMs = 0

  const takeFault = (kind: CallKind): FaultMode | null => {
    const queue = faults.get(kind) ?? []
    const next = queue[0]
    if (!next) return null
    next.times -= 1
    if (next.times <= 0) queue.shift()
    return next.mode
  }

  const answer = (res: ServerResponse, status: number, payload: Record<string, string>) => {
    const body = JSON.stringify(payload)
    const send = () => {
      if (res.destroyed) return
      res.writeHead(status, { 'content-type': 'application/json', 'x-signature': signBody(secret, body) })
      res.end(body)
    }
    if (delayMs > 0) setTimeout(send, delayMs)
    else send()
  }

  const move = (direction: 'deposit' | 'withdraw', input: Record<string, string>): Record<string, string> => {
    const { player = '', transferId = '', currency = '' } = input
    const amount = /^(0|[1-9]\d{0,14})\.\d{2}$/.test(input.amount ?? '') ? toMinor(input.amount ?? '') : 0n
    const seen = transfers.get(transferId)
    if (seen) {
      const same = seen.player === player && seen.direction === direction && seen.amount === amount
      if (!same) return { status: 'failed', reason: 'transfer_id_reused' }
      return seen.status === 'succeeded'
        ? { status: 'succeeded', balance: fromMinor(balances.get(player) ?? 0n) }
        : { status: 'failed', reason: seen.reason ?? 'refused' }
    }
    const before = balances.get(player) ?? 0n
    if (!/^p[0-9a-f]{32}$/.test(player) || !/^[A-Z]{3}$/.test(currency) || amount <= 0n) {
      return record(transferId, { player, direction, amount, status: 'failed', reason: 'invalid_request' })
    }
    if (direction === 'withdraw' && before < amount) {
      return record(transferId, { player, direction, amount, status: 'failed', reason: 'insufficient_funds' })
    }
    const after = direction === 'deposit' ? before + amount : before - amount
    balances.set(player, after)
    record(transferId, { player, direction, amount, status: 'succeeded' })
    return { status: 'succeeded', balance: fromMinor(after) }
  }

  const record = (transferId: string, entry: LoggedTransfer): Record<string, string> => {
    transfers.set(transferId, entry)
    return entry.status === 'succeeded'
      ? { status: 'succeeded' }
      : { status: 'failed', reason: entry.reason ?? 'refused' }
  }

  const handle = (kind: CallKind, input: Record<string, string>, res: ServerResponse) => {
    const fault = takeFault(kind)
    if (fault === 'timeout-before-apply') return
    if (fault === 'error-500') return answer(res, 500, { status: 'error' })
    if (fault === 'refuse') {
      if (kind === 'deposit' || kind === 'withdraw')
        record(input.transferId ?? '', {
          player: input.player ?? '',
          direction: kind,
          amount: 0n,
          status: 'failed',
          reason: 'refused',
        })
      return answer(res, 400, { status: 'failed', reason: 'refused' })
    }
    let result: Record<string, string>
    if (kind === 'deposit' || kind === 'withdraw') result = move(kind, input)
    else if (kind === 'balance')
      result = { status: 'succeeded', balance: fromMinor(balances.get(input.player ?? '') ?? 0n) }
    else {
      const seen = transfers.get(input.transferId ?? '')
      // An id never seen is failed from now on: a late request with it cannot apply after we were told so.
      if (!seen)
        record(input.transferId ?? '', {
          player: '',
          direction: 'deposit',
          amount: 0n,
          status: 'failed',
          reason: 'not_found',
        })
      result =
        seen?.status === 'succeeded'
          ? { status: 'succeeded', transferId: input.transferId ?? '' }
          : { status: 'failed', reason: seen?.reason ?? 'not_found', transferId: input.transferId ?? '' }
    }
    if (fault === 'timeout-after-apply') return
    answer(res, result.status === 'succeeded' ? 200 : 400, result)
  }

  const routes: Record<string, CallKind> = {
    '/transfer/deposit': 'deposit',
    '/transfer/withdraw': 'withdraw',
    '/transfer/status': 'status',
    '/balance': 'balance',
  }

  /** Redeems the launch token over the signed protocol; the answer is the platform's, checked. */
  const openGame = async (url: URL, res: ServerResponse) => {
    if (!launch) return answer(res, 404, { status: 'failed', reason: 'not_found' })
    const body = JSON.stringify({ token: url.searchParams.get('token') ?? '' })
    const call = { method: 'POST', path: `/vendor-api/transfer/${launch.vendorCode}/authenticate` }
    try {
      const reply = await fetch(`${launch.platformUrl()}${call.path}`, {
        method: call.method,
        headers: seamlessHeaders(secret, call, body),
        body,
      })
      const text = await reply.text()
      const signed = {
        timestamp: reply.headers.get('x-timestamp') ?? undefined,
        signature: reply.headers.get('x-signature') ?? undefined,
      }
      if (!seamlessSignatureValid(secret, signed, call, text))
        return answer(res, 502, { status: 'failed', reason: 'bad_signature' })
      const parsed = JSON.parse(text) as { success: boolean; code?: string; value?: { player: string } }
      if (!parsed.success || !parsed.value)
        return answer(res, 401, { status: 'failed', reason: parsed.code ?? 'refused' })
      answer(res, 200, { status: 'succeeded', player: parsed.value.player, game: url.searchParams.get('game') ?? '' })
    } catch {
      answer(res, 502, { status: 'failed', reason: 'platform_unreachable' })
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.vendor')
    if (req.method === 'GET' && url.pathname === '/launch') return void openGame(url, res)
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const kind = req.method === 'POST' ? routes[req.url ?? ''] : undefined
      if (!kind) return answer(res, 404, { status: 'failed', reason: 'not_found' })
      if (!signatureMatches(secret, raw, req.headers['x-signature'] as string | undefined))
        return answer(res, 401, { status: 'failed', reason: 'bad_signature' })
      let input: Record<string, string>
      try {
        input = JSON.parse(raw) as Record<string, string>
      } catch {
        return answer(res, 400, { status: 'failed', reason: 'bad_json' })
      }
      if (Math.abs(Date.now() - Date.parse(input.timestamp ?? '')) > FIVE_MINUTES)
        return answer(res, 400, { status: 'failed', reason: 'stale_request' })
      handle(kind, input, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    fail(kind, mode, times = 1) {
      faults.set(kind, [...(faults.get(kind) ?? []), { mode, times }])
    },
    clearFaults() {
      faults.clear()
    },
    setDelay(ms) {
      delayMs = ms
    },
    play(player, delta) {
      const after = (balances.get(player) ?? 0n) + delta
      if (after < 0n) throw new Error('A game cannot take more than the player has')
      balances.set(player, after)
    },
    balanceOf: (player) => balances.get(player) ?? 0n,
    rekey(from, to) {
      balances.set(to, balances.get(from) ?? 0n)
      balances.delete(from)
    },
    appliedCount: (player) =>
      [...transfers.values()].filter((t) => t.player === player && t.status === 'succeeded').length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
