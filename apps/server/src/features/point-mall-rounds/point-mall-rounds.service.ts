import type { InhouseFreeRoundsGrant } from '@sea/contract'
import type { Db } from '../../db/database'
import { signedPost, type SeamlessResult } from '../../providers/vendor/seamless-client'
import { seamlessKey } from '../seamless-wallet/vendor-secret'
import { vendorPlayerId } from '../vendor-player/vendor-player.service'
import {
  inhouseVendorOf,
  markGranted,
  openRoundRedemptions,
  type OpenRoundRedemption,
} from './point-mall-rounds.repository'

/**
 * Fulfilment of free-round items (docs/domain/loyalty.md#free-rounds): the mall leaves such a
 * redemption in process; this asks the in-house vendor to grant the rounds, over HTTP and signed
 * as the seamless protocol (docs/decisions/026), with `redemption:<id>` as the grant's reference,
 * and approves the redemption once the vendor confirms. The call is made outside any transaction
 * and the mark after it: a crash between the two repeats the grant, which the vendor answers with
 * the same grant.
 */

/** How the platform reaches the in-house vendor: it is served by this server, at its own address. */
export interface VendorLink {
  appSecret: Buffer
  platformUrl: () => string
  timeoutMs: number
}

export interface FulfilResult {
  granted: number
  /** The vendor did not answer: tried again on the next run. */
  unanswered: number
  /** Refused for good (unknown game, bad grant): left in process for an operator to reject. */
  refused: { redemptionId: bigint; reason: string }[]
}

const PAGE = 100
const RUN_BUDGET_MS = 60_000

export async function fulfilFreeRounds(db: Db, link: VendorLink): Promise<FulfilResult> {
  const result: FulfilResult = { granted: 0, unanswered: 0, refused: [] }
  const started = Date.now()
  // Page past the ones left in process (refused, unanswered), so they never hold back the newer.
  let after = 0n
  for (;;) {
    const page = await openRoundRedemptions(db, after, PAGE)
    for (const redemption of page) {
      const outcome = await grant(db, link, redemption)
      if (outcome === 'granted') result.granted += 1
      else if (outcome === 'unknown') result.unanswered += 1
      else result.refused.push({ redemptionId: redemption.id, reason: outcome })
      after = redemption.id
      // A vendor that times out on every call would hold the run for a timeout per redemption: the
      // run stops within its budget, well inside the job's lease, and the next run goes on.
      if (Date.now() - started > RUN_BUDGET_MS) return result
    }
    if (page.length < PAGE) return result
  }
}

/** One redemption: 'granted', 'unknown' (ask again later) or why the vendor can never grant it. */
async function grant(db: Db, link: VendorLink, redemption: OpenRoundRedemption): Promise<string> {
  const vendorCode = await inhouseVendorOf(db, redemption.gameCode)
  if (!vendorCode) return 'game_not_found'
  const answer: SeamlessResult<InhouseFreeRoundsGrant> = await signedPost(
    `${link.platformUrl().replace(/\/+$/, '')}/inhouse/vendor-api/${encodeURIComponent(vendorCode)}/free-rounds`,
    { secret: await seamlessKey(db, link.appSecret, vendorCode), timeoutMs: link.timeoutMs },
    {
      player: await vendorPlayerId(db, vendorCode, redemption.memberId),
      gameCode: redemption.gameCode,
      rounds: redemption.rounds * redemption.quantity,
      reference: `redemption:${redemption.id}`,
    },
  )
  if (!answer.ok) return answer.code
  // Decided meanwhile (an operator rejected it): the mark changes nothing; see docs/domain/loyalty.md.
  await markGranted(db, redemption.id)
  return 'granted'
}
