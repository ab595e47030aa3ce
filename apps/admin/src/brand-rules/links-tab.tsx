import {
  BrandAnalyticsSchema,
  BrandCustomerServiceSchema,
  BrandDomainRoutesSchema,
  type BrandRules,
} from '@sea/contract'
import { useFieldArray } from 'react-hook-form'
import { useTexts } from '../lib/i18n'
import { brandRulesApi, saveGroup } from './brand-rules.api'
import { BRAND_RULES } from './brand-rules.texts'
import { hasError } from './form-errors'
import { GroupCard, type GroupProps, RowButtons, RulesTab } from './group-card'
import { ResourcesForm } from './resources-form'
import { useGroupForm } from './use-brand-rules'
import './brand-rules.css'

/** The brand's links: social and app links with their QR codes, customer service, analytics, failover addresses. */
export function LinksTab({ merchantId }: { merchantId: number }) {
  return (
    <RulesTab merchantId={merchantId}>
      {(props) => (
        <>
          <ResourcesForm {...props} />
          <div className="br-columns">
            <CustomerServiceForm {...props} />
            <AnalyticsForm {...props} />
          </div>
          <DomainRoutesForm {...props} />
        </>
      )}
    </RulesTab>
  )
}

interface CustomerServiceValues {
  url: string
  vipUrl: string
  popupWidth: number
  popupHeight: number
}
const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

function CustomerServiceForm({ merchantId, rules, editable }: GroupProps) {
  const { t } = useTexts(BRAND_RULES)
  const { form, card } = useGroupForm<CustomerServiceValues>({
    merchantId,
    rules,
    schema: BrandCustomerServiceSchema,
    toForm: ({ customerService: cs }) => ({ ...cs, url: cs.url ?? '', vipUrl: cs.vipUrl ?? '' }),
    toBody: (values) => ({ ...values, url: orNull(values.url), vipUrl: orNull(values.vipUrl) }),
    send: (body) => saveGroup(brandRulesApi.customerService, merchantId, body),
  })
  const errors = form.formState.errors
  const number = { valueAsNumber: true }
  return (
    <GroupCard title={t('customerService.title')} hint={t('customerService.hint')} editable={editable} {...card}>
      <label className="field">
        <span className="field-label">{t('customerService.url')}</span>
        <input
          className="input"
          placeholder="https://"
          aria-invalid={errors.url ? true : undefined}
          {...form.register('url')}
        />
        <span className="field-hint">{t('customerService.none')}</span>
      </label>
      <label className="field">
        <span className="field-label">{t('customerService.vipUrl')}</span>
        <input
          className="input"
          placeholder="https://"
          aria-invalid={errors.vipUrl ? true : undefined}
          {...form.register('vipUrl')}
        />
      </label>
      <div className="br-pair">
        <label className="field">
          <span className="field-label">{t('customerService.width')}</span>
          <input
            className="input num"
            type="number"
            aria-invalid={errors.popupWidth ? true : undefined}
            {...form.register('popupWidth', number)}
          />
        </label>
        <label className="field">
          <span className="field-label">{t('customerService.height')}</span>
          <input
            className="input num"
            type="number"
            aria-invalid={errors.popupHeight ? true : undefined}
            {...form.register('popupHeight', number)}
          />
        </label>
      </div>
    </GroupCard>
  )
}

function AnalyticsForm({ merchantId, rules, editable }: GroupProps) {
  const { t } = useTexts(BRAND_RULES)
  const { form, card } = useGroupForm<{ gtagId: string }>({
    merchantId,
    rules,
    schema: BrandAnalyticsSchema,
    toForm: (r) => ({ gtagId: r.analytics.gtagId ?? '' }),
    toBody: (values) => ({ gtagId: orNull(values.gtagId) }),
    send: (body) => saveGroup(brandRulesApi.analytics, merchantId, body),
  })
  return (
    <GroupCard title={t('analytics.title')} hint={t('analytics.hint')} editable={editable} {...card}>
      <label className="field">
        <span className="field-label">{t('analytics.gtagId')}</span>
        <input
          className="input br-mono"
          placeholder="G-XXXXXXX"
          aria-invalid={form.formState.errors.gtagId ? true : undefined}
          {...form.register('gtagId')}
        />
      </label>
    </GroupCard>
  )
}

function DomainRoutesForm({ merchantId, rules, editable }: GroupProps) {
  const { t } = useTexts(BRAND_RULES)
  const { form, card } = useGroupForm<BrandRules['domainRoutes']>({
    merchantId,
    rules,
    schema: BrandDomainRoutesSchema,
    toForm: (r) => r.domainRoutes,
    toBody: (values) => ({ routes: values.routes.map((r) => ({ url: r.url.trim() })) }),
    send: (body) => saveGroup(brandRulesApi.domainRoutes, merchantId, body),
  })
  const routes = useFieldArray({ control: form.control, name: 'routes' })
  return (
    <GroupCard title={t('domainRoutes.title')} hint={t('domainRoutes.hint')} editable={editable} {...card}>
      {routes.fields.length === 0 ? <p className="muted">{t('domainRoutes.empty')}</p> : null}
      <ol className="br-list">
        {routes.fields.map((row, i) => (
          <li key={row.id} className="br-row">
            <span className="br-order">{i + 1}</span>
            <input
              className="input br-grow br-mono"
              aria-label={`${t('domainRoutes.url')} ${i + 1}`}
              placeholder="https://"
              aria-invalid={hasError(form.formState.errors, `routes.${i}`) ? true : undefined}
              {...form.register(`routes.${i}.url`)}
            />
            <RowButtons
              index={i}
              count={routes.fields.length}
              onMove={(to) => routes.move(i, to)}
              onRemove={() => routes.remove(i)}
            />
          </li>
        ))}
      </ol>
      {editable ? (
        <div>
          <button
            className="button button-secondary button-small"
            type="button"
            onClick={() => routes.append({ url: '' })}
          >
            {t('add')}
          </button>
        </div>
      ) : null}
    </GroupCard>
  )
}
