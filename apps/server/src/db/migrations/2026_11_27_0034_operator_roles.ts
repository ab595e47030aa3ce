import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Operators' roles (decision 052): each operator holds one or more of the nine fixed roles, whose
// permissions the contract lists. Every operator before this held every power, so each becomes
// an owner: nothing it could do is taken away by the upgrade.
const statements = [
  `CREATE TABLE operator_roles (
    operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
    role text NOT NULL CHECK (role IN ('owner', 'administrator', 'finance', 'risk', 'support', 'content',
      'lottery', 'agent_manager', 'auditor')),
    PRIMARY KEY (operator_id, role)
  )`,
  `INSERT INTO operator_roles (operator_id, role) SELECT id, 'owner' FROM operators`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
