import { GAME_CATEGORIES, type PromotionKind } from '@sea/contract'
import { type Control, useFieldArray } from 'react-hook-form'
import { useTexts } from '../lib/i18n'
import { Choice, Field, type FieldProps } from './form-fields'
import type { FormValues } from './promotion-form-values'
import { PROMOTIONS } from './promotions.texts'

/** The rules of one kind (docs/domain/promotions.md, "Kinds"); `locked` once rewards were granted. */
export function RulesFields({
  kind,
  control,
  register,
  errors,
  locked,
}: FieldProps & { kind: PromotionKind; control: Control<FormValues>; locked: boolean }) {
  const { t } = useTexts(PROMOTIONS)
  const props = { register, errors, readOnly: locked }
  const f = (name: string, label: string, kind: 'amount' | 'number' | 'rate' = 'amount') => (
    <Field key={name} name={`rules.${name}`} label={t(`form.${label}`)} kind={kind} {...props} />
  )
  const choice = (name: string, label: string, options: readonly string[], prefix: string) => (
    <Choice
      key={name}
      name={`rules.${name}`}
      label={t(`form.${label}`)}
      options={options}
      prefix={prefix}
      register={register}
      disabled={locked}
    />
  )
  switch (kind) {
    case 'deposit_bonus':
      return (
        <div className="form-grid">
          {choice('deposit', 'deposit', ['first', 'reload', 'any'], 'form.depositOption')}
          {choice('apply', 'apply', ['on_deposit', 'claim'], 'form.applyOption')}
          {f('rate', 'rate', 'rate')}
          {f('cap', 'cap')}
          {f('minDeposit', 'minDeposit')}
          {f('claimWithinDays', 'claimWithinDays', 'number')}
        </div>
      )
    case 'signup':
      return (
        <div className="form-grid">
          {f('amount', 'amount')}
          {choice('trigger', 'trigger', ['register', 'join'], 'form.signupTrigger')}
        </div>
      )
    case 'cashback':
    case 'rebate':
      return (
        <div className="form-grid">
          {choice('period', 'period', ['daily', 'weekly'], 'form.periodOption')}
          {choice('claim', 'claim', ['auto', 'claim'], 'form.claimOption')}
          {kind === 'cashback' ? f('rate', 'rate', 'rate') : null}
          {f('minAmount', 'minAmount')}
          {f('cap', 'cap')}
          {kind === 'cashback' ? (
            <fieldset className="field form-wide">
              <legend className="field-label">{t('form.categories')}</legend>
              <div className="check-row">
                {GAME_CATEGORIES.map((category) => (
                  <label key={category} className="check">
                    <input type="checkbox" value={category} disabled={locked} {...register('rules.categories')} />
                    <span>{category}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : (
            <CategoryGrid base="rules.rates" label={t('form.ratesByCategory')} kind="rate" {...props} />
          )}
        </div>
      )
    case 'raffle':
      return (
        <div className="form-grid">
          {choice('ticketsBy', 'ticketsBy', ['deposit', 'turnover'], 'form.ticketsOption')}
          {f('unit', 'unit')}
          {f('maxTickets', 'maxTickets', 'number')}
          {f('claimWithinDays', 'claimWithinDays', 'number')}
          <Prizes control={control} locked={locked} register={register} errors={errors} />
        </div>
      )
    case 'referral':
      return (
        <div className="form-grid">
          {choice('referralTrigger', 'trigger', ['deposit', 'turnover'], 'form.referralTrigger')}
          {f('threshold', 'threshold')}
          {f('reward', 'reward')}
          {f('maxInvitees', 'maxInvitees', 'number')}
        </div>
      )
    case 'birthday':
      return (
        <div className="form-grid">
          {f('amount', 'amount')}
          {f('claimWithinDays', 'claimWithinDays', 'number')}
        </div>
      )
    case 'loyalty':
      return <div className="form-grid">{f('maxReward', 'maxReward')}</div>
  }
}

/** One small input per game category: a rate or a weight; empty leaves the category out. */
export function CategoryGrid({
  base,
  label,
  kind,
  register,
  errors,
  readOnly,
}: FieldProps & { base: string; label: string; kind: 'rate' | 'number'; readOnly: boolean }) {
  return (
    <fieldset className="field form-wide">
      <legend className="field-label">{label}</legend>
      <div className="category-grid">
        {GAME_CATEGORIES.map((category) => (
          <Field
            key={category}
            name={`${base}.${category}`}
            label={category}
            kind={kind}
            register={register}
            errors={errors}
            readOnly={readOnly}
          />
        ))}
      </div>
    </fieldset>
  )
}

function Prizes({ control, locked, register, errors }: FieldProps & { control: Control<FormValues>; locked: boolean }) {
  const { t } = useTexts(PROMOTIONS)
  const { fields, append, remove } = useFieldArray({ control, name: 'rules.prizes' })
  return (
    <fieldset className="field form-wide">
      <legend className="field-label">{t('form.prizes')}</legend>
      {fields.map((prize, index) => (
        <div key={prize.id} className="prize-row">
          <span className="num muted">#{index + 1}</span>
          <Field
            name={`rules.prizes.${index}.amount`}
            label={t('form.prizeAmount')}
            kind="amount"
            register={register}
            errors={errors}
            readOnly={locked}
          />
          <Field
            name={`rules.prizes.${index}.count`}
            label={t('form.prizeCount')}
            kind="number"
            register={register}
            errors={errors}
            readOnly={locked}
          />
          {locked || fields.length === 1 ? null : (
            <button
              type="button"
              className="icon-button"
              aria-label={t('form.removePrize', { rank: index + 1 })}
              onClick={() => remove(index)}
            >
              ×
            </button>
          )}
        </div>
      ))}
      {locked ? null : (
        <button
          type="button"
          className="button button-secondary button-small prize-add"
          onClick={() => append({ amount: '', count: '1' })}
        >
          {t('form.addPrize')}
        </button>
      )}
    </fieldset>
  )
}
