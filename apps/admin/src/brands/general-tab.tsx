import { brandAdminRoutes, LANGUAGES, type BrandGeneral, type Language } from '@sea/contract'
import { useForm, useWatch } from 'react-hook-form'
import { ErrorAlert, Notice } from '../components/common'
import { call } from '../lib/api'
import { typeboxResolver } from '../lib/form'
import { LANGUAGE_NAMES, useTexts } from '../lib/i18n'
import { type BrandDetail, brandsApi } from './brands.api'
import { BRANDS } from './brands.texts'
import { useBrand } from './use-brand'

const toBody = (values: BrandGeneral): BrandGeneral => ({
  ...values,
  name: values.name.trim(),
  timezone: values.timezone.trim(),
})
const resolver = typeboxResolver<BrandGeneral>(brandAdminRoutes.updateGeneral.schema.body, toBody)

/** Name, time zone and languages; code and currency are shown but fixed. */
export function GeneralTab({ merchantId }: { merchantId: number }) {
  const { brand, editable, mutation } = useBrand(merchantId, (body: BrandGeneral) =>
    call(brandsApi.general, { params: { merchantId }, body: toBody(body) }),
  )
  if (!brand) return null
  return <GeneralForm key={brand.id} brand={brand} editable={editable} mutation={mutation} />
}

function GeneralForm({
  brand,
  editable,
  mutation,
}: {
  brand: BrandDetail
  editable: boolean
  mutation: ReturnType<typeof useBrand<BrandGeneral>>['mutation']
}) {
  const { t } = useTexts(BRANDS)
  const { register, handleSubmit, control, formState, reset } = useForm<BrandGeneral>({
    resolver,
    defaultValues: brand.general,
  })
  const languages = useWatch({ control, name: 'languages' }) as Language[]
  const errors = formState.errors
  return (
    <form
      className="card card-body form brand-form"
      noValidate
      onSubmit={handleSubmit((values) => mutation.mutate(values, { onSuccess: (saved) => reset(saved.general) }))}
    >
      <ErrorAlert error={mutation.error} />
      {mutation.isSuccess && !formState.isDirty ? <Notice>{t('saved')}</Notice> : null}
      <fieldset className="brand-grid" disabled={!editable}>
        <label className="field">
          <span className="field-label">{t('form.name')}</span>
          <input className="input" aria-invalid={errors.name ? true : undefined} {...register('name')} />
          {errors.name ? <span className="field-error">{t('form.errors.name')}</span> : null}
        </label>
        <label className="field">
          <span className="field-label">{t('form.timezone')}</span>
          <input className="input" aria-invalid={errors.timezone ? true : undefined} {...register('timezone')} />
          {errors.timezone ? (
            <span className="field-error">{t('form.errors.timezone')}</span>
          ) : (
            <span className="field-hint">{t('form.timezoneHint')}</span>
          )}
        </label>
        <div className="field">
          <span className="field-label">{t('general.code')}</span>
          <input className="input" value={brand.code} readOnly disabled aria-label={t('general.code')} />
        </div>
        <div className="field">
          <span className="field-label">{t('general.currency')}</span>
          <input className="input" value={brand.currency} readOnly disabled aria-label={t('general.currency')} />
          <span className="field-hint">{t('general.currencyFixed')}</span>
        </div>
      </fieldset>
      <fieldset className="field" disabled={!editable}>
        <legend className="field-label">{t('form.languages')}</legend>
        <div className="check-grid">
          {LANGUAGES.map((language) => (
            <label key={language} className="check">
              <input type="checkbox" value={language} {...register('languages')} />
              <span>{LANGUAGE_NAMES[language]}</span>
            </label>
          ))}
        </div>
        {errors.languages ? <span className="field-error">{t('form.errors.languages')}</span> : null}
      </fieldset>
      <fieldset className="brand-grid" disabled={!editable}>
        <label className="field">
          <span className="field-label">{t('form.defaultLanguage')}</span>
          <select className="select" {...register('defaultLanguage')}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} disabled={!languages.includes(language)}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
          {errors.defaultLanguage ? <span className="field-error">{t('form.errors.defaultLanguage')}</span> : null}
        </label>
      </fieldset>
      {editable ? (
        <div className="brand-actions">
          <button className="button button-primary" type="submit" disabled={mutation.isPending || !formState.isDirty}>
            {mutation.isPending ? t('saving') : t('save')}
          </button>
        </div>
      ) : null}
    </form>
  )
}
