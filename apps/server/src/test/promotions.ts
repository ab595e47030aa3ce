import type { PromotionKind, PromotionRules, PromotionWagering, RulesOf } from '@sea/contract'
import type { Db } from '../db/database'
import type { PromotionRow } from '../features/promotion/promotion.repository'

/** Helpers for the promotion tests: a promotion row written as the console would leave it. */

export interface PromotionSpec<K extends PromotionKind> {
  merchantId: number
  kind: K
  rules: Omit<RulesOf<K>, 'kind'>
  code?: string
  state?: PromotionRow['state']
  startsAt?: Date
  endsAt?: Date | null
  wagering?: PromotionWagering | null
  onePer?: PromotionRow['onePer']
  exclusive?: boolean
  needsApproval?: boolean
  budget?: bigint | null
  eligibility?: PromotionRow['eligibility']
}

let seq = 0

/** A live promotion (started an hour ago, open-ended unless told) of the given kind and rules. */
export async function insertPromotion<K extends PromotionKind>(db: Db, spec: PromotionSpec<K>): Promise<PromotionRow> {
  seq += 1
  const rules: PromotionRules = { ...spec.rules, kind: spec.kind } as unknown as PromotionRules
  return db
    .insertInto('promotions')
    .values({
      merchantId: spec.merchantId,
      code: spec.code ?? `${spec.kind.replace('_', '-')}-${process.pid}-${seq}`,
      kind: spec.kind,
      state: spec.state ?? 'live',
      titles: JSON.stringify({ EN: `Test ${spec.kind} ${seq}` }),
      startsAt: spec.startsAt ?? new Date(Date.now() - 3_600_000),
      endsAt: spec.endsAt ?? null,
      rules: JSON.stringify(rules),
      eligibility: JSON.stringify(spec.eligibility ?? {}),
      wagering: spec.wagering ? JSON.stringify(spec.wagering) : null,
      onePer: spec.onePer ?? [],
      exclusive: spec.exclusive ?? false,
      needsApproval: spec.needsApproval ?? false,
      budget: spec.budget ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}
