import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
const statements = [
  `CREATE TABLE merchants (
    id serial PRIMARY KEY,
    code text NOT NULL UNIQUE,
    name text NOT NULL,
    logo_url text NOT NULL,
    image_base_url text NOT NULL,
    theme jsonb NOT NULL,
    languages jsonb NOT NULL,
    default_language text NOT NULL,
    currency text NOT NULL,
    timezone text NOT NULL,
    is_default boolean NOT NULL DEFAULT false,
    maintenance boolean NOT NULL DEFAULT false,
    maintenance_end timestamptz,
    restricted_countries jsonb NOT NULL DEFAULT '[]',
    restricted_ips jsonb NOT NULL DEFAULT '[]',
    gtag_id text,
    image_cdns jsonb NOT NULL DEFAULT '[]',
    launch_game_cdns jsonb NOT NULL DEFAULT '[]',
    customer_service jsonb NOT NULL DEFAULT '{}',
    minimum_age integer NOT NULL DEFAULT 18,
    birthday_minimum_age integer NOT NULL DEFAULT 21,
    default_country_code text NOT NULL DEFAULT 'MY',
    preferred_countries jsonb NOT NULL DEFAULT '[]',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // At most one default merchant: it answers for hosts that map to no merchant.
  `CREATE UNIQUE INDEX merchants_one_default ON merchants (is_default) WHERE is_default`,
  `CREATE TABLE merchant_domains (
    domain text PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE
  )`,
  `CREATE TABLE merchant_flags (
    merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
    flag text NOT NULL,
    enabled boolean NOT NULL,
    PRIMARY KEY (merchant_id, flag)
  )`,
  `CREATE TABLE register_patterns (
    id integer PRIMARY KEY CHECK (id BETWEEN 0 AND 23),
    name text NOT NULL,
    pattern text NOT NULL,
    messages jsonb NOT NULL
  )`,
  `CREATE TABLE register_rules (
    merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
    field text NOT NULL,
    enabled boolean NOT NULL,
    required boolean NOT NULL,
    accepted_pattern text NOT NULL,
    pattern_id integer NOT NULL REFERENCES register_patterns (id),
    min_length integer NOT NULL CHECK (min_length >= 0),
    max_length integer NOT NULL CHECK (max_length >= min_length AND max_length > 0),
    sort_order integer NOT NULL,
    PRIMARY KEY (merchant_id, field)
  )`,
  `CREATE TABLE merchant_resources (
    id serial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
    resource_type text NOT NULL,
    url text NOT NULL,
    qr_code_url text,
    label_name_en text NOT NULL,
    sort_order integer NOT NULL,
    UNIQUE (merchant_id, resource_type)
  )`,
  `CREATE TABLE domain_routes (
    id serial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
    url text NOT NULL,
    speed integer NOT NULL,
    sort_order integer NOT NULL
  )`,
  `CREATE TABLE help_articles (
    id serial PRIMARY KEY,
    merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
    language text NOT NULL,
    category_code text NOT NULL,
    category_title text NOT NULL,
    anchor text NOT NULL,
    title text NOT NULL,
    content_html text NOT NULL,
    sort_order integer NOT NULL,
    UNIQUE (merchant_id, language, anchor)
  )`,
  `CREATE TABLE countries (
    code text PRIMARY KEY,
    dialing_code text NOT NULL,
    name_en text NOT NULL
  )`,
  `CREATE TABLE captchas (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    answer_hash text NOT NULL,
    ip text NOT NULL,
    expires_at timestamptz NOT NULL,
    consumed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX captchas_expires_at ON captchas (expires_at)`,
  `CREATE TABLE crypto_keys (
    id text PRIMARY KEY,
    public_pem text NOT NULL,
    private_sealed text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    rotate_after timestamptz NOT NULL,
    expires_at timestamptz
  )`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
