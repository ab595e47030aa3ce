import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import { ErrorAlert, PageHeader } from '../components/common'
import { ConfirmDialog } from '../components/confirm-dialog'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatMoney, useDateTime } from '../lib/format'
import { currentLanguage, useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { BudgetBar } from './promotion-list'
import { PHASE_BADGE, type PromotionDetail, type PromotionGrant, promotionApi, titleOf } from './promotions.api'
import { PROMOTIONS } from './promotions.texts'
import { RequestsTab } from './requests-tab'

type Move = 'schedule' | 'pause' | 'resume' | 'end'
const TARGET: Record<Move, 'live' | 'paused' | 'ended'> = {
  schedule: 'live',
  pause: 'paused',
  resume: 'live',
  end: 'ended',
}
const CONFIRM: Record<Move, string> = {
  schedule: 'actions.confirmSchedule',
  pause: 'actions.confirmPause',
  resume: 'actions.confirmResume',
  end: 'actions.confirmEnd',
}

/** The moves the server allows from a state (decision 054): the buttons offer only these. */
function movesOf(state: PromotionDetail['state']): Move[] {
  if (state === 'draft') return ['schedule']
  if (state === 'live') return ['pause', 'end']
  if (state === 'paused') return ['resume', 'end']
  return []
}

/** One promotion: its state and switch, figures, rules, waiting requests and grants. */
export function PromotionView({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(PROMOTIONS)
  const { can } = useOperator()
  const { promotionId = '' } = useParams()
  const queryClient = useQueryClient()
  const [move, setMove] = useState<Move | null>(null)
  const params = { merchantId: String(merchantId), promotionId }
  const detail = useQuery({
    queryKey: ['promotions', merchantId, 'detail', promotionId],
    queryFn: ({ signal }) => call(promotionApi.get, { params, signal }),
  })
  if (detail.error) return <ErrorAlert error={detail.error} />
  const promotion = detail.data
  if (!promotion) return <p className="muted">{t('loading')}</p>
  const name = titleOf(promotion.titles, currentLanguage())
  const manage = can('promotions.manage')
  return (
    <>
      <PageHeader
        title={name}
        subtitle={
          <span className="promotion-heading">
            <span className={PHASE_BADGE[promotion.phase]}>{t(`phase.${promotion.phase}`)}</span>
            <span className="chip">{t(`kind.${promotion.kind}`)}</span>
            <code className="muted">{promotion.code}</code>
          </span>
        }
        actions={
          manage ? (
            <span className="row-buttons">
              {promotion.state === 'ended' ? null : (
                <Link className="button button-secondary" to={`/promotions/${promotion.id}/edit`}>
                  {t('actions.edit')}
                </Link>
              )}
              {movesOf(promotion.state).map((candidate) => (
                <button
                  key={candidate}
                  type="button"
                  className={candidate === 'end' ? 'button button-danger' : 'button button-primary'}
                  onClick={() => setMove(candidate)}
                >
                  {t(`actions.${candidate}`)}
                </button>
              ))}
            </span>
          ) : undefined
        }
      />
      <Figures promotion={promotion} />
      <Rules promotion={promotion} />
      {promotion.applying > 0 ? (
        <section className="promotion-block">
          <h2 className="section-title">{t('tabs.requests')}</h2>
          <RequestsTab merchantId={merchantId} promotionId={promotion.id} />
        </section>
      ) : null}
      <Grants merchantId={merchantId} promotion={promotion} />
      {move ? (
        <ConfirmDialog
          title={t(`actions.${move}`)}
          text={t(CONFIRM[move], { name })}
          danger={move === 'end'}
          confirmLabel={t(`actions.${move}`)}
          action={() => call(promotionApi.setState, { params, body: { state: TARGET[move] } })}
          onClose={() => setMove(null)}
          onDone={() => void queryClient.invalidateQueries({ queryKey: ['promotions', merchantId] })}
        />
      ) : null}
    </>
  )
}

function Figures({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTexts(PROMOTIONS)
  const { figures, currency } = promotion
  const tiles: [string, string][] = [
    [t('figures.spent'), formatMoney(figures.paid, currency)],
    [
      t('figures.budgetLeft'),
      promotion.budgetLeft === null ? t('noBudget') : formatMoney(promotion.budgetLeft, currency),
    ],
    [t('figures.claims'), String(promotion.claims)],
    [t('figures.forfeited'), formatMoney(figures.forfeited, currency)],
    [t('figures.applying'), String(promotion.applying)],
  ]
  const listed = (values: Record<string, unknown>, label: (key: string) => string, show: (v: never) => string) =>
    Object.keys(values).length === 0 ? (
      <span className="muted">{t('figures.none')}</span>
    ) : (
      <span className="chips chips-wrap">
        {Object.entries(values).map(([key, value]) => (
          <span key={key} className="chip">
            {label(key)}: {show(value as never)}
          </span>
        ))}
      </span>
    )
  return (
    <section className="card card-body promotion-figures" aria-label={t('figures.title')}>
      <div className="figure-tiles">
        {tiles.map(([label, value]) => (
          <div key={label} className="figure-tile">
            <span className="muted">{label}</span>
            <strong className="num">{value}</strong>
          </div>
        ))}
      </div>
      <BudgetBar promotion={promotion} />
      <dl className="promotion-facts">
        <dt>{t('figures.grantsByState')}</dt>
        <dd>
          {listed(
            figures.grants,
            (state) => t(`grantState.${state}`),
            (v: { count: number; amount: string }) => `${v.count} · ${formatMoney(v.amount)}`,
          )}
        </dd>
        <dt>{t('figures.entries')}</dt>
        <dd>
          {listed(
            figures.entries,
            (state) => state,
            (v: number) => String(v),
          )}
        </dd>
        <dt>{t('figures.marks')}</dt>
        <dd>
          {listed(
            figures.marks,
            (mark) => t(`form.mark.${mark}`),
            (v: number) => String(v),
          )}
        </dd>
      </dl>
    </section>
  )
}

/** A stored value as an operator reads it: rates in percent, per-category maps as a list. */
function shown(key: string, value: unknown): string {
  if (key === 'rate' && typeof value === 'number') return `${value / 100}%`
  if (key === 'rates' && value && typeof value === 'object')
    return Object.entries(value as Record<string, number>)
      .map(([category, bp]) => `${category} ${bp / 100}%`)
      .join(', ')
  if (key === 'weights' && value && typeof value === 'object')
    return Object.entries(value as Record<string, number>)
      .map(([category, share]) => `${category} ${share}%`)
      .join(', ')
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** The stored rules as the operator wrote them, field by field, labelled as the form labels them. */
function Rules({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTexts(PROMOTIONS)
  const formatTime = useDateTime()
  const rows = (values: object) =>
    Object.entries(values)
      .filter(([key]) => key !== 'kind')
      .map(([key, value]) => (
        <div key={key} className="rule-row">
          <dt>{t(`form.${key === 'rates' ? 'ratesByCategory' : key}`, { defaultValue: key })}</dt>
          <dd>{shown(key, value)}</dd>
        </div>
      ))
  return (
    <section className="card card-body promotion-rules">
      <h2 className="section-title">{t('rules.title')}</h2>
      <dl className="rule-list">
        <div className="rule-row">
          <dt>{t('col.dates')}</dt>
          <dd>
            {t('from', { at: formatTime(promotion.startsAt) })} ·{' '}
            {promotion.endsAt ? t('until', { at: formatTime(promotion.endsAt) }) : t('open')}
          </dd>
        </div>
        {rows(promotion.rules)}
      </dl>
      <h3 className="subsection-title">{t('rules.eligibility')}</h3>
      <dl className="rule-list">
        {Object.keys(promotion.eligibility).length ? rows(promotion.eligibility) : t('rules.none')}
      </dl>
      <h3 className="subsection-title">{t('rules.wagering')}</h3>
      <dl className="rule-list">{promotion.wagering ? rows(promotion.wagering) : t('rules.noWagering')}</dl>
      <p className="muted">
        {t('form.onePer')}:{' '}
        {promotion.onePer.length ? promotion.onePer.map((m) => t(`form.mark.${m}`)).join(', ') : t('rules.none')}
        {promotion.exclusive ? ` · ${t('form.exclusive')}` : ''}
        {promotion.needsApproval ? ` · ${t('form.needsApproval')}` : ''}
        {` · ${t('rules.page')}: ${promotion.announcementId ?? t('rules.none')}`}
      </p>
    </section>
  )
}

function Grants({ merchantId, promotion }: { merchantId: number; promotion: PromotionDetail }) {
  const { t } = useTexts(PROMOTIONS)
  const formatTime = useDateTime()
  const [pageNum, setPageNum] = useState(1)
  const grants = useQuery({
    queryKey: ['promotions', merchantId, 'grants', promotion.id, pageNum],
    queryFn: ({ signal }) =>
      call(promotionApi.grants, {
        params: { merchantId: String(merchantId), promotionId: promotion.id },
        query: { pageNum, pageSize: 20 },
        signal,
      }),
  })
  const columns = useMemo<ColumnDef<PromotionGrant>[]>(
    () => [
      {
        id: 'member',
        header: t('grants.member'),
        cell: ({ row }) => <Link to={`/members/${row.original.memberId}`}>{row.original.username}</Link>,
      },
      {
        id: 'occasion',
        header: t('grants.occasion'),
        cell: ({ row }) => <code>{row.original.occasion || t('grants.once')}</code>,
      },
      {
        id: 'amount',
        header: t('grants.amount'),
        meta: { align: 'end' },
        cell: ({ row }) => formatMoney(row.original.amount, promotion.currency),
      },
      {
        id: 'state',
        header: t('grants.state'),
        cell: ({ row }) => <span className="chip">{t(`grantState.${row.original.state}`)}</span>,
      },
      { id: 'created', header: t('grants.created'), cell: ({ row }) => formatTime(row.original.createdAt) },
      { id: 'issued', header: t('grants.issued'), cell: ({ row }) => formatTime(row.original.issuedAt) },
    ],
    [t, formatTime, promotion.currency],
  )
  return (
    <section className="promotion-block">
      <h2 className="section-title">{t('grants.title')}</h2>
      <DataTable
        label={t('grants.table')}
        columns={columns}
        page={grants.data}
        loading={grants.isPending}
        error={grants.error}
        onPage={setPageNum}
        rowKey={(row) => row.id}
        empty={t('grants.empty')}
      />
    </section>
  )
}
