import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Every official result sheet an operator enters (decision 052, lottery operations): the draw row
// keeps only the sheet waiting for confirmation, so a rejected or replaced sheet used to vanish.
// Kept here, the confirming operator sees what changed since the earlier entry. A draw waiting for
// confirmation when this runs gets its pending sheet copied in, without a hash: the server derives
// it from the sheet (SHA-256 of canonical JSON is not computed in SQL).
const statements = [
  `CREATE TABLE lottery_result_entries (
    id bigserial PRIMARY KEY,
    draw_id bigint NOT NULL REFERENCES lottery_draws (id),
    sheet jsonb NOT NULL,
    sheet_hash text,
    entered_by integer NOT NULL,
    entered_at timestamptz NOT NULL DEFAULT now(),
    outcome text NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'confirmed', 'rejected', 'replaced')),
    decided_by integer,
    decided_at timestamptz,
    reason text
  )`,
  `CREATE INDEX lottery_result_entries_draw ON lottery_result_entries (draw_id, id)`,
  // At most one sheet waits for confirmation per draw.
  `CREATE UNIQUE INDEX lottery_result_entries_pending ON lottery_result_entries (draw_id) WHERE outcome = 'pending'`,
  `INSERT INTO lottery_result_entries (draw_id, sheet, entered_by)
    SELECT id, entered_result, entered_by FROM lottery_draws
    WHERE state = 'entered' AND entered_result IS NOT NULL AND entered_by IS NOT NULL`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
