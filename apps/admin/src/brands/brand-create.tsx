import { brandAdminRoutes, LANGUAGES, type Language } from '@sea/contract'
import { useMutation } from '@tanstack/react-query'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { Dialog, ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { typeboxResolver } from '../lib/form'
import { LANGUAGE_NAMES, useTexts } from '../lib/i18n'
import { type DomainRowValues, DomainRows, domainsBody } from './domain-rows'
import { type BrandRow, brandsApi } from './brands.api'
import { BRANDS } from './brands.texts'

interface FormValues {
  code: string
  name: string
  currency: string
  timezone: string
  languages: Language[]
  defaultLanguage: Language
  templateMerchantId: string
  domains: DomainRowValues[]
  primary: string
}

const toBody = (values: FormValues) => ({
  code: values.code.trim(),
  name: values.name.trim(),
  currency: values.currency.trim().toUpperCase(),
  timezone: values.timezone.trim(),
  languages: values.languages,
  defaultLanguage: values.defaultLanguage,
  domains: domainsBody(values.domains, values.primary),
  ...(values.templateMerchantId ? { templateMerchantId: Number(values.templateMerchantId) } : {}),
})
const resolver = typeboxResolver<FormValues>(brandAdminRoutes.createBrand.schema.body, toBody)

const FIELDS = ['code', 'name', 'currency', 'timezone'] as const

/**
 * "New brand": identity, languages and domains, and optionally a brand to copy policy from. The
 * contract's schema checks the form before it is sent; what only the server knows (a taken code
 * or domain) comes back as the alert.
 */
export function BrandCreateDialog({
  brands,
  onClose,
  onCreated,
}: {
  brands: BrandRow[]
  onClose: () => void
  onCreated: (merchantId: number) => void
}) {
  const { t } = useTexts(BRANDS)
  const { register, handleSubmit, control, formState, getValues, setValue } = useForm<FormValues>({
    resolver,
    defaultValues: {
      code: '',
      name: '',
      currency: '',
      timezone: 'Asia/Kuala_Lumpur',
      languages: ['EN'],
      defaultLanguage: 'EN',
      templateMerchantId: '',
      domains: [{ domain: '', kind: 'site' }],
      primary: '0',
    },
  })
  const rows = useFieldArray({ control, name: 'domains' })
  const languages = useWatch({ control, name: 'languages' })
  const create = useMutation({
    mutationFn: (values: FormValues) => call(brandsApi.create, { body: toBody(values) }),
    onSuccess: (brand) => onCreated(brand.id),
  })
  const errors = formState.errors
  return (
    <Dialog title={t('form.title')} onClose={onClose} wide>
      <form className="form" noValidate onSubmit={handleSubmit((values) => create.mutate(values))}>
        <ErrorAlert error={create.error} />
        <div className="brand-grid">
          {FIELDS.map((field) => (
            <label key={field} className="field">
              <span className="field-label">{t(`form.${field}`)}</span>
              <input
                className="input"
                autoComplete="off"
                aria-invalid={errors[field] ? true : undefined}
                {...register(field)}
              />
              {errors[field] ? (
                <span className="field-error">{t(`form.errors.${field}`)}</span>
              ) : field === 'name' ? null : (
                <span className="field-hint">{t(`form.${field}Hint`)}</span>
              )}
            </label>
          ))}
        </div>
        <fieldset className="field">
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
        <div className="brand-grid">
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
          <label className="field">
            <span className="field-label">{t('form.template')}</span>
            <select className="select" {...register('templateMerchantId')}>
              <option value="">{t('form.noTemplate')}</option>
              {brands.map((brand) => (
                <option key={brand.id} value={String(brand.id)}>
                  {brand.name} ({brand.code}, {brand.currency})
                </option>
              ))}
            </select>
            <span className="field-hint">{t('form.templateHint')}</span>
          </label>
        </div>
        <DomainRows
          rows={rows}
          register={register}
          primary={{
            get: () => getValues('primary'),
            set: (index) => setValue('primary', index, { shouldDirty: true }),
          }}
        />
        {errors.domains ? <span className="field-error">{t('form.errors.domains')}</span> : null}
        <div className="dialog-actions">
          <button className="button button-secondary" type="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button className="button button-primary" type="submit" disabled={create.isPending}>
            {create.isPending ? t('saving') : t('form.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
