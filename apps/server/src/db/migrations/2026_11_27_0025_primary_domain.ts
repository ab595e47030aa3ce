import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Outward links (password reset, deposit return, game verify, QR codes) are built from a brand's
// configured domain, never from the Host header (decision 035). The domain that matched the request
// is used; when a default brand answers a host it does not list, its primary domain is. One primary
// per brand; an existing brand's first domain in sort order becomes it.
const statements = [
  `ALTER TABLE merchant_domains ADD COLUMN is_primary boolean NOT NULL DEFAULT false`,
  `CREATE UNIQUE INDEX merchant_domains_one_primary ON merchant_domains (merchant_id) WHERE is_primary`,
  `UPDATE merchant_domains d SET is_primary = true
    WHERE d.domain = (SELECT min(o.domain) FROM merchant_domains o WHERE o.merchant_id = d.merchant_id)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
