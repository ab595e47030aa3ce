import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/database'
import * as repo from './vendor-player.repository'

/**
 * A member's id at a vendor (docs/decisions/037): random, one per (member, vendor), so a vendor
 * learns nothing from it (not the member id, not how many members there are) and two vendors
 * cannot match their players. Every call to a vendor names the member by it; inbound calls map
 * it back (the seamless wallet joins `vendor_players`).
 */
export function newPlayerId(): string {
  return `p${randomBytes(16).toString('hex')}`
}

/** Ids never change once given: each database's are remembered (one query less per vendor call). */
const known = new WeakMap<Db, Map<string, string>>()

/** The member's id at the vendor, given on first use. */
export async function vendorPlayerId(db: Db, vendorCode: string, memberId: bigint): Promise<string> {
  let ids = known.get(db)
  if (!ids) known.set(db, (ids = new Map()))
  const key = `${vendorCode}:${memberId}`
  const cached = ids.get(key)
  if (cached !== undefined) return cached
  let player = await repo.findPlayerId(db, vendorCode, memberId)
  if (player === null) {
    await repo.insertPlayerId(db, vendorCode, memberId, newPlayerId())
    player = await repo.findPlayerId(db, vendorCode, memberId)
    if (player === null) throw new Error('The vendor player id was not stored')
  }
  if (ids.size > 100_000) ids.clear()
  ids.set(key, player)
  return player
}

// The operator's export of a vendor's players (npm run vendor -- players).
export { playersOf } from './vendor-player.repository'
