import type { ErrorCode } from '@sea/contract'
import { addDays, dayIn, startOfDay } from '@sea/rules'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { toMinor } from '../../lib/money'
import { award } from '../promotion/grant.service'
import { eligibleWithoutCountry } from '../promotion/status.service'
import * as repo from './birthday.repository'

/** Members read per query: each grant is then written in a transaction of its own. */
export const BIRTHDAY_BATCH = 500

/**
 * A member registered less than this many days before a birthday gets nothing for it: otherwise
 * a new account could give any birthday and collect the bonus at once
 * (docs/domain/promotions.md#birthday-bonuses).
 */
export const BIRTHDAY_MIN_ACCOUNT_DAYS = 30

const DAY_MS = 86_400_000

export interface BirthdayDay extends repo.WindowDay {
  /** The end of the claim window: the birthday's day plus claimWithinDays, at midnight in the brand's zone. */
  until: Date
}

/**
 * The birthdays a run grants for: those whose claim window is open today in the brand's time
 * zone, `claimWithinDays` days back from today (so a run after days down catches up), none before
 * the campaign's first day. 29 February is celebrated on the 28th in other years.
 */
export function birthdayWindow(now: Date, timeZone: string, claimWithinDays: number, startsAt: Date): BirthdayDay[] {
  const today = dayIn(now, timeZone)
  const first = dayIn(startsAt, timeZone)
  const window: BirthdayDay[] = []
  for (let back = 0; back < claimWithinDays; back += 1) {
    const day = addDays(today, -back)
    if (day < first) break
    const year = Number(day.slice(0, 4))
    const start = startOfDay(day, timeZone)
    const registeredBy = new Date(start.getTime() - BIRTHDAY_MIN_ACCOUNT_DAYS * DAY_MS)
    const until = startOfDay(addDays(day, claimWithinDays), timeZone)
    const monthDays = [day.slice(5)]
    if (day.slice(5) === '02-28' && addDays(day, 1).slice(5) === '03-01') monthDays.push('02-29')
    for (const monthDay of monthDays) window.push({ day, monthDay, year, registeredBy, until })
  }
  return window
}

// A member refused for a one-per mark another member holds this year: the job goes on (a
// claimable grant takes no budget until it is claimed).
const REFUSALS = new Set<ErrorCode>(['promotion_claimed_elsewhere', 'promotion_not_stackable'])

/**
 * The job promotions.birthday: for each live birthday promotion, a claimable grant per member
 * whose birthday's claim window is open, occasion `birthday:<year>`, claimable until the birthday
 * plus claimWithinDays; the member claims it with the reward centre's claim. The occasion is the
 * year, so a member who changes the birthday after a grant gets no second one that year, and a
 * run repeated, or two at once, write nothing twice.
 */
export async function grantBirthdays(db: Db, now = new Date(), batch = BIRTHDAY_BATCH): Promise<{ granted: number }> {
  let granted = 0
  for (const { promotion, currency, timezone } of await repo.liveBirthdays(db, now)) {
    const rules = promotion.rules
    if (rules.kind !== 'birthday') continue
    const window = birthdayWindow(now, timezone, rules.claimWithinDays, promotion.startsAt)
    const untilOf = new Map(window.map((w) => [w.day, w.until]))
    const amount = toMinor(rules.amount)
    let after = 0n
    for (;;) {
      const members = await repo.birthdayMembers(db, promotion, window, after, batch)
      for (const { memberId, year, day } of members) {
        if (!(await eligibleWithoutCountry(db, promotion, memberId))) continue
        try {
          await award(db, {
            promotion,
            member: { id: memberId, merchantId: promotion.merchantId, currency },
            occasion: `birthday:${year}`,
            amount,
            mode: 'claimable',
            claimableUntil: untilOf.get(day) ?? null,
            now,
          })
          granted += 1
        } catch (error) {
          if (!(error instanceof AppError) || !REFUSALS.has(error.code)) throw error
        }
      }
      const last = members.at(-1)
      if (!last || members.length < batch) break
      after = last.memberId
    }
  }
  return { granted }
}
