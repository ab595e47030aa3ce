import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { paymentPage, type PageOrder } from './paygate.page'
import { checkSignature, signedHeaders } from './paygate.signature'

/**
 * A payment gateway simulator with the shape of a real one (decision record 011): a signed
 * server-to-server "create order" call, a hosted payment page with Pay and Cancel, and a signed
 * callback to the platform over real HTTP, retried with backoff until the platform takes it.
 * Orders live in memory: a restart forgets them, as befits a simulator.
 */
export interface PaygateSimulatorOptions {
  secret: Buffer
  /** Waits before each further callback attempt after a failed one; then it gives up. */
  retryDelaysMs?: readonly number[]
  onDeliveryFailure?: (failure: { orderId: string; attempt: number; status: number | null; gaveUp: boolean }) => void
}

export interface PaygateSimulator {
  url: string
  /** Sends an order's callback again now (a real gateway's "resend notification"); answers the HTTP status, 0 when unreachable. */
  redeliver(orderId: string): Promise<number>
  close(): Promise<void>
}

interface Order {
  orderId: string
  merchantOrderId: string
  amount: string
  currency: string
  notifyUrl: string
  returnUrl: string
  expiresAt: number
  status: 'open' | 'paid' | 'cancelled'
  notification: Buffer | null
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000]
const DEFAULT_TTL_MS = 30 * 60_000
const MAX_BODY_BYTES = 16 * 1024
const CALLBACK_TIMEOUT_MS = 10_000

export async function startPaygateSimulator(options: PaygateSimulatorOptions): Promise<PaygateSimulator> {
  const orders = new Map<string, Order>()
  const byMerchantOrder = new Map<string, Order>()
  const timers = new Set<NodeJS.Timeout>()
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS
  let closed = false

  async function send(order: Order): Promise<number> {
    const body = order.notification
    if (!body) return 0
    try {
      const res = await fetch(order.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(options.secret, body) },
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      })
      await res.arrayBuffer()
      return res.status
    } catch {
      return 0
    }
  }

  /** Delivered on 2xx; a 4xx other than 408 and 429 is the platform's final word; anything else is retried. */
  async function deliver(order: Order, attempt: number): Promise<void> {
    if (closed) return
    const status = await send(order)
    if (status >= 200 && status < 300) return
    const final = status >= 400 && status < 500 && status !== 408 && status !== 429
    const delay = retryDelays[attempt]
    const gaveUp = final || delay === undefined || closed
    options.onDeliveryFailure?.({ orderId: order.orderId, attempt: attempt + 1, status: status || null, gaveUp })
    if (gaveUp) return
    const timer = setTimeout(() => {
      timers.delete(timer)
      void deliver(order, attempt + 1)
    }, delay)
    timer.unref()
    timers.add(timer)
  }

  function createOrder(body: Buffer, req: IncomingMessage, res: ServerResponse): void {
    if (!checkSignature(options.secret, req.headers, body).ok) return json(res, 401, { error: 'bad signature' })
    const input = parseOrder(body)
    if (!input) return json(res, 400, { error: 'bad order' })
    const existing = byMerchantOrder.get(input.merchantOrderId)
    if (existing) {
      // The same merchant order twice is a retry; with other terms it is a mistake.
      if (existing.amount !== input.amount || existing.currency !== input.currency)
        return json(res, 409, { error: 'order exists' })
      return json(res, 200, orderAnswer(existing))
    }
    const order: Order = {
      ...input,
      orderId: `PG${randomBytes(12).toString('hex')}`,
      status: 'open',
      notification: null,
    }
    orders.set(order.orderId, order)
    byMerchantOrder.set(order.merchantOrderId, order)
    json(res, 200, orderAnswer(order))
  }

  function orderAnswer(order: Order) {
    return {
      orderId: order.orderId,
      payUrl: `${simulator.url}/pay/${order.orderId}`,
      expiresAt: new Date(order.expiresAt).toISOString(),
    }
  }

  async function finish(order: Order, outcome: 'paid' | 'cancelled', res: ServerResponse): Promise<void> {
    if (pageStatus(order) !== 'open') return html(res, 409, paymentPage(pageOrder(order)))
    order.status = outcome
    const status = outcome === 'paid' ? 'paid' : 'failed'
    const { orderId, merchantOrderId, amount, currency } = order
    order.notification = Buffer.from(
      JSON.stringify({ orderId, merchantOrderId, status, amount, currency, at: new Date().toISOString() }),
    )
    // The first attempt is awaited, so the member returns to a site that already knows.
    await deliver(order, 0)
    const back = new URL(order.returnUrl)
    back.searchParams.set('paygateStatus', status)
    res.writeHead(303, { location: back.toString(), 'cache-control': 'no-store' }).end()
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator')
    if (req.method === 'POST' && url.pathname === '/api/orders') return createOrder(await readBody(req), req, res)
    const match = /^\/pay\/(PG[0-9a-f]{24})(?:\/(pay|cancel))?$/.exec(url.pathname)
    const order = match?.[1] ? orders.get(match[1]) : undefined
    if (!match || !order) return html(res, 404, '<!doctype html><title>Not found</title><p>No such payment.</p>')
    if (req.method === 'GET' && !match[2]) return html(res, 200, paymentPage(pageOrder(order)))
    if (req.method === 'POST' && match[2]) return finish(order, match[2] === 'pay' ? 'paid' : 'cancelled', res)
    res.writeHead(405).end()
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const simulator: PaygateSimulator = {
    url: `http://127.0.0.1:${port}`,
    async redeliver(orderId) {
      const order = orders.get(orderId)
      return order ? send(order) : 0
    },
    async close() {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return simulator
}

function pageStatus(order: Order): PageOrder['status'] {
  return order.status === 'open' && Date.now() > order.expiresAt ? 'expired' : order.status
}

function pageOrder(order: Order): PageOrder {
  return {
    orderId: order.orderId,
    merchantOrderId: order.merchantOrderId,
    amount: order.amount,
    currency: order.currency,
    status: pageStatus(order),
  }
}

function parseOrder(body: Buffer): Omit<Order, 'orderId' | 'status' | 'notification'> | null {
  let value: Record<string, unknown>
  try {
    value = JSON.parse(body.toString('utf8')) as Record<string, unknown>
  } catch {
    return null
  }
  const { merchantOrderId, amount, currency, notifyUrl, returnUrl, expiresAt } = value
  const httpUrl = (u: unknown) => typeof u === 'string' && /^https?:\/\/[^\s]+$/.test(u)
  if (typeof merchantOrderId !== 'string' || !/^[\x21-\x7e]{1,64}$/.test(merchantOrderId)) return null
  if (typeof amount !== 'string' || !/^\d{1,15}\.\d{2}$/.test(amount)) return null
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null
  if (!httpUrl(notifyUrl) || !httpUrl(returnUrl)) return null
  const expiry = typeof expiresAt === 'string' ? Date.parse(expiresAt) : Date.now() + DEFAULT_TTL_MS
  if (!Number.isFinite(expiry)) return null
  return {
    merchantOrderId,
    amount,
    currency,
    notifyUrl: notifyUrl as string,
    returnUrl: returnUrl as string,
    expiresAt: expiry,
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(value))
}

function html(res: ServerResponse, status: number, body: string): void {
  res
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
    })
    .end(body)
}
