import type { Db } from '../../db/database'
import { ensureAccount } from '../../ledger/ledger'

/**
 * Stakes wait in a per-draw escrow account until settlement moves payouts to members and the
 * rest to the house, leaving it at zero. The escrow is split in shards by member so that bets on
 * one popular draw do not all queue on one ledger row; a member always uses the same shard.
 */
export const ESCROW_SHARDS = 8
export const ESCROW_KIND = 'lottery_escrow'

export const shardOf = (memberId: bigint): number => Number(memberId % BigInt(ESCROW_SHARDS))

const ids = new Map<string, bigint>()

export async function escrowAccount(db: Db, merchantId: number, currency: string, drawId: bigint, shard: number): Promise<bigint> {
  const key = `${merchantId}:${currency}:${drawId}:${shard}`
  let id = ids.get(key)
  if (id === undefined) {
    id = await ensureAccount(db, { merchantId, currency, kind: ESCROW_KIND, vendor: `draw:${drawId}:${shard}` })
    if (ids.size > 20_000) ids.clear()
    ids.set(key, id)
  }
  return id
}

export function walletAccount(db: Db, merchantId: number, currency: string, memberId: bigint): Promise<bigint> {
  return ensureAccount(db, { merchantId, currency, kind: 'member_main', ownerMemberId: memberId })
}
