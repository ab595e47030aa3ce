import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSeamlessClient, type SeamlessClient, type SeamlessResult } from '../providers/vendor/seamless-client'

/**
 * A third-party seamless vendor, simulated: a small node:http service on 127.0.0.1 that plays
 * the calls it is told to against the platform with the vendors' client, as a game server would.
 * `lose: true` makes it lose the first answer (a client that gives up after 1 ms) and send the
 * same call again, as a vendor retrying after a timeout does.
 */

export type VendorCall =
  | {
      action: 'debit'
      player: string
      token: string
      transactionId: string
      roundId: string
      gameCode: string
      amount: string
    }
  | { action: 'credit'; player: string; transactionId: string; roundId: string; gameCode: string; amount: string }
  | { action: 'rollback'; player: string; transactionId: string; refTransactionId: string; roundId: string }

export interface FakeSeamlessVendor {
  url: string
  /** Asks the vendor to make one call; its answer (after the retry when `lose`). */
  play(call: VendorCall, lose?: boolean): Promise<SeamlessResult<{ balance: string }>>
  close(): Promise<void>
}

export async function startFakeSeamlessVendor(options: {
  platformUrl: string
  vendorCode: string
  secret: Buffer
}): Promise<FakeSeamlessVendor> {
  const client = createSeamlessClient({
    baseUrl: options.platformUrl,
    vendorCode: options.vendorCode,
    secret: options.secret,
    timeoutMs: 10_000,
  })
  const hasty = createSeamlessClient({
    baseUrl: options.platformUrl,
    vendorCode: options.vendorCode,
    secret: options.secret,
    timeoutMs: 1,
  })

  const send = (via: SeamlessClient, call: VendorCall) => {
    if (call.action === 'debit') return via.debit({ ...call, amount: BigInt(call.amount) })
    if (call.action === 'credit') return via.credit({ ...call, amount: BigInt(call.amount) })
    return via.rollback(call)
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const { call, lose } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { call: VendorCall; lose: boolean }
      const run = async () => {
        if (lose) await send(hasty, call)
        return send(client, call)
      }
      run().then(
        (result) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
        (error: unknown) => res.writeHead(500).end(String(error)),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    async play(call, lose = false) {
      const res = await fetch(`${url}/play`, { method: 'POST', body: JSON.stringify({ call, lose }) })
      if (!res.ok) throw new Error(`fake vendor: ${await res.text()}`)
      return (await res.json()) as SeamlessResult<{ balance: string }>
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
