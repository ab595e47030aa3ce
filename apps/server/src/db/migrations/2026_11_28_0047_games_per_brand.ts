import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Games per brand in the console (decision 053).
// 1. A brand's vendor row gains a "new" flag and a maintenance window: during it the site shows
//    the vendor as under maintenance and launch is refused.
// 2. A brand may switch a platform game off, flag it hot or new, or order it its own way; a game
//    without a row keeps the platform's settings.
// 3. A vendor's rotated HMAC secret, sealed with a key derived from the app secret. Without a row
//    the vendor's secret stays the one derived from the app secret (decisions 026, 037).
const statements = [
  `ALTER TABLE merchant_vendors
    ADD COLUMN is_new boolean NOT NULL DEFAULT false,
    ADD COLUMN maintenance_start timestamptz,
    ADD COLUMN maintenance_end timestamptz,
    ADD CONSTRAINT merchant_vendors_maintenance_window CHECK (
      (maintenance_start IS NULL) = (maintenance_end IS NULL) AND
      (maintenance_start IS NULL OR maintenance_end > maintenance_start)
    )`,
  `CREATE TABLE merchant_games (
    merchant_id integer NOT NULL REFERENCES merchants (id),
    game_id bigint NOT NULL REFERENCES games (id),
    enabled boolean NOT NULL,
    is_hot boolean NOT NULL,
    is_new boolean NOT NULL,
    sort_order integer NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (merchant_id, game_id)
  )`,
  `CREATE INDEX merchant_games_by_game ON merchant_games (game_id)`,
  `CREATE TABLE vendor_secrets (
    vendor_code text PRIMARY KEY REFERENCES vendors (code),
    sealed_secret text NOT NULL,
    rotated_at timestamptz NOT NULL DEFAULT now(),
    rotated_by integer REFERENCES operators (id)
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
