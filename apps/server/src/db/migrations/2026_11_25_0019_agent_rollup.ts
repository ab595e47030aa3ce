import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
// The team rollup (decision 027): per-day sums of every ancestor's team, kept by the job
// agent.rollup from changes captured where they happen, so that the team overview reads tens of
// rows instead of every bet of a big team. Days are local days in the merchant's time zone.
const statements = [
  // A member's own settled bets per day, as folded so far; a row exists only while bet_count > 0.
  `CREATE TABLE agent_member_days (
    member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    day date NOT NULL,
    bet_count integer NOT NULL,
    stake bigint NOT NULL,
    valid_bet bigint NOT NULL,
    payout bigint NOT NULL,
    PRIMARY KEY (member_id, day)
  )`,
  // An ancestor's strict subtree (depth >= 1) per day: sums, members active that day, new members.
  `CREATE TABLE agent_team_days (
    ancestor_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    day date NOT NULL,
    bet_count bigint NOT NULL,
    active_members integer NOT NULL,
    stake bigint NOT NULL,
    valid_bet bigint NOT NULL,
    payout bigint NOT NULL,
    new_members integer NOT NULL,
    PRIMARY KEY (ancestor_id, day)
  )`,
  // Active members over a range are not a sum of days: per ancestor, day and previous active day
  // of the member ('-infinity' for none, or too long before to matter), how many of its strict
  // subtree were active that day. Those active in [d1, d2] = the rows of days in it with prev_day < d1.
  `CREATE TABLE agent_team_firsts (
    ancestor_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
    day date NOT NULL,
    prev_day date NOT NULL,
    members integer NOT NULL,
    PRIMARY KEY (ancestor_id, day, prev_day)
  )`,
  `CREATE TABLE agent_team_sizes (
    ancestor_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
    team_size integer NOT NULL,
    direct_members integer NOT NULL
  )`,
  // Captured changes not folded yet: signed deltas of settled game rounds and new members.
  // The fold deletes the rows it applies in the transaction that applies them.
  `CREATE TABLE agent_rollup_changes (
    id bigserial PRIMARY KEY,
    member_id bigint NOT NULL,
    day date NOT NULL,
    bet_count integer NOT NULL DEFAULT 0,
    stake bigint NOT NULL DEFAULT 0,
    valid_bet bigint NOT NULL DEFAULT 0,
    payout bigint NOT NULL DEFAULT 0,
    new_members integer NOT NULL DEFAULT 0
  )`,
  // A queue: rows come and go every few seconds, so autovacuum keeps it small after every thousand,
  // not after a fifth of the table as by default (the overview reads all of it).
  `ALTER TABLE agent_rollup_changes SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000)`,
  // Ancestors whose subtree changed (a member moved): recomputed by the next fold, read raw till then.
  // Every move writes the row (moves + 1), so a fold that took an older snapshot cannot delete a
  // mark it has not seen: its delete fails to serialise instead.
  `CREATE TABLE agent_rollup_dirty (ancestor_id bigint PRIMARY KEY, moves bigint NOT NULL DEFAULT 1)`,
  // Lottery draws settled and not folded yet (their bets count from the raw rows till then).
  `CREATE TABLE agent_rollup_draws (draw_id bigint PRIMARY KEY)`,
  // One row every fold updates first: a second fold running at once fails instead of interleaving.
  `CREATE TABLE agent_rollup_state (
    id smallint PRIMARY KEY CHECK (id = 1),
    folds bigint NOT NULL DEFAULT 0,
    folded_at timestamptz
  )`,
  `INSERT INTO agent_rollup_state (id) VALUES (1)`,

  // Game rounds: each write that changes a settled round's figures leaves its delta (the old
  // figures out, the new ones in). One insert per round settled, no shared row to queue on.
  `CREATE FUNCTION agent_rollup_round() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP <> 'INSERT' AND OLD.status = 'settled' AND OLD.settled_at IS NOT NULL THEN
      INSERT INTO agent_rollup_changes (member_id, day, bet_count, stake, valid_bet, payout)
        SELECT OLD.member_id, (OLD.settled_at AT TIME ZONE m.timezone)::date, -1, -OLD.stake, -OLD.valid_bet, -(OLD.win + OLD.refunded)
        FROM merchants m WHERE m.id = OLD.merchant_id;
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.status = 'settled' AND NEW.settled_at IS NOT NULL THEN
      INSERT INTO agent_rollup_changes (member_id, day, bet_count, stake, valid_bet, payout)
        SELECT NEW.member_id, (NEW.settled_at AT TIME ZONE m.timezone)::date, 1, NEW.stake, NEW.valid_bet, NEW.win + NEW.refunded
        FROM merchants m WHERE m.id = NEW.merchant_id;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER agent_rollup_round_insert AFTER INSERT ON game_rounds FOR EACH ROW
    WHEN (NEW.status = 'settled') EXECUTE FUNCTION agent_rollup_round()`,
  `CREATE TRIGGER agent_rollup_round_update AFTER UPDATE ON game_rounds FOR EACH ROW
    WHEN ((OLD.status = 'settled' OR NEW.status = 'settled') AND
      (OLD.status, OLD.member_id, OLD.merchant_id, OLD.settled_at, OLD.stake, OLD.valid_bet, OLD.win, OLD.refunded) IS DISTINCT FROM
      (NEW.status, NEW.member_id, NEW.merchant_id, NEW.settled_at, NEW.stake, NEW.valid_bet, NEW.win, NEW.refunded))
    EXECUTE FUNCTION agent_rollup_round()`,
  `CREATE TRIGGER agent_rollup_round_delete AFTER DELETE ON game_rounds FOR EACH ROW
    WHEN (OLD.status = 'settled') EXECUTE FUNCTION agent_rollup_round()`,

  // Members: a registration is a new member of every ancestor's team on its local day.
  `CREATE FUNCTION agent_rollup_member() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO agent_rollup_changes (member_id, day, new_members)
      SELECT NEW.id, (NEW.created_at AT TIME ZONE m.timezone)::date, 1 FROM merchants m WHERE m.id = NEW.merchant_id;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER agent_rollup_member_insert AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION agent_rollup_member()`,
  // A move changes the teams of the ancestors on one side of it only (old chain or new chain,
  // not both) and the direct members of the old and new parent. Runs before the closure
  // trigger of migration 0016 rewrites the old chain.
  `CREATE FUNCTION agent_rollup_move() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO agent_rollup_dirty (ancestor_id)
      SELECT a FROM (
        (SELECT ancestor_id FROM member_tree WHERE descendant_id = OLD.id AND depth > 0
          EXCEPT SELECT ancestor_id FROM member_tree WHERE descendant_id = NEW.parent_id)
        UNION
        (SELECT ancestor_id FROM member_tree WHERE descendant_id = NEW.parent_id
          EXCEPT SELECT ancestor_id FROM member_tree WHERE descendant_id = OLD.id AND depth > 0)
        UNION SELECT OLD.parent_id WHERE OLD.parent_id IS NOT NULL
        UNION SELECT NEW.parent_id WHERE NEW.parent_id IS NOT NULL
      ) changed (a)
      ON CONFLICT (ancestor_id) DO UPDATE SET moves = agent_rollup_dirty.moves + 1;
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER agent_rollup_member_move BEFORE UPDATE OF parent_id ON members FOR EACH ROW
    WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION agent_rollup_move()`,

  // Lottery (decision 028): no trigger on lottery_bets, whose settlement writes a million rows in
  // seconds. A bet counts once its draw is settled, at the draw's time (decision 027): one row per
  // settled draw marks where to look, and the fold reads its bets once.
  `CREATE FUNCTION agent_rollup_draw() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO agent_rollup_draws (draw_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER agent_rollup_draw_insert AFTER INSERT ON lottery_draws FOR EACH ROW
    WHEN (NEW.state = 'settled') EXECUTE FUNCTION agent_rollup_draw()`,
  `CREATE TRIGGER agent_rollup_draw_update AFTER UPDATE OF state ON lottery_draws FOR EACH ROW
    WHEN (NEW.state = 'settled' AND OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION agent_rollup_draw()`,

  // What exists already is captured as if it had just happened; the first fold builds the rollup.
  `INSERT INTO agent_rollup_changes (member_id, day, bet_count, stake, valid_bet, payout)
    SELECT r.member_id, (r.settled_at AT TIME ZONE m.timezone)::date, count(*), sum(r.stake), sum(r.valid_bet), sum(r.win + r.refunded)
    FROM game_rounds r JOIN merchants m ON m.id = r.merchant_id
    WHERE r.status = 'settled' AND r.settled_at IS NOT NULL GROUP BY 1, 2`,
  `INSERT INTO agent_rollup_changes (member_id, day, new_members)
    SELECT u.id, (u.created_at AT TIME ZONE m.timezone)::date, 1 FROM members u JOIN merchants m ON m.id = u.merchant_id`,
  `INSERT INTO agent_rollup_draws (draw_id) SELECT id FROM lottery_draws WHERE state = 'settled'`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
