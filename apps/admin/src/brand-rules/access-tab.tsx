import { BrandAccessSchema, BrandSessionsSchema, type BrandRules } from '@sea/contract'
import { fromMinor } from '@sea/browser/amount'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { ConfirmDialog } from '../components/confirm-dialog'
import { formatMoney, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { IdentityRulesForm } from '../kyc/identity-rules-form'
import { useOperator } from '../shell/operator-context'
import { brandRulesApi, saveGroup } from './brand-rules.api'
import { BRAND_RULES } from './brand-rules.texts'
import { hasError } from './form-errors'
import { GroupCard, type GroupProps, RulesTab } from './group-card'
import { useGroupForm } from './use-brand-rules'
import './brand-rules.css'

/** The brand's access: maintenance, restricted regions and addresses, minimum ages, member sessions, identity rules. */
export function AccessTab({ merchantId }: { merchantId: number }) {
  return (
    <RulesTab merchantId={merchantId}>
      {(props) => (
        <>
          <MaintenanceCard {...props} />
          <RegionsForm {...props} />
          <SessionsForm {...props} />
          <IdentityRulesForm {...props} />
        </>
      )}
    </RulesTab>
  )
}

/** `2026-12-01T04:00` as the browser's date-time input holds it, in the operator's own zone. */
const toInput = (iso: string | null) => {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/**
 * Maintenance stops every visitor and member at once, so it is an action of its own, asked
 * before it runs: it saves the access group as it is, with only maintenance changed.
 */
function MaintenanceCard({ merchantId, rules, editable }: GroupProps) {
  const { t } = useTexts(BRAND_RULES)
  const { me } = useOperator()
  const dateTime = useDateTime()
  const client = useQueryClient()
  const [end, setEnd] = useState(() => toInput(rules.access.maintenanceEnd))
  const [asking, setAsking] = useState(false)
  const on = rules.access.maintenance
  const brand = me.brands.find((b) => b.id === merchantId)?.name ?? String(merchantId)
  const toggle = useMutation({
    mutationFn: () =>
      saveGroup(brandRulesApi.access, merchantId, {
        ...rules.access,
        maintenance: !on,
        maintenanceEnd: !on && end ? new Date(end).toISOString() : null,
      }),
    onSuccess: (next) => client.setQueryData(['brand-rules', merchantId], next),
  })
  const id = 'group-maintenance'
  return (
    <section className={on ? 'card br-card br-card-danger' : 'card br-card'} aria-labelledby={id}>
      <header className="br-card-head br-maintenance-head">
        <div>
          <h2 id={id} className="br-card-title">
            {t('maintenance.title')}
          </h2>
          <p className="field-hint">{t('maintenance.hint')}</p>
        </div>
        <span className={on ? 'br-state br-state-on' : 'br-state br-state-off'} role="status">
          {on ? t('maintenance.on') : t('maintenance.off')}
        </span>
      </header>
      <div className="br-card-body br-maintenance">
        {on ? (
          <p className="br-maintenance-end">
            {t('maintenance.end')}:{' '}
            <strong>{rules.access.maintenanceEnd ? dateTime(rules.access.maintenanceEnd) : '—'}</strong>
          </p>
        ) : (
          <label className="field">
            <span className="field-label">{t('maintenance.end')}</span>
            <input
              className="input br-datetime"
              type="datetime-local"
              disabled={!editable}
              value={end}
              onChange={(event) => setEnd(event.target.value)}
            />
            <span className="field-hint">{t('maintenance.endHint')}</span>
          </label>
        )}
        {editable ? (
          <div className="br-card-actions">
            <button
              className={on ? 'button button-primary' : 'button button-danger'}
              type="button"
              onClick={() => setAsking(true)}
            >
              {on ? t('maintenance.turnOff') : t('maintenance.turnOn')}
            </button>
          </div>
        ) : null}
      </div>
      {asking ? (
        <ConfirmDialog
          title={on ? t('maintenance.turnOff') : t('maintenance.turnOn')}
          text={on ? t('maintenance.confirmOff', { brand }) : t('maintenance.confirmOn', { brand })}
          danger={!on}
          confirmLabel={on ? t('maintenance.turnOff') : t('maintenance.turnOn')}
          action={() => toggle.mutateAsync()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </section>
  )
}

interface RegionValues {
  restrictedCountries: string
  restrictedIps: string
  minimumAge: number
  birthdayMinimumAge: number
}
const split = (text: string, by: RegExp) =>
  text
    .split(by)
    .map((item) => item.trim())
    .filter(Boolean)

/** Regions, addresses and ages: the rest of the access group, saved with maintenance as it is. */
function RegionsForm({ merchantId, rules, editable }: GroupProps) {
  const { t } = useTexts(BRAND_RULES)
  const { form, card } = useGroupForm<RegionValues>({
    merchantId,
    rules,
    schema: BrandAccessSchema,
    toForm: ({ access }) => ({
      restrictedCountries: access.restrictedCountries.join(', '),
      restrictedIps: access.restrictedIps.join('\n'),
      minimumAge: access.minimumAge,
      birthdayMinimumAge: access.birthdayMinimumAge,
    }),
    toBody: (values) => ({
      maintenance: rules.access.maintenance,
      maintenanceEnd: rules.access.maintenanceEnd,
      restrictedCountries: split(values.restrictedCountries.toUpperCase(), /[\s,]+/),
      restrictedIps: split(values.restrictedIps, /[\n,]+/),
      minimumAge: values.minimumAge,
      birthdayMinimumAge: values.birthdayMinimumAge,
    }),
    send: (body) => saveGroup(brandRulesApi.access, merchantId, body),
  })
  const errors = form.formState.errors
  const bad = (path: string) => (hasError(errors, path) ? true : undefined)
  const number = { valueAsNumber: true }
  return (
    <GroupCard title={t('regions.title')} hint={t('regions.hint')} editable={editable} {...card}>
      <div className="br-columns">
        <label className="field">
          <span className="field-label">{t('regions.countries')}</span>
          <input
            className="input br-mono"
            aria-invalid={bad('restrictedCountries')}
            {...form.register('restrictedCountries')}
          />
          <span className="field-hint">{t('regions.countriesHint')}</span>
        </label>
        <label className="field">
          <span className="field-label">{t('regions.ips')}</span>
          <textarea
            className="input br-textarea br-mono"
            rows={4}
            aria-invalid={bad('restrictedIps')}
            {...form.register('restrictedIps')}
          />
          <span className="field-hint">{t('regions.ipsHint')}</span>
        </label>
      </div>
      <fieldset className="field br-sub">
        <legend className="field-label">{t('ages.title')}</legend>
        <div className="br-pair">
          <label className="field">
            <span className="field-hint">{t('ages.minimumAge')}</span>
            <input
              className="input num"
              type="number"
              aria-invalid={bad('minimumAge')}
              {...form.register('minimumAge', number)}
            />
          </label>
          <label className="field">
            <span className="field-hint">{t('ages.birthdayMinimumAge')}</span>
            <input
              className="input num"
              type="number"
              aria-invalid={bad('birthdayMinimumAge')}
              {...form.register('birthdayMinimumAge', number)}
            />
          </label>
        </div>
      </fieldset>
    </GroupCard>
  )
}

function SessionsForm({ merchantId, rules, editable }: GroupProps) {
  const { t } = useTexts(BRAND_RULES)
  const { form, card } = useGroupForm<BrandRules['sessions']>({
    merchantId,
    rules,
    schema: BrandSessionsSchema,
    toForm: (r) => r.sessions,
    toBody: (values) => ({ ...values, trialBalance: String(values.trialBalance).trim() }),
    send: (body) => saveGroup(brandRulesApi.sessions, merchantId, body),
  })
  const errors = form.formState.errors
  const bad = (path: string) => (hasError(errors, path) ? true : undefined)
  const number = { valueAsNumber: true }
  const trial = useWatch({ control: form.control, name: 'trialBalance' })
  const amount = /^\d{1,10}$/.test(trial ?? '') ? formatMoney(fromMinor(BigInt(trial)), rules.currency) : '—'
  return (
    <GroupCard title={t('sessions.title')} hint={t('sessions.hint')} editable={editable} {...card}>
      <div className="br-grid">
        <label className="field">
          <span className="field-hint">{t('sessions.idle')}</span>
          <input
            className="input num"
            type="number"
            aria-invalid={bad('sessionIdleMinutes')}
            {...form.register('sessionIdleMinutes', number)}
          />
          {errors.sessionIdleMinutes?.message ? (
            <span className="field-error">{errors.sessionIdleMinutes.message}</span>
          ) : null}
        </label>
        <label className="field">
          <span className="field-hint">{t('sessions.maxHours')}</span>
          <input
            className="input num"
            type="number"
            aria-invalid={bad('sessionMaxHours')}
            {...form.register('sessionMaxHours', number)}
          />
        </label>
        <label className="field">
          <span className="field-hint">{t('sessions.passwordMaxAge')}</span>
          <input
            className="input num"
            type="number"
            aria-invalid={bad('passwordMaxAgeDays')}
            {...form.register('passwordMaxAgeDays', number)}
          />
          <span className="field-hint">{t('sessions.passwordMaxAgeHint')}</span>
        </label>
        <label className="field">
          <span className="field-hint">{t('sessions.trialBalance')}</span>
          <input
            className="input num"
            inputMode="numeric"
            aria-invalid={bad('trialBalance')}
            {...form.register('trialBalance')}
          />
          <span className="field-hint">{t('sessions.trialHint', { amount })}</span>
        </label>
      </div>
      <label className="check">
        <input type="checkbox" {...form.register('newIpVerification')} />
        <span>{t('sessions.newIp')}</span>
      </label>
    </GroupCard>
  )
}
