import pg from 'pg'

/**
 * The admin bench's data, generated in SQL on its own connection. Members, wallets and the ledger
 * follow closed formulas of a row number, so every batch is one INSERT ... SELECT generate_series
 * and the result is consistent: each member wallet's entries run version 1..n in time order with
 * their running balance, every transaction balances, and the account rows hold the last balance.
 *
 * The bulk load runs with session_replication_role = replica: triggers and foreign key checks are
 * skipped for speed (the deferred balance check alone would re-read 10M entries one by one). What
 * the triggers would have written is written here instead (the member tree's own rows) or is not
 * wanted (change marks for rollups the bench builds with the server's rebuild afterwards).
 */

export interface SeedSize {
  members: number
  entries: number
}

type Log = (line: string) => void

/** Seeded member name stems: a username is a stem and a number, as on a real site. */
const STEMS = [
  'ahmad',
  'siti',
  'nurul',
  'muhammad',
  'farah',
  'aiman',
  'hafiz',
  'aisyah',
  'danial',
  'amir',
  'weiming',
  'jiahui',
  'xinyi',
  'junjie',
  'kokleong',
  'meiling',
  'chong',
  'tan',
  'lim',
  'wong',
  'minh',
  'linh',
  'huong',
  'tuan',
  'thao',
  'nguyen',
  'tran',
  'phuong',
  'quang',
  'hieu',
  'somchai',
  'niran',
  'malee',
  'kittisak',
  'pim',
  'arthit',
  'suda',
  'chai',
  'ploy',
  'nok',
  'raj',
  'kumar',
  'devi',
  'priya',
  'arun',
  'ravi',
  'lucky',
  'king',
  'ace',
  'tiger',
]
const HEAVY_SHARE = 10 // one transaction in ten belongs to a heavy player
const BATCH = 250_000 // transactions per statement: 500,000 entries
const COUNTERPART = `CASE WHEN b.kind = 'bet' THEN 'house' ELSE 'payment_clearing' END`

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

/**
 * Members of two brands (every fifth in the second), each with mobile, most with an e-mail, a bank
 * account, a registration and a last-login address (shared by a few members, as on mobile
 * networks), an affiliate code, a referral code for some, a main wallet; then the ledger, the
 * deposits, withdrawals and game rounds behind it, and the waiting cashier queues.
 */
