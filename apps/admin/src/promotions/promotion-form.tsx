import { CLAIM_MARKS, PROMOTION_KINDS, type PromotionInput } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FieldValues, type Path, type UseFormSetError, useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router'
import { ErrorAlert, Notice, PageHeader } from '../components/common'
import { contentApi } from '../content/content.api'
import { titleOf as announcementTitle } from '../content/content-status'
import { ApiError, call } from '../lib/api'
import { currentLanguage, LANGUAGE_ORDER, useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { Field } from './form-fields'
import { promotionResolver } from './promotion-form-check'
import { type FormValues, formValues, toBody } from './promotion-form-values'
import { type PromotionDetail, promotionApi, titleOf } from './promotions.api'
import { PROMOTIONS } from './promotions.texts'
import { CategoryGrid, RulesFields } from './rules-fields'

/** The server's field errors onto the form (`/body/rules/cap` -> `rules.cap`). */
function showServerErrors<V extends FieldValues>(error: unknown, setError: UseFormSetError<V>) {
  if (!(error instanceof ApiError)) return
  for (const detail of error.details) {
    const name = detail.path.split('/').slice(2).join('.')
    if (name) setError(name as Path<V>, { type: 'server', message: '' })
  }
}

/** New promotion, or edit one (`editing`): loads it first, then the same form. */
export function PromotionForm({ merchantId, editing = false }: { merchantId: number; editing?: boolean }) {
  const { t } = useTexts(PROMOTIONS)
  const { promotionId = '' } = useParams()
  const detail = useQuery({
    queryKey: ['promotions', merchantId, 'detail', promotionId],
    queryFn: ({ signal }) =>
      call(promotionApi.get, { params: { merchantId: String(merchantId), promotionId }, signal }),
    enabled: editing,
  })
  if (!editing) return <FormBody merchantId={merchantId} />
  if (detail.error) return <ErrorAlert error={detail.error} />
  if (!detail.data) return <p className="muted">{t('loading')}</p>
  return <FormBody merchantId={merchantId} detail={detail.data} />
}

function FormBody({ merchantId, detail }: { merchantId: number; detail?: PromotionDetail }) {
  const { t } = useTexts(PROMOTIONS)
  const { me } = useOperator()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const timeZone = me.brands.find((brand) => brand.id === merchantId)?.timezone ?? 'UTC'
  const { register, handleSubmit, control, formState, setError } = useForm<FormValues>({
    resolver: promotionResolver(timeZone, detail),
    defaultValues: formValues(timeZone, detail),
  })
  const watchedKind = useWatch({ control, name: 'kind' })
  const kind = detail?.kind ?? watchedKind
  const wageringOn = useWatch({ control, name: 'wageringOn' })
  const pages = useQuery({
    queryKey: ['promotions', merchantId, 'pages'],
    queryFn: () => call(contentApi.announcements, { query: { type: 'PR', merchantId, pageSize: 100 } }),
    retry: false,
  })
  const save = useMutation({
    mutationFn: (values: FormValues) => {
      // The resolver checked it against the route's schema: it is the route's body.
      const body = toBody(values, timeZone, detail) as PromotionInput
      const params = { merchantId: String(merchantId) }
      return detail
        ? call(promotionApi.update, { params: { ...params, promotionId: detail.id }, body })
        : call(promotionApi.create, { params, body })
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['promotions', merchantId] })
      void navigate(`/promotions/${saved.id}`)
    },
    onError: (error) => showServerErrors(error, setError),
  })
  const errors = formState.errors
  const locked = detail?.hasGrants ?? false
  const language = currentLanguage()
  const props = { register, errors }
  return (
    <form className="form promotion-form" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      <PageHeader
        title={detail ? t('form.editTitle', { name: titleOf(detail.titles, language) }) : t('form.createTitle')}
        subtitle={t('subtitle')}
      />
      {locked ? <Notice>{t('form.frozen')}</Notice> : null}
      <ErrorAlert error={save.error} />
      <section className="card card-body form-section">
        <h2 className="section-title">{t('form.kind')}</h2>
        <div className="kind-picker" role="radiogroup" aria-label={t('form.kind')}>
          {PROMOTION_KINDS.map((option) => (
            <label key={option} className={option === kind ? 'kind-option kind-option-on' : 'kind-option'}>
              <input type="radio" value={option} disabled={Boolean(detail)} {...register('kind')} />
              <span>{t(`kind.${option}`)}</span>
            </label>
          ))}
        </div>
      </section>
      <section className="card card-body form-section">
        <h2 className="section-title">{t('form.general')}</h2>
        <div className="form-grid">
          <Field
            name="code"
            label={t('form.code')}
            kind="code"
            hint={t('form.codeHint')}
            readOnly={locked}
            {...props}
          />
          <Field name="budget" label={t('form.budget')} kind="amount" hint={t('form.budgetHint')} {...props} />
          <Field
            name="startsAt"
            label={t('form.startsAt')}
            kind="date"
            type="datetime-local"
            hint={t('form.datesHint', { zone: timeZone })}
            readOnly={locked}
            {...props}
          />
          <Field name="endsAt" label={t('form.endsAt')} kind="date" type="datetime-local" {...props} />
          <label className="field form-wide">
            <span className="field-label">{t('form.announcement')}</span>
            <select className="input" {...register('announcementId')}>
              <option value="">{t('form.noAnnouncement')}</option>
              {detail?.announcementId && !pages.data?.content.some((page) => page.id === detail.announcementId) ? (
                <option value={detail.announcementId}>#{detail.announcementId}</option>
              ) : null}
              {(pages.data?.content ?? []).map((page) => (
                <option key={page.id} value={page.id}>
                  {announcementTitle(page.texts, language)} (#{page.id})
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="field">
          <legend className="field-label">{t('form.titles')}</legend>
          <div className="form-grid">
            {LANGUAGE_ORDER.map((code) => (
              <Field key={code} name={`titles.${code}`} label={code} kind="text" {...props} />
            ))}
          </div>
          <span className="field-hint">{t('form.titleHint')}</span>
        </fieldset>
      </section>
      <section className="card card-body form-section">
        <h2 className="section-title">
          {t('form.rules')} · {t(`kind.${kind}`)}
        </h2>
        <RulesFields kind={kind} control={control} locked={locked} {...props} />
      </section>
      <section className="card card-body form-section">
        <h2 className="section-title">{t('form.eligibility')}</h2>
        <div className="form-grid">
          {(['minVipRank', 'maxVipRank', 'minDeposits', 'maxDeposits'] as const).map((name) => (
            <Field
              key={name}
              name={`eligibility.${name}`}
              label={t(`form.${name}`)}
              kind="number"
              readOnly={locked}
              {...props}
            />
          ))}
          {(['registeredFrom', 'registeredTo'] as const).map((name) => (
            <Field
              key={name}
              name={`eligibility.${name}`}
              label={t(`form.${name}`)}
              kind="date"
              type="datetime-local"
              readOnly={locked}
              {...props}
            />
          ))}
          <Field name="eligibility.labels" label={t('form.labels')} readOnly={locked} {...props} />
          <Field name="eligibility.countries" label={t('form.countries')} readOnly={locked} {...props} />
        </div>
      </section>
      <section className="card card-body form-section">
        <h2 className="section-title">{t('form.wagering')}</h2>
        <label className="check">
          <input type="checkbox" disabled={locked} {...register('wageringOn')} />
          <span>{t('form.wageringOn')}</span>
        </label>
        {wageringOn ? (
          <div className="form-grid">
            <Field name="wagering.multiple" label={t('form.multiple')} kind="number" readOnly={locked} {...props} />
            <label className="field">
              <span className="field-label">{t('form.base')}</span>
              <select className="input" disabled={locked} {...register('wagering.base')}>
                <option value="bonus">{t('form.baseOption.bonus')}</option>
                <option value="bonus_and_deposit">{t('form.baseOption.bonus_and_deposit')}</option>
              </select>
            </label>
            <Field
              name="wagering.expiresInDays"
              label={t('form.expiresInDays')}
              kind="number"
              readOnly={locked}
              {...props}
            />
            <Field name="wagering.maxStake" label={t('form.maxStake')} kind="amount" readOnly={locked} {...props} />
            <label className="field">
              <span className="field-label">{t('form.onEarlyWithdrawal')}</span>
              <select className="input" disabled={locked} {...register('wagering.onEarlyWithdrawal')}>
                <option value="block">{t('form.earlyOption.block')}</option>
                <option value="forfeit">{t('form.earlyOption.forfeit')}</option>
              </select>
            </label>
            <CategoryGrid
              base="wagering.weights"
              label={t('form.weights')}
              kind="number"
              readOnly={locked}
              {...props}
            />
          </div>
        ) : null}
      </section>
      <section className="card card-body form-section">
        <h2 className="section-title">{t('form.limits')}</h2>
        <fieldset className="field">
          <legend className="field-label">{t('form.onePer')}</legend>
          <div className="check-row">
            {CLAIM_MARKS.map((mark) => (
              <label key={mark} className="check">
                <input type="checkbox" value={mark} disabled={locked} {...register('onePer')} />
                <span>{t(`form.mark.${mark}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="check">
          <input type="checkbox" disabled={locked} {...register('exclusive')} />
          <span>{t('form.exclusive')}</span>
        </label>
        <label className="check">
          <input type="checkbox" disabled={locked} {...register('needsApproval')} />
          <span>{t('form.needsApproval')}</span>
        </label>
      </section>
      <div className="form-actions">
        <Link className="button button-secondary" to={detail ? `/promotions/${detail.id}` : '/promotions'}>
          {t('form.cancel')}
        </Link>
        <button className="button button-primary" type="submit" disabled={save.isPending}>
          {t('form.save')}
        </button>
      </div>
    </form>
  )
}
