import { brandAdminRoutes } from '@sea/contract'
import { useFieldArray, useForm } from 'react-hook-form'
import { ErrorAlert, Notice } from '../components/common'
import { call } from '../lib/api'
import { typeboxResolver } from '../lib/form'
import { useTexts } from '../lib/i18n'
import { type BrandDetail, brandsApi } from './brands.api'
import { BRANDS } from './brands.texts'
import { type DomainRowValues, DomainRows, domainsBody } from './domain-rows'
import { useBrand } from './use-brand'

interface FormValues {
  domains: DomainRowValues[]
  primary: string
}

const valuesOf = (brand: BrandDetail): FormValues => ({
  domains: brand.domains.map(({ domain, kind }) => ({ domain, kind })),
  primary: String(brand.domains.findIndex((d) => d.primary)),
})
const toBody = (values: FormValues) => ({ domains: domainsBody(values.domains, values.primary) })
const resolver = typeboxResolver<FormValues>(brandAdminRoutes.updateDomains.schema.body, toBody)

/** The brand's domains, saved as one list: the server refuses a domain another brand serves. */
export function DomainsTab({ merchantId }: { merchantId: number }) {
  const { brand, editable, mutation } = useBrand(merchantId, (values: FormValues) =>
    call(brandsApi.domains, { params: { merchantId }, body: toBody(values) }),
  )
  if (!brand) return null
  return <DomainsForm key={brand.id} brand={brand} editable={editable} mutation={mutation} />
}

function DomainsForm({
  brand,
  editable,
  mutation,
}: {
  brand: BrandDetail
  editable: boolean
  mutation: ReturnType<typeof useBrand<FormValues>>['mutation']
}) {
  const { t } = useTexts(BRANDS)
  const { register, handleSubmit, control, formState, reset, getValues, setValue } = useForm<FormValues>({
    resolver,
    defaultValues: valuesOf(brand),
  })
  const rows = useFieldArray({ control, name: 'domains' })
  return (
    <form
      className="card card-body form brand-form"
      noValidate
      onSubmit={handleSubmit((values) => mutation.mutate(values, { onSuccess: (saved) => reset(valuesOf(saved)) }))}
    >
      <p className="muted">{t('domains.intro')}</p>
      <ErrorAlert error={mutation.error} />
      {mutation.isSuccess && !formState.isDirty ? <Notice>{t('saved')}</Notice> : null}
      <DomainRows
        rows={rows}
        register={register}
        primary={{ get: () => getValues('primary'), set: (index) => setValue('primary', index, { shouldDirty: true }) }}
        readOnly={!editable}
      />
      {formState.errors.domains ? <span className="field-error">{t('form.errors.domains')}</span> : null}
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
