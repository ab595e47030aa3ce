import {
  BirthdayRulesSchema,
  CashbackRulesSchema,
  DepositBonusRulesSchema,
  LoyaltyRulesSchema,
  type PromotionKind,
  PromotionInputSchema,
  PromotionWageringSchema,
  RaffleRulesSchema,
  RebateRulesSchema,
  ReferralRulesSchema,
  SignupRulesSchema,
} from '@sea/contract'
import { toMinor } from '@sea/browser/amount'
import { type FieldErrors, type Resolver, set } from 'react-hook-form'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { type FormValues, toBody } from './promotion-form-values'
import type { PromotionDetail } from './promotions.api'

/**
 * The form's check before sending: each field against its own schema in the contract (the rules
 * against their kind's, so an error names the field rather than the union), then what the server
 * checks beyond a schema: the end after the start, a cap above zero, a budget of one reward.
 */

const RULES: Record<PromotionKind, TSchema> = {
  deposit_bonus: DepositBonusRulesSchema,
  signup: SignupRulesSchema,
  cashback: CashbackRulesSchema,
  rebate: RebateRulesSchema,
  raffle: RaffleRulesSchema,
  referral: ReferralRulesSchema,
  birthday: BirthdayRulesSchema,
  loyalty: LoyaltyRulesSchema,
}

/** A field's schema errors as form paths (`/rules/prizes/0/amount` -> `rules.prizes.0.amount`). */
function schemaErrors(schema: TSchema, value: unknown, at: string, found: Map<string, string>) {
  for (const error of Value.Errors(schema, value)) {
    const missing = (error.params as { requiredProperties?: string[] }).requiredProperties
    const paths =
      error.keyword === 'required' && missing ? missing.map((p) => `${error.instancePath}/${p}`) : [error.instancePath]
    for (const path of paths) {
      const name = [at, ...path.split('/').filter(Boolean)].join('.')
      if (!found.has(name))
        // The schemas' only minimum length is one: an empty text reads as required.
        found.set(name, ['required', 'minLength'].includes(error.keyword) ? 'required' : error.keyword)
    }
  }
}

const nonNull = (schema: TSchema): TSchema =>
  ((schema as { anyOf?: TSchema[] }).anyOf ?? [schema]).find((s) => (s as { type?: string }).type !== 'null') ?? schema

/** The largest reward, for the budget check the server makes too; null when unreadable. */
function largest(body: ReturnType<typeof toBody>): bigint | null {
  const r = body.rules as Record<string, unknown>
  try {
    if (body.rules.kind === 'raffle')
      return (r.prizes as { amount: string; count: number }[]).reduce(
        (s, p) => s + toMinor(p.amount) * BigInt(p.count),
        0n,
      )
    const sum = (r.cap ?? r.amount ?? r.reward ?? r.maxReward) as string
    return toMinor(sum)
  } catch {
    return null
  }
}

export function promotionResolver(timeZone: string, detail?: PromotionDetail): Resolver<FormValues> {
  return (values) => {
    const body = toBody(values, timeZone, detail)
    const found = new Map<string, string>()
    for (const [key, schema] of Object.entries(PromotionInputSchema.properties)) {
      const value = (body as Record<string, unknown>)[key]
      if (key === 'rules') schemaErrors(RULES[detail?.kind ?? values.kind], value, 'rules', found)
      else if (key === 'wagering') {
        if (value !== null) schemaErrors(PromotionWageringSchema, value, 'wagering', found)
      } else if (value !== null) schemaErrors(nonNull(schema as TSchema), value, key, found)
    }
    if (body.endsAt && body.startsAt && body.endsAt <= body.startsAt && !found.has('endsAt'))
      found.set('endsAt', 'order')
    const cap = (body.rules as Record<string, unknown>).cap
    if (typeof cap === 'string' && !found.has('rules.cap') && /^\d/.test(cap) && toMinor(cap) <= 0n)
      found.set('rules.cap', 'positive')
    const reward = largest(body)
    if (body.budget !== null && !found.has('budget') && reward !== null && toMinor(body.budget) < reward)
      found.set('budget', 'budget')
    if (found.size === 0) return { values, errors: {} }
    const errors = {} as FieldErrors<FormValues>
    for (const [name, type] of found) set(errors, name, { type, message: '' })
    return { values: {}, errors }
  }
}
