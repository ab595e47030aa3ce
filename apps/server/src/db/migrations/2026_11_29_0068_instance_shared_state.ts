import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// State several server instances share (decision 064). Rate-limit counters: one row per key and
// window, bumped by one upsert per hit; unlogged, since a counter lost in a crash only forgives a
// few requests and is not worth a WAL record per hit. Change notices: every statement that writes
// a table behind an in-memory cache sends `<schema>:<topic>` on the channel sea_changes, from
// inside its transaction, so every instance listening hears of it when (and only if) it commits.
const CACHED_TABLES: Record<string, string[]> = {
  merchants: [
    'merchants',
    'merchant_domains',
    'merchant_flags',
    'register_rules',
    'merchant_register_messages',
    'merchant_resources',
    'domain_routes',
  ],
  lottery: ['lottery_games', 'merchant_lottery_games'],
  crypto_keys: ['crypto_keys'],
}

const statements = [
  `CREATE UNLOGGED TABLE rate_limit_hits (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    reset_at timestamptz NOT NULL
  )`,
  // PostgreSQL folds the same notice sent twice in one transaction into one.
  `CREATE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('sea_changes', TG_TABLE_SCHEMA || ':' || TG_ARGV[0]);
    RETURN NULL;
  END $$`,
  ...Object.entries(CACHED_TABLES).flatMap(([topic, tables]) =>
    tables.map(
      (table) =>
        `CREATE TRIGGER ${table}_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_change('${topic}')`,
    ),
  ),
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
