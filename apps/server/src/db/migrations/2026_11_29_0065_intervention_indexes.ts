import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// The interventions report (decision 060) reads a brand's protection events, identity decisions
// and decided risk flags over a period, newest first; each source gets an index on brand and time
// so the report does not scan the whole history of every brand.
const statements = [
  `CREATE INDEX protection_events_brand_time ON protection_events (merchant_id, created_at)`,
  `CREATE INDEX audit_log_identity_decisions ON audit_log (merchant_id, at) WHERE action = 'kyc.review'`,
  `CREATE INDEX risk_flags_decided ON risk_flags (merchant_id, decided_at) WHERE status <> 'open'`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