export async function seed(client: pg.Client, size: SeedSize, log: Log): Promise<void> {
  const q = (text: string, values?: unknown[]) => client.query(text, values)
  await q(`SET session_replication_role = replica`)
  await q(`SET work_mem = '256MB'`)
  const brands = await q(`SELECT id, currency FROM merchants ORDER BY id`)
  if (brands.rows.length !== 2) throw new Error('the bench expects two brands')
  const [a, b] = brands.rows as { id: number; currency: string }[]
  const M = size.members
  let started = performance.now()

  await q(
    `CREATE UNLOGGED TABLE bench_wallets (idx integer PRIMARY KEY, member_id bigint NOT NULL, account_id bigint,
      merchant_id integer NOT NULL, currency text NOT NULL, credit bigint NOT NULL, debit bigint NOT NULL, bank_account_id bigint)`,
  )
  const stems = `(ARRAY['${STEMS.join("','")}'])`
  // Member idx 0..M-1 registered over two years, oldest first; brand b takes every fifth.
  await q(
    `INSERT INTO members (merchant_id, username, username_key, password_hash, affiliate_code, referral_code, mobile_num,
        country_dialing_code, email, register_ip, last_login_at, last_login_ip, created_at, payee_name)
     SELECT CASE WHEN i % 5 = 4 THEN $2::int ELSE $1::int END, u, u, 'x', 'AF' || upper(to_hex(i + 65536)),
       CASE WHEN i % 3 = 0 THEN 'AF' || upper(to_hex(i * 7 / 11 + 65536)) END,
       '1' || lpad(((i::bigint * 48271) % 100000000)::text, 8, '0'), CASE WHEN i % 5 = 4 THEN '66' ELSE '60' END,
       CASE WHEN i % 10 < 7 THEN u || '@mail' || (i % 7) || '.example' END,
       '10.' || (i % 251) || '.' || ((i / 251) % 200) || '.' || ((i / 50200) % 250),
       now() - ((i::bigint * 7919) % 2592000) * interval '1 second',
       '172.' || (16 + (i * 31) % 16) || '.' || ((i * 7) % 241) || '.' || ((i / 3) % 250),
       now() - interval '730 days' + (i::float8 / $3) * interval '729 days', 'Payee ' || u
     FROM generate_series(0, $3 - 1) AS i, LATERAL (SELECT ${stems}[1 + i % ${STEMS.length}] || (i / ${STEMS.length}) AS u) n
     ORDER BY i`,
    [a!.id, b!.id, M],
  )
  await q(
    `INSERT INTO bench_wallets (idx, member_id, merchant_id, currency, credit, debit)
     SELECT row_number() OVER (ORDER BY m.id) - 1, m.id, m.merchant_id, mc.currency, 0, 0
     FROM members m JOIN merchants mc ON mc.id = m.merchant_id`,
  )
  // A deposit 100..590 in the brand's minor units, a bet or withdrawal three fifths of it.
  await q(`UPDATE bench_wallets SET credit = 10000 + (idx % 50) * 1000, debit = (10000 + (idx % 50) * 1000) * 3 / 5`)
  // What the closure trigger writes for a member without an upline.
  await q(
    `INSERT INTO member_tree (ancestor_id, descendant_id, depth) SELECT member_id, member_id, 0 FROM bench_wallets`,
  )
  await q(
    `INSERT INTO member_known_ips (member_id, ip, first_seen_at)
     SELECT id, register_ip, created_at FROM members
     UNION ALL SELECT id, last_login_ip, last_login_at FROM members WHERE last_login_ip <> register_ip`,
  )
  // One bank account each; one in a hundred shares its number with the member before (a risk hint).
  await q(
    `INSERT INTO member_bank_accounts (member_id, bank_id, account_number, payee_name, created_at)
     SELECT w.member_id, (SELECT min(id) FROM banks k WHERE k.merchant_id = w.merchant_id),
       lpad(((CASE WHEN w.idx % 100 = 1 THEN w.idx - 1 ELSE w.idx END)::bigint * 2654435761 % 9999999999)::text, 10, '0'),
       'Payee', now() - interval '700 days'
     FROM bench_wallets w`,
  )
  await q(
    `UPDATE bench_wallets w SET bank_account_id = a.id FROM member_bank_accounts a WHERE a.member_id = w.member_id`,
  )
  await q(
    `INSERT INTO ledger_accounts (merchant_id, currency, kind, owner_member_id, no_negative)
     SELECT merchant_id, currency, 'member_main', member_id, true FROM bench_wallets ORDER BY idx`,
  )
  await q(
    `UPDATE bench_wallets w SET account_id = a.id FROM ledger_accounts a WHERE a.owner_member_id = w.member_id AND a.kind = 'member_main'`,
  )
  await q(`ANALYZE bench_wallets`)
  log(`${M} members with contacts, addresses, bank accounts and wallets: ${seconds(started)}`)

  started = performance.now()
  await seedLedger(client, size, log)
  log(`ledger, deposits, withdrawals and game rounds: ${seconds(started)}`)
  started = performance.now()
  await seedQueues(client)
  log(`cashier queues: ${seconds(started)}`)
  await q(`DROP TABLE bench_wallets`)
  await q(`SET session_replication_role = DEFAULT`)
}

/**
 * Transaction n of T (time order over the last 90 days): one in ten goes to one of H heavy
 * players in turn, the others to the rest in turn, so a wallet's k-th transaction is known from n
 * alone. Version v of a wallet: odd a deposit (credit), v % 4 = 2 a withdrawal, v % 4 = 0 a bet
 * (each a debit of three fifths of a deposit): never below zero, and the balance after v is
 * closed: ceil(v/2) credits less floor(v/2) debits.
 */
