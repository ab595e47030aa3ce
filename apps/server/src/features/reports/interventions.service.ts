import {
  INTERVENTION_ACTIONS,
  type Intervention,
  type InterventionAction,
  type InterventionCategory,
} from '@sea/contract'
import type { Db } from '../../db/database'
import { fromMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import * as repo from './interventions.repository'
import type { BrandRange, Slice } from './report.repository'

/**
 * Interventions as operators read them (decision 060): every source's row in one shape, for the
 * report over a period and for one member's protection history.
 */

const ACTIONS = Object.keys(INTERVENTION_ACTIONS) as InterventionAction[]

function actionsOf(category: InterventionCategory | undefined): InterventionAction[] {
  return category ? ACTIONS.filter((action) => INTERVENTION_ACTIONS[action] === category) : ACTIONS
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
const amount = (minor: unknown) => (minor === null || minor === undefined ? null : fromMinor(BigInt(String(minor))))

/** What the source's detail says, in the fields every row has (the contract's InterventionSchema). */
function fields(action: InterventionAction, d: Record<string, unknown>) {
  switch (INTERVENTION_ACTIONS[action]) {
    case 'limit':
      return { subject: `${text(d.kind)}/${text(d.period)}`, from: amount(d.from), to: amount(d.to), note: null }
    case 'session':
      return { subject: null, from: text(d.from), to: text(d.to), note: null }
    case 'exclusion':
      return {
        subject: d.days === undefined ? text(d.term) : `${text(d.days)}d`,
        from: null,
        to: text(d.until),
        note: text(d.via),
      }
    case 'kyc':
      return {
        subject: null,
        from: null,
        to: action === 'kyc_closed' ? amount(d.refund) : text(d.status),
        note: text(d.reason),
      }
    case 'risk':
      return { subject: `${text(d.rule)}/${text(d.severity)}`, from: null, to: null, note: text(d.note) }
  }
}

function toIntervention(row: repo.InterventionRow): Intervention {
  const action = row.action as InterventionAction
  return {
    id: row.id,
    at: row.at.toISOString(),
    merchantId: row.merchantId,
    memberId: row.memberId,
    username: row.username,
    category: INTERVENTION_ACTIONS[action],
    action,
    ...fields(action, JSON.parse(row.detail) as Record<string, unknown>),
    operator: row.operator,
  }
}

/** The report's rows: the brands' interventions over their local days, one kind or all. */
export async function interventionRows(
  db: Db,
  list: BrandRange[],
  category: InterventionCategory | undefined,
  slice: Slice,
) {
  const page = await repo.interventions(db, { ranges: list }, actionsOf(category), slice)
  return { total: page.total, rows: page.rows.map(toIntervention) }
}

/** How many of each action the brands' ranges hold, for the report's filter. */
export async function interventionCounts(db: Db, list: BrandRange[]) {
  const rows = await repo.interventionCounts(db, { ranges: list }, ACTIONS)
  const counts = rows.map((r) => {
    const action = r.action as InterventionAction
    return { category: INTERVENTION_ACTIONS[action], action, count: r.count }
  })
  return { counts }
}

/** One member's interventions, newest first; the caller has checked the member is in scope. */
export async function memberInterventions(db: Db, memberId: bigint, page: { pageNum: number; pageSize: number }) {
  const { rows, total } = await repo.interventions(db, { memberId }, ACTIONS, {
    limit: page.pageSize,
    offset: (page.pageNum - 1) * page.pageSize,
  })
  return pageOf(rows.map(toIntervention), page.pageNum, page.pageSize, total)
}
