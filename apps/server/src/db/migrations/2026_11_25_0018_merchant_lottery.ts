import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const statements = [
  // A merchant's own terms for a lottery game (decision 030). No row: the game is offered on the
  // platform's defaults, scaled to the merchant's currency. enabled: whether the merchant offers
  // it; limits: LotteryLimits in the merchant's minor units (null: the scaled defaults);
  // overrides: the odds, prices and prize tables that differ from the defaults, and the play
  // types switched off, as decimal or ratio texts.
  `CREATE TABLE merchant_lottery_games (
    merchant_id integer NOT NULL REFERENCES merchants (id),
    game_code text NOT NULL REFERENCES lottery_games (code),
    enabled boolean NOT NULL DEFAULT true,
    limits jsonb,
    overrides jsonb NOT NULL DEFAULT '{}',
    updated_by integer REFERENCES operators (id),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (merchant_id, game_code)
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
