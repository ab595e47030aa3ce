import { BRAND_QR_TYPES, BrandResourcesSchema, RESOURCE_TYPES, type BrandRules, type ResourceType } from '@sea/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { ErrorAlert } from '../components/common'
import { useTexts } from '../lib/i18n'
import { QrCode } from '../session/qr-code'
import { brandRulesApi, saveGroup, uploadQr } from './brand-rules.api'
import { BRAND_RULES } from './brand-rules.texts'
import { hasError } from './form-errors'
import { GroupCard, RowButtons } from './group-card'
import { useGroupForm } from './use-brand-rules'

type Resources = BrandRules['resources']

/**
 * The site's social and app links, in order, each with its QR code: drawn from the link unless
 * a picture was uploaded for it. A picture belongs to a saved link, so a new row saves first.
 */
export function ResourcesForm({
  merchantId,
  rules,
  editable,
}: {
  merchantId: number
  rules: BrandRules
  editable: boolean
}) {
  const { t } = useTexts(BRAND_RULES)
  const { form, card } = useGroupForm<Resources>({
    merchantId,
    rules,
    schema: BrandResourcesSchema,
    toForm: (r) => r.resources,
    toBody: (values) => ({
      resources: values.resources.map((r) => ({ ...r, url: r.url.trim(), labelNameEn: r.labelNameEn.trim() })),
    }),
    send: (body) => saveGroup(brandRulesApi.resources, merchantId, body),
  })
  const rows = useFieldArray({ control: form.control, name: 'resources' })
  const values = useWatch({ control: form.control, name: 'resources' }) ?? []
  const saved = new Set(rules.resources.resources.map((r) => r.resourceType))
  const free = RESOURCE_TYPES.filter((type) => !values.some((r) => r.resourceType === type))
  const bad = (path: string) => (hasError(form.formState.errors, path) ? true : undefined)
  return (
    <GroupCard title={t('resources.title')} hint={t('resources.hint')} editable={editable} {...card}>
      {rows.fields.length === 0 ? <p className="muted">{t('resources.empty')}</p> : null}
      <ol className="br-list">
        {rows.fields.map((row, i) => {
          const current = values[i] ?? row
          return (
            <li key={row.id} className="br-resource">
              <span className="br-order">{i + 1}</span>
              <div className="br-resource-fields">
                <label className="field">
                  <span className="field-hint">{t('resources.type')}</span>
                  <select
                    className="select"
                    aria-invalid={bad(`resources.${i}.resourceType`)}
                    {...form.register(`resources.${i}.resourceType`)}
                  >
                    {RESOURCE_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`resources.types.${type}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="field br-grow">
                  <span className="field-hint">{t('resources.url')}</span>
                  <input
                    className="input br-mono"
                    aria-invalid={bad(`resources.${i}.url`)}
                    {...form.register(`resources.${i}.url`)}
                  />
                </label>
                <label className="field">
                  <span className="field-hint">{t('resources.label')}</span>
                  <input
                    className="input"
                    aria-invalid={bad(`resources.${i}.labelNameEn`)}
                    {...form.register(`resources.${i}.labelNameEn`)}
                  />
                </label>
              </div>
              <QrPreview
                merchantId={merchantId}
                resource={current}
                saved={saved.has(current.resourceType)}
                editable={editable}
                onDrop={() => form.setValue(`resources.${i}.customQrUrl`, null, { shouldDirty: true })}
              />
              <RowButtons
                index={i}
                count={rows.fields.length}
                onMove={(to) => rows.move(i, to)}
                onRemove={() => rows.remove(i)}
              />
            </li>
          )
        })}
      </ol>
      {editable && free[0] ? (
        <div>
          <button
            className="button button-secondary button-small"
            type="button"
            onClick={() =>
              rows.append({ resourceType: free[0] as ResourceType, url: '', labelNameEn: '', customQrUrl: null })
            }
          >
            {t('add')}
          </button>
        </div>
      ) : null}
    </GroupCard>
  )
}

function QrPreview({
  merchantId,
  resource,
  saved,
  editable,
  onDrop,
}: {
  merchantId: number
  resource: Resources['resources'][number]
  saved: boolean
  editable: boolean
  onDrop: () => void
}) {
  const { t } = useTexts(BRAND_RULES)
  const client = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const upload = useMutation({
    mutationFn: (file: File) => uploadQr(merchantId, resource.resourceType, file),
    onSuccess: (next) => client.setQueryData(['brand-rules', merchantId], next),
  })
  const label = `${t('resources.qr')} ${t(`resources.types.${resource.resourceType}`)}`
  return (
    <div className="br-qr">
      {resource.customQrUrl ? (
        <img className="br-qr-image" src={resource.customQrUrl} alt={label} width={72} height={72} />
      ) : resource.url.trim() ? (
        <QrCode text={resource.url.trim()} label={label} size={72} />
      ) : (
        <div className="br-qr-empty" />
      )}
      <span className="field-hint">{resource.customQrUrl ? t('resources.custom') : t('resources.drawn')}</span>
      {editable ? (
        saved ? (
          <>
            <input
              ref={input}
              type="file"
              hidden
              accept={BRAND_QR_TYPES.join(',')}
              aria-label={`${t('resources.upload')} ${t(`resources.types.${resource.resourceType}`)}`}
              onChange={(event) => {
                const file = event.target.files?.[0]
                event.target.value = ''
                if (file) upload.mutate(file)
              }}
            />
            <button
              className="button button-secondary button-small"
              type="button"
              title={t('resources.uploadHint')}
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {upload.isPending ? t('resources.uploading') : t('resources.upload')}
            </button>
            {resource.customQrUrl ? (
              <button className="button button-secondary button-small" type="button" onClick={onDrop}>
                {t('resources.dropPicture')}
              </button>
            ) : null}
          </>
        ) : (
          <span className="field-hint">{t('resources.saveFirst')}</span>
        )
      ) : null}
      <ErrorAlert error={upload.error} />
    </div>
  )
}
