import type { Db } from '../../db/database'
import { migrations } from '../../db/migrations/index'
import { AppError } from '../../lib/app-error'
import { hasMigration } from './health.repository'

/** Longer than a healthy database ever takes to answer one indexed read; a load balancer checks every few seconds. */
const DATABASE_TIMEOUT_MS = 2_000
const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1) ?? ''

export interface Readiness {
  /** Set when the instance starts to shut down, so the load balancer drains it first. */
  draining: boolean
}

/**
 * Ready when this instance should get traffic: not draining, the database answering in time, and
 * the database holding this version's last migration (while another instance of this version
 * migrates, or before anyone has, the code would meet a schema it does not know).
 */
export async function checkReady(db: Db, state: Readonly<Readiness>): Promise<void> {
  if (state.draining) throw new AppError('service_unavailable', 'The instance is shutting down')
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError('service_unavailable', 'The database did not answer in time')),
      DATABASE_TIMEOUT_MS,
    )
  })
  try {
    const applied = await Promise.race([hasMigration(db, LATEST_MIGRATION), timeout]).catch((error: unknown) => {
      if (error instanceof AppError) throw error
      throw new AppError('service_unavailable', 'The database is unreachable')
    })
    if (!applied) throw new AppError('service_unavailable', 'The database migrations are not complete')
  } finally {
    clearTimeout(timer)
  }
}
