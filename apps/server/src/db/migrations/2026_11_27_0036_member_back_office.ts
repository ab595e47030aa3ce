import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// The back office's members (decision 052): staff notes, staff labels (never shown to the member,
// unlike members.member_labels, the spec's label the site displays), a password change an operator
// forces, and one index per kind of member search so that none reads the members table through.
const statements = [
  `CREATE TABLE member_notes (
    id bigserial PRIMARY KEY,
    member_id bigint NOT NULL REFERENCES members (id),
    operator_id integer NOT NULL REFERENCES operators (id),
    body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX member_notes_member ON member_notes (member_id, id DESC)`,
  `CREATE TABLE member_staff_labels (
    member_id bigint NOT NULL REFERENCES members (id),
    label text NOT NULL CHECK (label ~ '^[a-z0-9][a-z0-9_-]{0,31}$'),
    operator_id integer NOT NULL REFERENCES operators (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (member_id, label)
  )`,
  `ALTER TABLE members ADD COLUMN password_change_required boolean NOT NULL DEFAULT false`,
  // Searches: a username prefix (LIKE needs the pattern operator class under any collation), the
  // exact contacts, codes and addresses, and a bank account's number.
  `CREATE INDEX members_username_prefix ON members (username_key text_pattern_ops)`,
  `CREATE INDEX members_mobile_search ON members (mobile_num) WHERE mobile_num IS NOT NULL`,
  `CREATE INDEX members_email_search ON members (email) WHERE email IS NOT NULL`,
  `CREATE INDEX members_register_ip ON members (register_ip)`,
  `CREATE INDEX members_affiliate_code ON members (affiliate_code)`,
  `CREATE INDEX members_referral_code ON members (referral_code) WHERE referral_code IS NOT NULL`,
  `CREATE INDEX member_known_ips_ip ON member_known_ips (ip)`,
  `CREATE INDEX member_bank_accounts_number ON member_bank_accounts (account_number)`,
  // Login history: every session of a member, newest first (sessions_member holds live ones only).
  `CREATE INDEX sessions_member_time ON sessions (member_id, created_at DESC)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