async function seedLedger(client: pg.Client, size: SeedSize, log: Log): Promise<void> {
  const q = (text: string, values?: unknown[]) => client.query(text, values)
  const M = size.members
  const T = Math.floor(size.entries / 2)
  const H = Math.max(1, Math.floor(M / 10_000))
  const W = M - H
  await q(
    `INSERT INTO ledger_accounts (merchant_id, currency, kind, no_negative)
     SELECT id, currency, k, false FROM merchants, unnest(ARRAY['house', 'payment_clearing']) AS k
     ON CONFLICT (merchant_id, currency, kind, coalesce(owner_member_id, 0), coalesce(vendor, '')) DO NOTHING`,
  )
  await q(
    `INSERT INTO vendors (code, display_name, wallet_mode) VALUES ('BENCHV', 'Bench', 'seamless') ON CONFLICT DO NOTHING`,
  )
  await q(
    `CREATE UNLOGGED TABLE bench_house AS
     SELECT a.merchant_id, a.kind, a.id AS account_id, a.balance, a.version FROM ledger_accounts a
     WHERE a.kind IN ('house', 'payment_clearing') AND a.owner_member_id IS NULL`,
  )
  const first = BigInt((await q(`SELECT coalesce(max(id), 0) + 1 AS id FROM ledger_transactions`)).rows[0].id)
  const start = (await q(`SELECT now() - interval '90 days' AS at`)).rows[0].at as Date
  const spanMs = 90 * 86_400_000 - 60_000
  for (let lo = 0; lo < T; lo += BATCH) {
    const hi = Math.min(T, lo + BATCH) - 1
    const t0 = performance.now()
    await q(`DROP TABLE IF EXISTS bench_batch`)
    await q(
      `CREATE UNLOGGED TABLE bench_batch AS
       SELECT x.n, $1::bigint + x.n AS tx_id, x.idx, x.v, $2::timestamptz + (x.n::float8 * $3 / $4) * interval '1 millisecond' AS at,
         w.member_id, w.account_id, w.merchant_id, w.currency, w.bank_account_id,
         CASE WHEN x.v % 2 = 1 THEN w.credit ELSE -w.debit END AS amount,
         ((x.v + 1) / 2) * w.credit - (x.v / 2) * w.debit AS balance_after,
         CASE WHEN x.v % 2 = 1 THEN 'deposit' WHEN x.v % 4 = 2 THEN 'withdrawal' ELSE 'bet' END AS kind
       FROM (SELECT n, CASE WHEN n % ${HEAVY_SHARE} = 0 THEN (n / ${HEAVY_SHARE}) % ${H}
                 ELSE ${H} + (n - n / ${HEAVY_SHARE} - 1) % ${W} END AS idx,
               CASE WHEN n % ${HEAVY_SHARE} = 0 THEN (n / ${HEAVY_SHARE}) / ${H}
                 ELSE (n - n / ${HEAVY_SHARE} - 1) / ${W} END + 1 AS v
             FROM generate_series(${lo}::bigint, ${hi}::bigint) AS n) x
       JOIN bench_wallets w ON w.idx = x.idx`,
      [first.toString(), start, spanMs, T],
    )
    await q(
      `INSERT INTO ledger_transactions (id, merchant_id, currency, kind, external_ref, idempotency_key, request_hash, response, metadata, created_at)
       SELECT tx_id, merchant_id, currency, kind, 'bench:' || n, 'bench:' || n, 'bench',
         jsonb_build_object('transactionId', tx_id::text, 'balances', '{}'::jsonb),
         CASE kind WHEN 'bet' THEN jsonb_build_object('vendor', 'BENCHV', 'round', 'b' || n) ELSE jsonb_build_object(kind || 'Id', n) END, at
       FROM bench_batch ORDER BY n`,
    )
    // The member's entry, then the other side's: the brand's payment clearing for money in and
    // out, its house for bets. Their versions and balances run on from the previous batch.
    await q(
      `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, account_version, created_at)
       SELECT tx_id, account_id, amount, balance_after, version, at FROM (
         SELECT n, 0 AS side, tx_id, account_id, amount, balance_after, v AS version, at FROM bench_batch
         UNION ALL
         SELECT b.n, 1, b.tx_id, h.account_id, -b.amount,
           h.balance - sum(b.amount) OVER w, h.version + row_number() OVER w, b.at
         FROM bench_batch b JOIN bench_house h ON h.merchant_id = b.merchant_id AND h.kind = ${COUNTERPART}
         WINDOW w AS (PARTITION BY h.account_id ORDER BY b.n)) e
       ORDER BY n, side`,
    )
    await q(
      `UPDATE bench_house h SET balance = h.balance - s.total, version = h.version + s.n
       FROM (SELECT merchant_id, ${COUNTERPART} AS kind, sum(amount) AS total, count(*) AS n FROM bench_batch b GROUP BY 1, 2) s
       WHERE s.merchant_id = h.merchant_id AND s.kind = h.kind`,
    )
    // The money's paperwork: each deposit approved at its posting, each withdrawal paid and
    // received, each bet a settled round.
    await q(
      `INSERT INTO deposits (merchant_id, member_id, channel_id, currency, amount, status, idempotency_key, request_hash,
         first_deposit, decided_at, ledger_transaction_id, created_at, updated_at)
       SELECT b.merchant_id, b.member_id, c.id, b.currency, b.amount, 'approved', 'bench:' || b.n, 'bench', b.v = 1,
         b.at, b.tx_id, b.at - interval '4 minutes', b.at
       FROM bench_batch b JOIN deposit_channels c ON c.merchant_id = b.merchant_id AND c.code = 'BANK_TRANSFER'
       WHERE b.kind = 'deposit'`,
    )
    await q(
      `INSERT INTO withdrawals (merchant_id, member_id, currency, amount, bank_account_id, bank_code, bank_name, account_number,
         payee_name, status, received_amount, idempotency_key, request_hash, requested_at, decided_at, disbursed_at, received_at)
       SELECT b.merchant_id, b.member_id, b.currency, -b.amount, b.bank_account_id, k.code, k.name, a.account_number,
         a.payee_name, 'received', -b.amount, 'bench:' || b.n, 'bench', b.at - interval '20 minutes', b.at - interval '10 minutes',
         b.at, b.at + interval '30 minutes'
       FROM bench_batch b JOIN member_bank_accounts a ON a.id = b.bank_account_id JOIN banks k ON k.id = a.bank_id
       WHERE b.kind = 'withdrawal'`,
    )
    await q(
      `INSERT INTO game_rounds (merchant_id, member_id, vendor_code, round_id, game_code, game_type, currency, stake, valid_bet,
         win, status, created_at, updated_at, settled_at)
       SELECT merchant_id, member_id, 'BENCHV', 'b' || n, 'game' || (n % 40), (ARRAY['RNG', 'LIVE', 'SPORTS', 'FISH'])[1 + n % 4],
         currency, -amount, -amount, CASE WHEN n % 3 = 0 THEN -amount * 19 / 10 ELSE 0 END, 'settled',
         at - interval '1 minute', at, at
       FROM bench_batch WHERE kind = 'bet'`,
    )
    log(`  transactions ${lo + 1}..${hi + 1} of ${T} (${(hi + 1) * 2} entries): ${seconds(t0)}`)
  }
  await q(`DROP TABLE bench_batch`)
  await q(`SELECT setval('ledger_transactions_id_seq', (SELECT max(id) FROM ledger_transactions))`)
  // Each wallet's last version, counted from the formula: heavy players share every tenth transaction.
  const heavy = Math.ceil(T / HEAVY_SHARE)
  const rest = T - heavy
  await q(
    `UPDATE ledger_accounts a SET version = c.v, balance = ((c.v + 1) / 2) * w.credit - (c.v / 2) * w.debit
     FROM bench_wallets w, LATERAL (SELECT CASE WHEN w.idx < ${H}
         THEN ${Math.floor(heavy / H)} + (w.idx < ${heavy % H})::int
         ELSE ${Math.floor(rest / W)} + (w.idx - ${H} < ${rest % W})::int END AS v) c
     WHERE a.id = w.account_id AND c.v > 0`,
  )
  await q(
    `UPDATE ledger_accounts a SET balance = h.balance, version = h.version FROM bench_house h WHERE a.id = h.account_id`,
  )
  await q(`DROP TABLE bench_house`)
}

