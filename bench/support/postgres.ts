import pg from 'pg'

/** One statement on its own connection: CREATE / DROP DATABASE cannot run in a pool's transaction. */
export async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
