import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Player protection (decision 056). member_protection is a member's one row: the time-out or
// self-exclusion in force, and the row every money path locks before it counts against a limit,
// so two racing deposits are judged one after the other. protection_limits holds a limit per
// kind and period, with a raise or removal waiting out its cooling-off. protection_events keeps
// the member's history of changes for operators; nothing edits or deletes it.
const statements = [
  `CREATE TABLE member_protection (
    member_id bigint PRIMARY KEY REFERENCES members (id),
    merchant_id integer NOT NULL REFERENCES merchants (id),
    exclusion_kind text CHECK (exclusion_kind IN ('timeout', 'self_exclusion')),
    excluded_from timestamptz,
    excluded_until timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((exclusion_kind IS NULL) = (excluded_from IS NULL)),
    CHECK (excluded_until IS NULL OR excluded_until > excluded_from)
  )`,
  `CREATE TABLE protection_limits (
    member_id bigint NOT NULL REFERENCES members (id),
    kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
    period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
    amount bigint CHECK (amount > 0),
    pending_amount bigint CHECK (pending_amount > 0),
    pending_from timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (member_id, kind, period),
    CHECK (pending_from IS NOT NULL OR pending_amount IS NULL)
  )`,
  `CREATE TABLE protection_events (
    id bigserial PRIMARY KEY,
    member_id bigint NOT NULL REFERENCES members (id),
    merchant_id integer NOT NULL REFERENCES merchants (id),
    kind text NOT NULL,
    detail jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX protection_events_member ON protection_events (member_id, id)`,
  `CREATE INDEX deposits_member_time ON deposits (member_id, created_at) WHERE status IN ('pending', 'approved')`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
