/** The simulator's hosted payment page: plain HTML and inline CSS, no script, brand-neutral. */

export interface PageOrder {
  orderId: string
  merchantOrderId: string
  amount: string
  currency: string
  status: 'open' | 'paid' | 'cancelled' | 'expired'
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const STATUS_TEXT: Record<Exclude<PageOrder['status'], 'open'>, string> = {
  paid: 'This order has been paid.',
  cancelled: 'This payment was cancelled.',
  expired: 'This payment link has expired. Start a new deposit on the site.',
}

export function paymentPage(order: PageOrder): string {
  const id = encodeURIComponent(order.orderId)
  const actions =
    order.status === 'open'
      ? `<form method="post" action="/pay/${id}/pay"><button class="pay" type="submit">Pay ${escape(order.currency)} ${escape(order.amount)}</button></form>
      <form method="post" action="/pay/${id}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
      : `<p class="status">${STATUS_TEXT[order.status]}</p>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Payment</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f4f6; color: #111827; }
  main { width: min(92vw, 380px); background: #fff; border-radius: 12px; padding: 28px 24px; box-shadow: 0 4px 24px rgb(0 0 0 / 8%); }
  h1 { margin: 0 0 4px; font-size: 15px; font-weight: 600; color: #6b7280; letter-spacing: .02em; text-transform: uppercase; }
  .amount { margin: 0 0 20px; font-size: 34px; font-weight: 700; font-variant-numeric: tabular-nums; }
  dl { margin: 0 0 24px; display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; font-size: 14px; }
  dt { color: #6b7280; } dd { margin: 0; text-align: right; font-family: ui-monospace, monospace; word-break: break-all; }
  form { margin: 0 0 10px; }
  button { width: 100%; padding: 13px; border-radius: 8px; font-size: 16px; font-weight: 600; cursor: pointer; border: 1px solid transparent; }
  .pay { background: #111827; color: #fff; } .pay:hover { background: #1f2937; }
  .cancel { background: #fff; color: #374151; border-color: #d1d5db; } .cancel:hover { background: #f9fafb; }
  .status { margin: 0; padding: 12px; border-radius: 8px; background: #f3f4f6; text-align: center; }
  footer { margin-top: 18px; font-size: 12px; color: #9ca3af; text-align: center; }
</style>
</head>
<body>
<main>
  <h1>Amount to pay</h1>
  <p class="amount">${escape(order.currency)} ${escape(order.amount)}</p>
  <dl>
    <dt>Merchant order</dt><dd>${escape(order.merchantOrderId)}</dd>
    <dt>Payment id</dt><dd>${escape(order.orderId)}</dd>
  </dl>
  ${actions}
  <footer>Payment gateway simulator: no real money moves.</footer>
</main>
</body>
</html>`
}
