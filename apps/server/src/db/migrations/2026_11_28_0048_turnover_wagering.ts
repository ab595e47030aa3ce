import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Wagering counted towards turnover requirements (docs/domain/site.md#turnover): the job
// turnover.count reads settled game rounds and lottery bets of members who owe turnover, and
// writes one row per fact it counted in the transaction that adds it to their requirements, so a
// fact counts once however often, or however many at a time, the job runs.
const statements = [
  // kind 'round': game_rounds.id; 'lottery': lottery_bets.id. amount: the valid stake read.
  `CREATE TABLE turnover_wagers (
    kind text NOT NULL CHECK (kind IN ('round', 'lottery')),
    fact_id bigint NOT NULL,
    member_id bigint NOT NULL REFERENCES members (id),
    amount bigint NOT NULL CHECK (amount >= 0),
    settled_at timestamptz NOT NULL,
    counted_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (kind, fact_id)
  )`,
  // One row every run updates first: a second run at the same time waits, then finds its facts counted.
  `CREATE TABLE turnover_count_state (
    id smallint PRIMARY KEY CHECK (id = 1),
    runs bigint NOT NULL DEFAULT 0,
    ran_at timestamptz
  )`,
  `INSERT INTO turnover_count_state (id) VALUES (1)`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