/**
 * Waiting work: bank deposits to check (and some gateway ones) and withdrawals to pay. The
 * withdrawals' holds are not posted: the queues read these tables, not the hold wallets.
 */
async function seedQueues(client: pg.Client): Promise<void> {
  const q = (text: string) => client.query(text)
  await q(
    `INSERT INTO deposits (merchant_id, member_id, channel_id, currency, amount, status, idempotency_key, request_hash,
       member_reference, created_at, updated_at)
     SELECT w.merchant_id, w.member_id, c.id, w.currency, w.credit, 'pending', 'bench-pending:' || i, 'bench',
       'REF' || i, now() - (i * 13 % 172800) * interval '1 second', now()
     FROM generate_series(1, 4000) AS i
     JOIN bench_wallets w ON w.idx = (i::bigint * 7919) % (SELECT count(*) FROM bench_wallets)
     JOIN deposit_channels c ON c.merchant_id = w.merchant_id AND c.code = CASE WHEN i % 8 = 0 THEN 'ONLINE_PAYMENT' ELSE 'BANK_TRANSFER' END`,
  )
  await q(
    `INSERT INTO withdrawals (merchant_id, member_id, currency, amount, bank_account_id, bank_code, bank_name, account_number,
       payee_name, status, idempotency_key, request_hash, requested_at, disbursed_at)
     SELECT w.merchant_id, w.member_id, w.currency, w.debit, a.id, k.code, k.name, a.account_number, a.payee_name,
       'pending', 'bench-pending:' || i, 'bench', now() - (i * 17 % 172800) * interval '1 second', NULL
     FROM generate_series(1, 3000) AS i
     JOIN bench_wallets w ON w.idx = (i::bigint * 104729) % (SELECT count(*) FROM bench_wallets)
     JOIN member_bank_accounts a ON a.id = w.bank_account_id JOIN banks k ON k.id = a.bank_id`,
  )
}
