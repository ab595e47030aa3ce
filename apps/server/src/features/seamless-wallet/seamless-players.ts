import type { GameCategory } from '@sea/contract/constants'
import { TRIAL } from '@sea/rules'
import type { Db } from '../../db/database'
import { ensureAccount, type AccountKey } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import * as repo from './seamless-wallet.repository'

export interface SeamlessVendor {
  code: string
  gameType: GameCategory
  enabled: boolean
}

export type Player = NonNullable<Awaited<ReturnType<typeof repo.findPlayer>>>

/** Free-play accounts (isAgent 4) play with demo money: their bets never touch the vendor's real float. */

/** The member behind a vendor's opaque player id (decision 037); another vendor's ids are unknown here. */
export async function playerOf(db: Db, vendorCode: string, player: string): Promise<Player> {
  const found = await repo.findPlayer(db, vendorCode, player)
  if (!found) throw new AppError('not_found', 'No such player')
  return found
}

/** A member as a player, by member id: for the platform's own postings (the demo history). */
export async function memberPlayer(db: Db, memberId: bigint): Promise<Player> {
  const found = await repo.findMember(db, memberId)
  if (!found) throw new AppError('not_found', 'No such player')
  return found
}

/**
 * The two sides of every seamless posting: the member's main wallet, and the vendor's float in
 * the member's merchant and currency (`vendor_float`, the account transfer-mode vendors already
 * use for game results; `demo_float` for free-play accounts, so demo money never mixes with the
 * vendor's real result). Created before the call's transaction, so it stays short.
 */
export async function playerAccounts(
  db: Db,
  vendor: SeamlessVendor | null,
  player: Player,
): Promise<{ main: bigint; float: bigint }> {
  const key = { merchantId: player.merchantId, currency: player.currency }
  const main = await accountOf(db, { ...key, kind: 'member_main', ownerMemberId: player.id })
  if (!vendor) return { main, float: 0n }
  const float = await accountOf(db, {
    ...key,
    kind: player.isAgent === TRIAL ? 'demo_float' : 'vendor_float',
    vendor: vendor.code,
  })
  return { main, float }
}

/** Account ids never change once created: each database's are remembered (two queries less per call). */
const known = new WeakMap<Db, Map<string, bigint>>()

async function accountOf(db: Db, key: AccountKey): Promise<bigint> {
  let ids = known.get(db)
  if (!ids) known.set(db, (ids = new Map()))
  const name = `${key.merchantId}:${key.currency}:${key.kind}:${key.ownerMemberId ?? ''}:${key.vendor ?? ''}`
  const cached = ids.get(name)
  if (cached !== undefined) return cached
  const id = await ensureAccount(db, key)
  if (ids.size > 100_000) ids.clear()
  ids.set(name, id)
  return id
}
