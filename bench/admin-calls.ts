import type pg from 'pg'

/**
 * The console calls the admin bench times, each a list of paths to GET in turn: the member search
 * (a mix of the kinds an operator types), a member's ledger (page 1 of random members, and a deep
 * page of the heavy players), the cashier's two queues and the 30-day dashboard.
 */

export interface Call {
  label: string
  /** Rows that only break a mixed row down do not count towards the verdict. */
  detail?: boolean
  paths: string[]
}

const SEARCH_KINDS = ['username', 'mobile', 'bankAccount', 'ip'] as const

/** An operator types a stem and the first digits: `ahmad4123` is looked up as `ahmad41`. */
const usernamePrefix = (username: string) => /^[a-z]+\d{0,2}/.exec(username)![0]

/** Random members of the bench (never the heavy players, who are the first `heavy` by id). */
async function sampleMembers(client: pg.Client, count: number, heavy: number) {
  const { rows } = await client.query<{
    id: bigint
    username_key: string
    mobile_num: string
    register_ip: string
    last_login_ip: string
    account_number: string
  }>(
    `SELECT m.id, m.username_key, m.mobile_num, m.register_ip, m.last_login_ip, a.account_number
     FROM members m JOIN member_bank_accounts a ON a.member_id = m.id
     WHERE m.id IN (SELECT id FROM members ORDER BY id OFFSET $2) ORDER BY random() LIMIT $1`,
    [count, heavy],
  )
  return rows
}

async function heavyPlayers(client: pg.Client, heavy: number) {
  const { rows } = await client.query<{ id: bigint }>(`SELECT id FROM members ORDER BY id LIMIT $1`, [heavy])
  return rows.map((r) => r.id)
}

/**
 * `lastPage(memberId)` answers how many pages of 50 a member's ledger has (asked through the API
 * before the clock starts), so the deep page is each heavy player's oldest.
 */
export async function buildCalls(
  client: pg.Client,
  o: { runs: number; heavy: number; demoId: number; lastPage: (memberId: bigint) => Promise<number> },
): Promise<Call[]> {
  const members = await sampleMembers(client, o.runs, o.heavy)
  const searches = members.map((m, i) => {
    const kind = SEARCH_KINDS[i % SEARCH_KINDS.length]!
    const value = {
      username: usernamePrefix(m.username_key),
      mobile: m.mobile_num,
      bankAccount: m.account_number,
      ip: i % 8 < 4 ? m.register_ip : m.last_login_ip,
    }[kind]
    return { kind, path: `/wps/operator/members?${kind}=${encodeURIComponent(value)}` }
  })
  const heavy = await heavyPlayers(client, o.heavy)
  const deep: string[] = []
  for (const id of heavy) deep.push(`/wps/operator/members/${id}/wallet?pageNum=${await o.lastPage(id)}&pageSize=50`)
  const cycle = (paths: string[]) => Array.from({ length: o.runs }, (_, i) => paths[i % paths.length]!)
  const pages = (base: string) => cycle([1, 2, 3, 4, 5].map((p) => `${base}&pageNum=${p}&pageSize=50`))
  return [
    { label: 'member search (mix of the four)', paths: searches.map((s) => s.path) },
    ...SEARCH_KINDS.map((kind) => ({
      label: `  by ${kind}`,
      detail: true,
      paths: searches.filter((s) => s.kind === kind).map((s) => s.path),
    })),
    {
      label: 'member ledger, page 1',
      paths: members.map((m) => `/wps/operator/members/${m.id}/wallet?pageNum=1&pageSize=50`),
    },
    { label: 'member ledger, deep page', paths: cycle(deep) },
    { label: 'cashier: pending deposits', paths: pages('/wps/operator/deposits?status=pending') },
    { label: 'cashier: pending withdrawals', paths: pages('/wps/operator/withdrawals?status=pending') },
    { label: 'dashboard 30 days, all brands', paths: cycle(['/wps/operator/dashboard?period=30d']) },
    {
      label: 'dashboard 30 days, one brand',
      paths: cycle([`/wps/operator/dashboard?period=30d&merchantId=${o.demoId}`]),
    },
  ]
}
