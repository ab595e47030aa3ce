import { sql, type Kysely } from 'kysely'

// Frozen in time: this file never imports application code and is never edited once released.
//
// Birthday bonuses (docs/domain/promotions.md#birthday-bonuses): the job promotions.birthday
// looks members of a brand up by the month and day of the profile's birthday (YYYY-MM-DD), each
// run, so that match is an index rather than a scan of the brand's members.
const statements = [
  `CREATE INDEX members_birthday ON members (merchant_id, substr(profile ->> 'birthday', 6, 5))
    WHERE profile ? 'birthday'`,
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}
