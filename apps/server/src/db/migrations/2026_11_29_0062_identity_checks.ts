import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Identity checks (decision 057). member_identity is a member's one row: the verification state,
// the row every review locks, and the verified ID number (upper case, no spaces or dashes) with
// the date of birth read from the document; id_number is indexed so that the same person can be
// found across brands. identity_documents keeps each upload's bytes in the database: one
// transaction with the state, in every backup, never served by a public address.
// merchant_identity_rules says which actions a brand keeps for verified members (no row: none).
// identity_closures records the money of an account closed for being under age, once.
const statements = [
  `CREATE TABLE member_identity (
    member_id bigint PRIMARY KEY REFERENCES members (id),
    merchant_id integer NOT NULL REFERENCES merchants (id),
    status text NOT NULL DEFAULT 'none' CHECK (status IN ('none', 'pending', 'verified', 'rejected')),
    id_number text CHECK (id_number ~ '^[A-Z0-9]{4,40}$'),
    birthday text CHECK (birthday ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    reason text,
    submitted_at timestamptz,
    reviewed_by integer REFERENCES operators (id),
    reviewed_at timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (status <> 'verified' OR (id_number IS NOT NULL AND birthday IS NOT NULL AND reviewed_at IS NOT NULL)),
    CHECK (status <> 'rejected' OR (reason IS NOT NULL AND reviewed_at IS NOT NULL)),
    CHECK (status <> 'pending' OR submitted_at IS NOT NULL)
  )`,
  `CREATE INDEX member_identity_id_number ON member_identity (id_number) WHERE id_number IS NOT NULL`,
  `CREATE INDEX member_identity_queue ON member_identity (merchant_id, submitted_at) WHERE status = 'pending'`,
  `CREATE TABLE identity_documents (
    id bigserial PRIMARY KEY,
    member_id bigint NOT NULL REFERENCES members (id),
    merchant_id integer NOT NULL REFERENCES merchants (id),
    kind text NOT NULL CHECK (kind IN ('identity', 'address', 'selfie')),
    content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
    size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
    sha256 text NOT NULL,
    data bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX identity_documents_member ON identity_documents (member_id, id)`,
  `CREATE TABLE merchant_identity_rules (
    merchant_id integer PRIMARY KEY REFERENCES merchants (id),
    withdrawal_above bigint CHECK (withdrawal_above >= 0),
    withdrawal_total_above bigint CHECK (withdrawal_total_above >= 0),
    limit_raise boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE identity_closures (
    member_id bigint PRIMARY KEY REFERENCES members (id),
    merchant_id integer NOT NULL REFERENCES merchants (id),
    deposited bigint NOT NULL,
    withdrawn bigint NOT NULL,
    refund bigint NOT NULL CHECK (refund >= 0),
    forfeited bigint NOT NULL CHECK (forfeited >= 0),
    topped_up bigint NOT NULL CHECK (topped_up >= 0),
    withdrawal_id bigint REFERENCES withdrawals (id),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
