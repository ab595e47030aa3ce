import type { RealityCheck, RealityCheckMinutes, SessionProtection } from '@sea/contract'
import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import type { MerchantSettings } from '../merchant/merchant.service'
import { changeLimit, confirmedLimit } from './protection-rules'
import { asStoredLimit, fromStoredLimit, sessionLimitEnd } from './protection-session-rules'
import * as repo from './protection-session.repository'
import { recordEvent } from './protection.repository'

/**
 * The member's session limit and reality check (decision 059, docs/player-protection.md). The
 * limit changes like the money limits, under the member's settings row, and leaves an event in
 * the member's protection history; the member auth hook enforces it (session.service).
 */

type Who = { merchant: MerchantSettings; memberId: bigint }

function view(row: repo.SessionSettingsRow | undefined): SessionProtection {
  return {
    sessionLimit: {
      minutes: row?.limitMinutes ?? null,
      pending: row?.pendingFrom ? { minutes: row.pendingMinutes, confirmableAt: row.pendingFrom.toISOString() } : null,
    },
    realityCheckMinutes: (row?.realityCheckMinutes ?? null) as RealityCheckMinutes | null,
  }
}

export async function sessionProtection(db: Db, memberId: bigint): Promise<SessionProtection> {
  return view(await repo.settingsOf(db, memberId))
}

/** A first or lower limit at once; a higher one or a removal after the cooling-off (protection-rules). */
export async function setSessionLimit(db: Db, who: Who, minutes: number | null): Promise<SessionProtection> {
  const now = new Date()
  await inTransaction(db, async (trx) => {
    const row = await repo.lockSettings(trx, who.memberId, who.merchant.id)
    const changed = changeLimit(asStoredLimit(row), minutes === null ? null : BigInt(minutes), now)
    await repo.saveSettings(trx, who.memberId, fromStoredLimit(changed))
    await recordEvent(trx, {
      memberId: who.memberId,
      merchantId: who.merchant.id,
      kind: changed.pendingFrom ? 'session_limit_requested' : 'session_limit_set',
      detail: { from: row.limitMinutes, to: minutes },
    })
  })
  return sessionProtection(db, who.memberId)
}

export async function confirmSessionLimit(db: Db, who: Who): Promise<SessionProtection> {
  const now = new Date()
  await inTransaction(db, async (trx) => {
    const row = await repo.lockSettings(trx, who.memberId, who.merchant.id)
    const confirmed = confirmedLimit(asStoredLimit(row), now)
    if (confirmed === null) throw new AppError('not_found', 'No raise or removal waits for confirmation')
    if (confirmed === 'waiting')
      throw new AppError('limit_cooling_off', `Confirmable from ${row.pendingFrom!.toISOString()}`)
    const next = fromStoredLimit(confirmed)
    await repo.saveSettings(trx, who.memberId, next)
    await recordEvent(trx, {
      memberId: who.memberId,
      merchantId: who.merchant.id,
      kind: 'session_limit_confirmed',
      detail: { from: row.limitMinutes, to: next.limitMinutes },
    })
  })
  return sessionProtection(db, who.memberId)
}

/** A reminder only, never a restriction: every change applies at once. */
export async function setRealityCheck(
  db: Db,
  who: Who,
  minutes: RealityCheckMinutes | null,
): Promise<SessionProtection> {
  await inTransaction(db, async (trx) => {
    const row = await repo.lockSettings(trx, who.memberId, who.merchant.id)
    await repo.saveSettings(trx, who.memberId, { realityCheckMinutes: minutes })
    await recordEvent(trx, {
      memberId: who.memberId,
      merchantId: who.merchant.id,
      kind: 'reality_check_set',
      detail: { from: row.realityCheckMinutes, to: minutes },
    })
  })
  return sessionProtection(db, who.memberId)
}

/** This session's figures for the reality check: its start, time played and net result of bets. */
export async function realityCheck(
  db: Db,
  memberId: bigint,
  sessionId: bigint,
  now = new Date(),
): Promise<RealityCheck> {
  const [startedAt, settings] = await Promise.all([repo.sessionStart(db, sessionId), repo.settingsOf(db, memberId)])
  const net = await repo.betNetSince(db, memberId, startedAt)
  const ends = sessionLimitEnd(startedAt, settings?.limitMinutes ?? null)
  return {
    sessionStartedAt: startedAt.toISOString(),
    playedSeconds: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
    net: fromMinor(net),
    realityCheckMinutes: (settings?.realityCheckMinutes ?? null) as RealityCheckMinutes | null,
    sessionEndsAt: ends?.toISOString() ?? null,
  }
}
