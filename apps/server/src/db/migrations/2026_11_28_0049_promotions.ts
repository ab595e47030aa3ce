import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// The promotion engine (decision 054): a brand's promotions with their rules, a member's entries
// (joined, asked for, decided), every reward granted once per occasion, the marks that make a
// promotion one per device, IP, bank account or payee name, and bonus wagering with category
// weights and an expiry on the turnover hook's requirements.
const statements = [
  `CREATE TABLE promotions (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    code text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
    kind text NOT NULL CHECK (kind IN ('deposit_bonus', 'signup', 'cashback', 'rebate', 'raffle', 'referral', 'birthday')),
    state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'live', 'paused', 'ended')),
    titles jsonb NOT NULL CHECK (jsonb_typeof(titles) = 'object'),
    starts_at timestamptz NOT NULL,
    ends_at timestamptz,
    rules jsonb NOT NULL CHECK (jsonb_typeof(rules) = 'object'),
    eligibility jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(eligibility) = 'object'),
    wagering jsonb CHECK (wagering IS NULL OR jsonb_typeof(wagering) = 'object'),
    one_per text[] NOT NULL DEFAULT '{}',
    exclusive boolean NOT NULL DEFAULT false,
    needs_approval boolean NOT NULL DEFAULT false,
    budget bigint CHECK (budget > 0),
    spent bigint NOT NULL DEFAULT 0 CHECK (spent >= 0),
    grant_count integer NOT NULL DEFAULT 0,
    announcement_id bigint UNIQUE REFERENCES announcements (id),
    sort_order integer NOT NULL DEFAULT 0,
    created_by integer REFERENCES operators (id),
    updated_by integer REFERENCES operators (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (merchant_id, code),
    CHECK (budget IS NULL OR spent <= budget),
    CHECK (ends_at IS NULL OR ends_at > starts_at)
  )`,
  `CREATE INDEX promotions_live ON promotions (merchant_id, kind) WHERE state = 'live'`,
  // A member's part in a promotion that is joined or asked for; one row per member.
  `CREATE TABLE promotion_entries (
    id bigserial PRIMARY KEY,
    promotion_id bigint NOT NULL REFERENCES promotions (id),
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    state text NOT NULL CHECK (state IN ('joined', 'applying', 'rejected', 'approved')),
    ip text,
    device text,
    decided_by integer REFERENCES operators (id),
    decided_at timestamptz,
    reject_reason text,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (promotion_id, member_id)
  )`,
  `CREATE INDEX promotion_entries_applying ON promotion_entries (merchant_id, created_at) WHERE state = 'applying'`,
  `CREATE INDEX promotion_entries_member ON promotion_entries (member_id)`,
  // Every reward, once per (promotion, member, occasion): '' for once per member, 'deposit:<id>',
  // 'period:<yyyy-mm-dd>', 'prize:<rank>', 'invitee:<member id>', 'birthday:<yyyy>'.
  `CREATE TABLE promotion_grants (
    id bigserial PRIMARY KEY,
    promotion_id bigint NOT NULL REFERENCES promotions (id),
    merchant_id integer NOT NULL REFERENCES merchants (id),
    member_id bigint NOT NULL REFERENCES members (id),
    occasion text NOT NULL,
    currency text NOT NULL,
    amount bigint NOT NULL CHECK (amount > 0),
    basis bigint,
    state text NOT NULL CHECK (state IN ('claimable', 'issued', 'wagering', 'completed', 'forfeited', 'expired')),
    claimed boolean NOT NULL DEFAULT false,
    ledger_transaction_id bigint,
    forfeited bigint NOT NULL DEFAULT 0 CHECK (forfeited >= 0),
    claimable_until timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    issued_at timestamptz,
    closed_at timestamptz,
    UNIQUE (promotion_id, member_id, occasion)
  )`,
  `CREATE INDEX promotion_grants_member ON promotion_grants (member_id, created_at DESC)`,
  `CREATE INDEX promotion_grants_open ON promotion_grants (promotion_id) WHERE state IN ('claimable', 'wagering')`,
  // One grant per promotion, occasion and mark value; values are keyed hashes, never the raw value.
  `CREATE TABLE promotion_claim_marks (
    promotion_id bigint NOT NULL REFERENCES promotions (id),
    occasion text NOT NULL,
    mark text NOT NULL CHECK (mark IN ('device', 'ip', 'bank_account', 'payee_name')),
    value_hash text NOT NULL,
    member_id bigint NOT NULL REFERENCES members (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (promotion_id, occasion, mark, value_hash)
  )`,
  // Bonus wagering on the turnover hook: per-category weights in percent (null: every stake in
  // full), the grant it belongs to, and when an unmet requirement expires.
  `ALTER TABLE turnover_requirements ADD COLUMN weights jsonb`,
  `ALTER TABLE turnover_requirements ADD COLUMN grant_id bigint REFERENCES promotion_grants (id)`,
  `ALTER TABLE turnover_requirements ADD COLUMN expires_at timestamptz`,
  `ALTER TABLE turnover_requirements ADD COLUMN max_stake bigint`,
  `CREATE INDEX turnover_requirements_expiring ON turnover_requirements (expires_at) WHERE completed_at IS NULL AND expires_at IS NOT NULL`,
  // The category a counted fact belongs to, for the weights: the round's game type, or LOTTERY.
  `ALTER TABLE turnover_wagers ADD COLUMN category text`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
