import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { ErrorAlert, Notice } from '../components/common'
import { call } from '../lib/api'
import { formatMoney, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { Evidence } from './evidence'
import { riskApi, type RiskFlagDetail, SEVERITY_BADGE, STATUS_BADGE } from './risk.api'
import { RISK } from './risk.texts'

/** One flag: the rule in words, its evidence drawn readably, and its decision or the form to take it. */
export function FlagView({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(RISK)
  const { flagId = '' } = useParams()
  const flag = useQuery({
    queryKey: ['risk', merchantId, 'flag', flagId],
    queryFn: ({ signal }) => call(riskApi.get, { params: { merchantId: String(merchantId), flagId }, signal }),
  })
  return (
    <div className="risk-flag">
      <div className="back-row">
        <Link className="link-quiet back-link" to="/risk">
          ← {t('back')}
        </Link>
      </div>
      <ErrorAlert error={flag.error} />
      {flag.data ? (
        <FlagDetail merchantId={merchantId} flag={flag.data} />
      ) : flag.isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : null}
    </div>
  )
}

function FlagDetail({ merchantId, flag }: { merchantId: number; flag: RiskFlagDetail }) {
  const { t } = useTexts(RISK)
  const { me, can } = useOperator()
  const time = useDateTime()
  const currency = me.brands.find((brand) => brand.id === merchantId)?.currency ?? ''
  const e = flag.evidence
  const ruleText = t(`ruleText.${flag.rule}`, {
    share: `${Number(e.thresholdShareBp) / 100}%`,
    threshold: String(e.threshold ?? ''),
    minutes: String(e.minutes ?? ''),
    days: String(e.days ?? ''),
    amount: typeof e.thresholdAmount === 'string' ? formatMoney(e.thresholdAmount, currency) : '',
    multiple: String(e.thresholdMultiple ?? ''),
  })
  return (
    <>
      <header className="page-header">
        <div>
          <h2 className="detail-title">
            {t(`rule.${flag.rule}`)}{' '}
            <span className={SEVERITY_BADGE[flag.severity]}>{t(`severity.${flag.severity}`)}</span>{' '}
            <span className={STATUS_BADGE[flag.status]}>{t(`status.${flag.status}`)}</span>
          </h2>
          <p className="page-subtitle">
            <Link to={`/members/${flag.memberId}`}>{flag.username}</Link> · {time(flag.raisedAt)} · {ruleText}
          </p>
        </div>
      </header>
      {flag.holdsWithdrawals ? <Notice>{t('holds')}</Notice> : null}
      <div className="risk-grid">
        <section className="card">
          <h3 className="card-heading">{t('evidence')}</h3>
          <Evidence rule={flag.rule} evidence={flag.evidence} currency={currency} />
        </section>
        <section className="card">
          <h3 className="card-heading">{t('decision')}</h3>
          {flag.status !== 'open' ? (
            <div className="card-body">
              <p className="muted">{t('decidedBy', { name: flag.decidedBy ?? '—', at: time(flag.decidedAt) })}</p>
              <p className="risk-note">{flag.note}</p>
            </div>
          ) : can('risk.resolve') ? (
            <DecisionForm merchantId={merchantId} flagId={flag.id} />
          ) : (
            <p className="card-body muted">{t('readOnly')}</p>
          )}
        </section>
      </div>
    </>
  )
}

function DecisionForm({ merchantId, flagId }: { merchantId: number; flagId: string }) {
  const { t } = useTexts(RISK)
  const queryClient = useQueryClient()
  const [note, setNote] = useState('')
  const decide = useMutation({
    mutationFn: (status: 'resolved' | 'dismissed') =>
      call(riskApi.decide, {
        params: { merchantId: String(merchantId), flagId },
        body: { status, note: note.trim() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['risk', merchantId] }),
  })
  const ready = note.trim().length > 0 && !decide.isPending
  return (
    <form className="card-body risk-decision" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label className="field-label" htmlFor="risk-note">
          {t('note')}
        </label>
        <textarea
          id="risk-note"
          className="input risk-note-input"
          rows={4}
          maxLength={500}
          aria-describedby="risk-note-hint"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <span className="field-hint" id="risk-note-hint">
          {t('noteHint')}
        </span>
      </div>
      <ErrorAlert error={decide.error} />
      <div className="row-buttons">
        <button
          type="button"
          className="button button-primary"
          disabled={!ready}
          onClick={() => decide.mutate('resolved')}
        >
          {t('resolve')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!ready}
          onClick={() => decide.mutate('dismissed')}
        >
          {t('dismiss')}
        </button>
      </div>
    </form>
  )
}
