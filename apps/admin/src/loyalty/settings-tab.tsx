import { GAME_CATEGORIES, LoyaltySettingsSchema, VIP_REVIEWS } from '@sea/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { call } from '../lib/api'
import { formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { Loaded, PolicyForm, useCheckedSave } from './loyalty-form'
import { loyaltyApi, loyaltyKey, type Settings, times } from './loyalty.api'
import { SETTINGS } from './settings.texts'
import { Choice, Field, whole, wholeOrNull } from './loyalty-fields'

type Category = (typeof GAME_CATEGORIES)[number]

interface Values {
  enabled: boolean
  earnRate: string
  multipliers: Record<Category, string>
  convertRate: string
  minConvert: string
  expiryDays: string
  vipWindowDays: string
  vipReview: Settings['vipReview']
}

function valuesOf(settings: Settings): Values {
  return {
    enabled: settings.enabled,
    earnRate: String(settings.earnRate),
    multipliers: Object.fromEntries(
      GAME_CATEGORIES.map((c) => [c, settings.multipliers[c] === undefined ? '' : times(settings.multipliers[c])]),
    ) as Record<Category, string>,
    convertRate: String(settings.convertRate),
    minConvert: String(settings.minConvert),
    expiryDays: settings.expiryDays === null ? '' : String(settings.expiryDays),
    vipWindowDays: String(settings.vipWindowDays),
    vipReview: settings.vipReview,
  }
}

/** A multiplier typed as the operator reads it ("0.7", "1.20") in basis points; NaN when it is not one. */
function basisPoints(text: string): number {
  return /^\d{1,2}(\.\d{1,4})?$/.test(text.trim()) ? Math.round(Number(text) * 10_000) : Number.NaN
}

function toBody(values: Values): Settings {
  return {
    enabled: values.enabled,
    earnRate: whole(values.earnRate),
    // A category left empty earns nothing: the API leaves it out of the record.
    multipliers: Object.fromEntries(
      GAME_CATEGORIES.filter((c) => values.multipliers[c].trim() !== '').map((c) => [
        c,
        basisPoints(values.multipliers[c]),
      ]),
    ),
    convertRate: whole(values.convertRate),
    minConvert: whole(values.minConvert),
    expiryDays: wholeOrNull(values.expiryDays),
    vipWindowDays: whole(values.vipWindowDays),
    vipReview: values.vipReview,
  }
}

/** The brand's point and VIP policy: loyalty.manage edits it, every other reader sees it read-only. */
export function SettingsTab({ merchantId }: { merchantId: number }) {
  const settings = useQuery({
    queryKey: loyaltyKey(merchantId, 'settings'),
    queryFn: ({ signal }) => call(loyaltyApi.settings, { params: { merchantId: String(merchantId) }, signal }),
  })
  return (
    <Loaded query={settings}>
      {(loaded) => <SettingsForm key={merchantId} merchantId={merchantId} settings={loaded} />}
    </Loaded>
  )
}

function SettingsForm({ merchantId, settings }: { merchantId: number; settings: Settings }) {
  const { t } = useTexts(SETTINGS)
  const { can } = useOperator()
  const queryClient = useQueryClient()
  const [values, setValues] = useState(() => valuesOf(settings))
  const manage = can('loyalty.manage')
  const { problems, submit, save } = useCheckedSave({
    schema: LoyaltySettingsSchema,
    send: (body: Settings) => call(loyaltyApi.saveSettings, { params: { merchantId: String(merchantId) }, body }),
    onSaved: (saved) => queryClient.setQueryData(loyaltyKey(merchantId, 'settings'), saved),
  })
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((old) => ({ ...old, [name]: value }))
  const rate = whole(values.earnRate)
  const convertRate = whole(values.convertRate)
  const minConvert = whole(values.minConvert)
  const field = (name: 'earnRate' | 'convertRate' | 'minConvert' | 'expiryDays' | 'vipWindowDays') => ({
    label: t(`settings.${name}`),
    value: values[name],
    onChange: (value: string) => set(name, value),
    problem: problems[name] !== undefined,
    kind: 'number' as const,
    readOnly: !manage,
  })
  return (
    <PolicyForm manage={manage} onSubmit={() => submit(toBody(values))} save={save}>
      <section className="card card-body form-section">
        <h2 className="section-title">{t('settings.points')}</h2>
        <label className="check">
          <input
            type="checkbox"
            checked={values.enabled}
            disabled={!manage}
            onChange={(event) => set('enabled', event.target.checked)}
          />
          <span>{t('settings.enabled')}</span>
        </label>
        <div className="form-grid">
          <Field
            {...field('earnRate')}
            hint={Number.isFinite(rate) ? t('settings.earnPreview', { points: rate, per: rate / 100 }) : undefined}
          />
          <Field {...field('expiryDays')} hint={t('settings.expiryHint')} />
        </div>
        <fieldset className="field">
          <legend className="field-label">{t('settings.multipliers')}</legend>
          <div className="category-grid">
            {GAME_CATEGORIES.map((category) => {
              const bp = basisPoints(values.multipliers[category])
              return (
                <Field
                  key={category}
                  label={category}
                  kind="times"
                  value={values.multipliers[category]}
                  readOnly={!manage}
                  problem={problems[`multipliers.${category}`] !== undefined}
                  onChange={(value) => set('multipliers', { ...values.multipliers, [category]: value })}
                  hint={
                    values.multipliers[category].trim() === ''
                      ? t('settings.earnsNothing')
                      : Number.isFinite(bp) && Number.isFinite(rate)
                        ? t('settings.perHundred', { points: formatPoints((rate * bp) / 10_000) })
                        : undefined
                  }
                />
              )
            })}
          </div>
          <span className="field-hint">{t('settings.multipliersHint')}</span>
        </fieldset>
      </section>
      <section className="card card-body form-section">
        <h2 className="section-title">{t('settings.conversion')}</h2>
        <div className="form-grid">
          <Field {...field('convertRate')} />
          <Field
            {...field('minConvert')}
            hint={
              Number.isFinite(convertRate) && convertRate > 0 && Number.isFinite(minConvert)
                ? t('settings.convertPreview', { points: minConvert, value: formatMoney(minConvert / convertRate) })
                : undefined
            }
          />
        </div>
      </section>
      <section className="card card-body form-section">
        <h2 className="section-title">{t('settings.vip')}</h2>
        <div className="form-grid">
          <Field {...field('vipWindowDays')} hint={t('settings.vipWindowHint')} />
          <Choice
            label={t('settings.vipReview')}
            value={values.vipReview}
            options={VIP_REVIEWS}
            labelOf={(option) => t(`review.${option}`)}
            disabled={!manage}
            onChange={(value) => set('vipReview', value)}
          />
        </div>
      </section>
    </PolicyForm>
  )
}

/** Points with at most two decimals, for previews of what a bet earns. */
function formatPoints(points: number): string {
  return String(Math.round(points * 100) / 100)
}
