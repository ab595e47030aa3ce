import type { Db } from '../../db/database'
import { ensureAccount } from '../../ledger/ledger'

/**
 * Stakes wait in a per-draw escrow account until settlement moves payouts to members and the
 * rest to the house, leaving it at zero. The escrow is split in shards by member so that bets on
 * one popular draw do not all queue on one ledger row; a member always uses the same shard.
 */
export const ESCROW_SHARDS = 32
export const ESCROW_KIND = 'lottery_escrow'

export const shardOf = (memberId: bigint): number => Number(memberId % BigInt(ESCROW_SHARDS))

/** Account ids never change; cached per database (tests open several in one process). */
const caches = new WeakMap<Db, Map<string, bigint>>()
function cacheOf(db: Db): Map<string, bigint> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  if (cache.size > 100_000) cache.clear()
  return cache
}

export async function escrowAccount(
  db: Db,
  merchantId: number,
  currency: string,
  drawId: bigint,
  shard: number,
): Promise<bigint> {
  const cache = cacheOf(db)
  const key = `escrow:${merchantId}:${currency}:${drawId}:${shard}`
  let id = cache.get(key)
  if (id === undefined) {
    id = await ensureAccount(db, { merchantId, currency, kind: ESCROW_KIND, vendor: `draw:${drawId}:${shard}` })
    cache.set(key, id)
  }
  return id
}

/** A member's main wallet account. */
export async function walletAccount(db: Db, merchantId: number, currency: string, memberId: bigint): Promise<bigint> {
  const cache = cacheOf(db)
  const key = `wallet:${merchantId}:${currency}:${memberId}`
  let id = cache.get(key)
  if (id === undefined) {
    id = await ensureAccount(db, { merchantId, currency, kind: 'member_main', ownerMemberId: memberId })
    cache.set(key, id)
  }
  return id
}
