import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const KINDS = `('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')`

const statements = [
  // The agent tree as a closure table (decision 027): one row per (ancestor, descendant) pair,
  // depth 0 for a member itself. A whole team is one range scan of the primary key.
  `CREATE TABLE member_tree (
    ancestor_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    descendant_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    depth integer NOT NULL CHECK (depth >= 0),
    PRIMARY KEY (ancestor_id, descendant_id)
  )`,
  `CREATE INDEX member_tree_descendant ON member_tree (descendant_id, depth)`,
  // Kept by triggers, so every path that inserts a member or changes parent_id (registration,
  // the agent's registerCenter, operators, seeds, tests) keeps the tree right without knowing it.
  `CREATE FUNCTION member_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
    IF NEW.parent_id IS NOT NULL THEN
      INSERT INTO member_tree (ancestor_id, descendant_id, depth)
        SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.parent_id;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER member_tree_insert AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree_on_insert()`,
  // Moving a member moves its whole subtree: the links from the old ancestors go, links from the
  // new ones come; a move under one's own subtree would make a cycle and is refused.
  `CREATE FUNCTION member_tree_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.parent_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.parent_id
    ) THEN
      RAISE EXCEPTION 'member % cannot move under its own team', NEW.id USING ERRCODE = '23514';
    END IF;
    DELETE FROM member_tree
      WHERE descendant_id IN (SELECT descendant_id FROM member_tree WHERE ancestor_id = NEW.id)
        AND ancestor_id IN (SELECT ancestor_id FROM member_tree WHERE descendant_id = NEW.id AND ancestor_id <> NEW.id);
    IF NEW.parent_id IS NOT NULL THEN
      INSERT INTO member_tree (ancestor_id, descendant_id, depth)
        SELECT up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
        FROM member_tree up CROSS JOIN member_tree down
        WHERE up.descendant_id = NEW.parent_id AND down.ancestor_id = NEW.id;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER member_tree_move AFTER UPDATE OF parent_id ON members FOR EACH ROW
    WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION member_tree_on_move()`,
  `INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    WITH RECURSIVE up (ancestor_id, descendant_id, depth) AS (
      SELECT id, id, 0 FROM members
      UNION ALL
      SELECT m.parent_id, up.descendant_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor_id WHERE m.parent_id IS NOT NULL
    )
    SELECT ancestor_id, descendant_id, depth FROM up`,
  // Team reports read settled bets by member and settlement time (small teams) or by time (big
  // teams); the covering columns let both answer from the index alone.
  `CREATE INDEX game_rounds_member_settled ON game_rounds (member_id, settled_at)
    INCLUDE (stake, valid_bet, win, refunded) WHERE status = 'settled'`,
  // Big teams read a time range of everyone's bets and keep their own: by time, then a hash join.
  `CREATE INDEX game_rounds_settled_time ON game_rounds (settled_at)
    INCLUDE (member_id, stake, valid_bet, win, refunded) WHERE status = 'settled'`,
  `CREATE INDEX members_created ON members (merchant_id, created_at)`,
  // The highest rate a top-level agent may be offered or may offer, per kind, in basis points of
  // a percent (80 = 0.80%); real-time salary has a profit-wage and a loss-wage ceiling.
  `ALTER TABLE merchants ADD COLUMN agent_rate_ceilings jsonb NOT NULL DEFAULT
    '{"dividend": 4000, "daily_salary": 200, "hourly_salary": 100, "realtime_salary_profit": 100, "realtime_salary_loss": 150}'`,
  // Versioned contracts: every offer is a new row (version per agent and kind); history stays.
  // upline_id null: the platform's contract with a top-level agent.
  `CREATE TABLE agent_contracts (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    kind text NOT NULL CHECK (kind IN ${KINDS}),
    upline_id bigint REFERENCES members (id),
    agent_id bigint NOT NULL REFERENCES members (id),
    version integer NOT NULL CHECK (version > 0),
    status text NOT NULL CHECK (status IN ('offered', 'rejected', 'active', 'terminated')),
    period text NOT NULL CHECK (period IN ('five_minutes', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')),
    tiers jsonb NOT NULL,
    max_rate integer NOT NULL CHECK (max_rate BETWEEN 0 AND 10000),
    max_loss_rate integer NOT NULL DEFAULT 0 CHECK (max_loss_rate BETWEEN 0 AND 10000),
    offered_at timestamptz NOT NULL DEFAULT now(),
    decided_at timestamptz,
    termination_requested_by bigint REFERENCES members (id),
    termination_requested_at timestamptz,
    terminated_at timestamptz,
    end_reason text CHECK (end_reason IN ('rejected', 'agreed', 'superseded', 'upline_rate_lowered')),
    UNIQUE (agent_id, kind, version),
    CHECK (upline_id <> agent_id)
  )`,
  `CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts (agent_id, kind) WHERE status = 'active'`,
  `CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (agent_id, kind) WHERE status = 'offered'`,
  `CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind, status)`,
  `CREATE INDEX agent_contracts_settle ON agent_contracts (kind, decided_at) WHERE decided_at IS NOT NULL AND status IN ('active', 'terminated')`,
  // One bill per (agent, kind, period start): the unique key behind "paid exactly once".
  `CREATE TABLE agent_bills (
    id bigserial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id),
    contract_id bigint NOT NULL REFERENCES agent_contracts (id),
    kind text NOT NULL CHECK (kind IN ${KINDS}),
    agent_id bigint NOT NULL REFERENCES members (id),
    payer_id bigint REFERENCES members (id),
    period_start timestamptz NOT NULL,
    period_end timestamptz NOT NULL CHECK (period_end > period_start),
    amount bigint NOT NULL CHECK (amount > 0),
    computation jsonb NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'insufficient_funds', 'paid')),
    attempts integer NOT NULL DEFAULT 0,
    last_attempt_at timestamptz,
    ledger_transaction_id bigint,
    created_at timestamptz NOT NULL DEFAULT now(),
    paid_at timestamptz,
    UNIQUE (agent_id, kind, period_start)
  )`,
  `CREATE INDEX agent_bills_agent ON agent_bills (agent_id, period_start DESC)`,
  `CREATE INDEX agent_bills_payer ON agent_bills (payer_id, period_start DESC)`,
  `CREATE INDEX agent_bills_unpaid ON agent_bills (id) WHERE status <> 'paid'`,
  // How far each kind has been billed: periods before this are closed for good.
  `CREATE TABLE agent_settlement_cursors (
    merchant_id integer NOT NULL REFERENCES merchants (id),
    kind text NOT NULL CHECK (kind IN ${KINDS}),
    period text NOT NULL,
    settled_until timestamptz NOT NULL,
    PRIMARY KEY (merchant_id, kind, period)
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
