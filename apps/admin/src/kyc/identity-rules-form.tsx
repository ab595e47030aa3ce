import { BrandIdentitySchema, type BrandRules } from '@sea/contract'
import { saveGroup, brandRulesApi } from '../brand-rules/brand-rules.api'
import { hasError } from '../brand-rules/form-errors'
import { GroupCard, type GroupProps } from '../brand-rules/group-card'
import { useGroupForm } from '../brand-rules/use-brand-rules'
import { useTexts } from '../lib/i18n'
import { KYC } from './kyc.texts'

interface Values {
  withdrawalAbove: string
  withdrawalTotalAbove: string
  limitRaise: boolean
}

const amountOrNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** The brand's identity rules (decision 057): which withdrawals and limit changes need a verified identity. */
export function IdentityRulesForm({ merchantId, rules, editable }: GroupProps) {
  const { t } = useTexts(KYC)
  const { form, card } = useGroupForm<Values>({
    merchantId,
    rules,
    schema: BrandIdentitySchema,
    toForm: ({ identity }: BrandRules) => ({
      withdrawalAbove: identity.withdrawalAbove ?? '',
      withdrawalTotalAbove: identity.withdrawalTotalAbove ?? '',
      limitRaise: identity.limitRaise,
    }),
    toBody: (values) => ({
      withdrawalAbove: amountOrNull(values.withdrawalAbove),
      withdrawalTotalAbove: amountOrNull(values.withdrawalTotalAbove),
      limitRaise: values.limitRaise,
    }),
    send: (body) => saveGroup(brandRulesApi.identity, merchantId, body),
  })
  const errors = form.formState.errors
  const bad = (path: string) => (hasError(errors, path) ? true : undefined)
  return (
    <GroupCard title={t('rules.title')} hint={t('rules.hint')} editable={editable} {...card}>
      <div className="br-pair">
        <label className="field">
          <span className="field-hint">
            {t('rules.withdrawalAbove')} ({rules.currency})
          </span>
          <input
            className="input num"
            inputMode="decimal"
            aria-invalid={bad('withdrawalAbove')}
            {...form.register('withdrawalAbove')}
          />
        </label>
        <label className="field">
          <span className="field-hint">
            {t('rules.withdrawalTotalAbove')} ({rules.currency})
          </span>
          <input
            className="input num"
            inputMode="decimal"
            aria-invalid={bad('withdrawalTotalAbove')}
            {...form.register('withdrawalTotalAbove')}
          />
        </label>
      </div>
      <label className="check">
        <input type="checkbox" {...form.register('limitRaise')} />
        <span>{t('rules.limitRaise')}</span>
      </label>
      <p className="field-hint kyc-rules-note">{t('rules.ageNote')}</p>
    </GroupCard>
  )
}
