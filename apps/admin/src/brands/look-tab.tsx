import { brandAdminRoutes, type BrandTheme } from '@sea/contract'
import { useForm, useWatch } from 'react-hook-form'
import { ErrorAlert, Notice } from '../components/common'
import { call } from '../lib/api'
import { typeboxResolver } from '../lib/form'
import { useTexts } from '../lib/i18n'
import { type BrandDetail, brandsApi } from './brands.api'
import { BRANDS } from './brands.texts'
import { PictureField } from './picture-field'
import { SitePreview } from './site-preview'
import { useBrand } from './use-brand'

export const THEME_KEYS = ['primary', 'primaryContrast', 'accent', 'background', 'surface', 'text', 'muted'] as const
const COLOUR = /^#[0-9a-f]{6}$/i
const resolver = typeboxResolver<BrandTheme>(brandAdminRoutes.updateTheme.schema.body, (values) => values)

/** The site's colours with a live preview of the unsaved ones, and its logo and favicon. */
export function LookTab({ merchantId }: { merchantId: number }) {
  const { brand, editable, mutation } = useBrand(merchantId, (theme: BrandTheme) =>
    call(brandsApi.theme, { params: { merchantId }, body: theme }),
  )
  if (!brand) return null
  return <LookForm key={brand.id} brand={brand} editable={editable} mutation={mutation} />
}

function LookForm({
  brand,
  editable,
  mutation,
}: {
  brand: BrandDetail
  editable: boolean
  mutation: ReturnType<typeof useBrand<BrandTheme>>['mutation']
}) {
  const { t } = useTexts(BRANDS)
  const { register, handleSubmit, control, formState, reset, setValue } = useForm<BrandTheme>({
    resolver,
    defaultValues: brand.theme,
  })
  const theme = useWatch({ control }) as BrandTheme
  const site = brand.domains.find((d) => d.primary && d.kind === 'site')?.domain ?? null
  const errors = formState.errors
  return (
    <div className="look-layout">
      <div className="look-settings">
        <form
          className="card card-body form"
          noValidate
          onSubmit={handleSubmit((values) => mutation.mutate(values, { onSuccess: (saved) => reset(saved.theme) }))}
        >
          <h2 className="brand-card-title">{t('look.colours')}</h2>
          <ErrorAlert error={mutation.error} />
          {mutation.isSuccess && !formState.isDirty ? <Notice>{t('saved')}</Notice> : null}
          <fieldset className="colour-grid" disabled={!editable}>
            {THEME_KEYS.map((key) => (
              <div key={key} className="field colour-field">
                <label className="field-label" htmlFor={`colour-${key}`}>
                  {t(`look.${key}`)}
                </label>
                <div className="colour-row">
                  <input
                    type="color"
                    className="colour-swatch"
                    aria-label={`${t(`look.${key}`)} (picker)`}
                    value={COLOUR.test(theme[key] ?? '') ? theme[key] : '#000000'}
                    onChange={(event) => setValue(key, event.target.value, { shouldDirty: true })}
                  />
                  <input
                    id={`colour-${key}`}
                    className="input colour-code"
                    spellCheck={false}
                    aria-invalid={errors[key] ? true : undefined}
                    {...register(key)}
                  />
                </div>
                {errors[key] ? <span className="field-error">{t('look.badColour')}</span> : null}
              </div>
            ))}
          </fieldset>
          {editable ? (
            <div className="brand-actions">
              <button
                className="button button-secondary"
                type="button"
                disabled={!formState.isDirty}
                onClick={() => reset(brand.theme)}
              >
                {t('look.reset')}
              </button>
              <button
                className="button button-primary"
                type="submit"
                disabled={mutation.isPending || !formState.isDirty}
              >
                {mutation.isPending ? t('saving') : t('save')}
              </button>
            </div>
          ) : null}
        </form>
        <div className="card card-body picture-grid">
          <PictureField brand={brand} kind="logo" editable={editable} />
          <PictureField brand={brand} kind="favicon" editable={editable} />
        </div>
      </div>
      <SitePreview domain={site} theme={theme} />
    </div>
  )
}
