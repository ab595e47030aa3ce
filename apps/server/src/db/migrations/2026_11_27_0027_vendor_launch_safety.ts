import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Vendor launch safety (decision 037).
// 1. Launch tokens are single-use and short-lived at the door: `redeem_by` ends the window in which
//    a vendor may redeem the token from the game address (authenticate), `redeemed_at` marks the one
//    redemption. `expires_at` stays the seamless session's end (debits). Tokens issued before this
//    migration keep a window of two minutes from their creation.
// 2. Vendors know a member by an opaque, random id per vendor (`vendor_players`), never by the
//    sequential member id. Every (member, vendor) pair with history gets one here; the in-house
//    vendor's own rows, keyed by the old `m{memberId}`, are rewritten to it. Third-party vendors
//    re-key their records from `npm run vendor -- players <code>`.
const schema = [
  `ALTER TABLE game_launch_tokens ADD COLUMN redeem_by timestamptz, ADD COLUMN redeemed_at timestamptz`,
  `UPDATE game_launch_tokens SET redeem_by = least(expires_at, created_at + interval '2 minutes')`,
  `ALTER TABLE game_launch_tokens ALTER COLUMN redeem_by SET NOT NULL`,
  `CREATE TABLE vendor_players (
    vendor_code text NOT NULL REFERENCES vendors (code),
    member_id bigint NOT NULL REFERENCES members (id),
    player text NOT NULL CHECK (player ~ '^p[0-9a-f]{32}$'),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (vendor_code, member_id),
    UNIQUE (vendor_code, player)
  )`,
]

// The data step, on its own so that the test of migrated data runs exactly this SQL.
const data = [
  `INSERT INTO vendor_players (vendor_code, member_id, player)
    SELECT pairs.vendor_code, pairs.member_id, 'p' || replace(gen_random_uuid()::text, '-', '')
    FROM (
      SELECT vendor_code, member_id FROM vendor_transfers
      UNION SELECT vendor_code, member_id FROM game_launch_tokens
      UNION SELECT vendor_code, member_id FROM seamless_transactions WHERE member_id IS NOT NULL
      UNION SELECT vendor_code, member_id FROM game_rounds
      UNION SELECT vendor, owner_member_id FROM ledger_accounts
        WHERE kind = 'member_vendor' AND vendor IS NOT NULL AND owner_member_id IS NOT NULL
      UNION SELECT vendor_code, substr(player, 2)::bigint FROM inhouse_players WHERE player ~ '^m[0-9]{1,18}$'
      UNION SELECT vendor_code, substr(player, 2)::bigint FROM inhouse_sessions WHERE player ~ '^m[0-9]{1,18}$'
      UNION SELECT vendor_code, substr(player, 2)::bigint FROM inhouse_rounds WHERE player ~ '^m[0-9]{1,18}$'
    ) pairs
    WHERE EXISTS (SELECT 1 FROM members m WHERE m.id = pairs.member_id)
      AND EXISTS (SELECT 1 FROM vendors v WHERE v.code = pairs.vendor_code)
    ON CONFLICT DO NOTHING`,
  ...['inhouse_players', 'inhouse_sessions', 'inhouse_rounds'].map(
    (table) => `UPDATE ${table} t SET player = vp.player FROM vendor_players vp
      WHERE vp.vendor_code = t.vendor_code AND t.player = 'm' || vp.member_id::text`,
  ),
]

export async function moveVendorData(db: Kysely<unknown>): Promise<void> {
  for (const statement of data) await sql.raw(statement).execute(db)
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of schema) await sql.raw(statement).execute(db)
  await moveVendorData(db)
}
