import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ErrorAlert, Notice } from '../components/common'
import { call } from '../lib/api'
import { formatCount, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { auditApi, type AuditVerification } from './audit.api'
import { AUDIT } from './audit.texts'

// While a run goes on, the checkpoint moves every 1000 rows; a few seconds shows it moving.
const RUNNING_POLL_MS = 3000

/**
 * The hash chain's state as the last verification left it, for installation-wide operators (the
 * chain spans every brand). A run in progress is followed until it ends; "Verify now" starts one
 * past the checkpoint, "from the first row" re-walks everything and finds rows altered after
 * they were verified.
 */
export function VerificationPanel() {
  const { t } = useTexts(AUDIT)
  const queryClient = useQueryClient()
  const state = useQuery({
    queryKey: ['audit-verification'],
    queryFn: ({ signal }) => call(auditApi.verification, { signal }),
    refetchInterval: (query) => (query.state.data?.verification.running ? RUNNING_POLL_MS : false),
  })
  const verify = useMutation({
    mutationFn: (full: boolean) => call(auditApi.verify, { query: { full } }),
    onSuccess: (answer) => queryClient.setQueryData(['audit-verification'], answer),
  })
  const verification = state.data?.verification
  return (
    <section className="card chain-panel" aria-label={t('chain.title')}>
      <div className="chain-head">
        <h2 className="section-title">{t('chain.title')}</h2>
        {verification ? <ChainBadge verification={verification} /> : null}
        <span className="chain-actions">
          <button
            className="button button-secondary button-small"
            type="button"
            disabled={verify.isPending || Boolean(verification?.running)}
            onClick={() => verify.mutate(true)}
          >
            {t('chain.verifyFull')}
          </button>
          <button
            className="button button-primary button-small"
            type="button"
            disabled={verify.isPending || Boolean(verification?.running)}
            onClick={() => verify.mutate(false)}
          >
            {t('chain.verify')}
          </button>
        </span>
      </div>
      <div className="chain-body">
        <ErrorAlert error={state.error ?? verify.error} />
        {verification ? <ChainFacts verification={verification} /> : null}
        {verify.isSuccess && verification?.running ? <Notice>{t('chain.started')}</Notice> : null}
      </div>
    </section>
  )
}

function ChainBadge({ verification }: { verification: AuditVerification }) {
  const { t } = useTexts(AUDIT)
  if (verification.broken) return <span className="badge badge-disabled">{t('chain.broken')}</span>
  if (verification.running) return <span className="badge badge-pending">{t('chain.running')}</span>
  if (verification.verifiedThroughId === null) return <span className="badge badge-pending">{t('chain.never')}</span>
  return <span className="badge badge-ok">{t('chain.ok')}</span>
}

function ChainFacts({ verification }: { verification: AuditVerification }) {
  const { t } = useTexts(AUDIT)
  const dateTime = useDateTime()
  const { verifiedThroughId, verifiedAt, latestId, broken, running } = verification
  const runner = running?.by.startsWith('operator:')
    ? t('chain.operatorRun', { id: running.by.slice('operator:'.length) })
    : t('chain.job')
  return (
    <>
      {broken ? (
        <p className="alert alert-error" role="alert">
          {t('chain.brokenAt', { id: broken.rowId, at: dateTime(broken.foundAt, 'second') })}
        </p>
      ) : null}
      <ul className="chain-facts">
        {verifiedThroughId ? <li className="strong">{t('chain.through', { id: verifiedThroughId })}</li> : null}
        <li>{t('chain.rows', { rows: formatCount(verification.verifiedRows) })}</li>
        {verifiedAt ? <li>{t('chain.at', { at: dateTime(verifiedAt, 'second') })}</li> : null}
        {latestId ? <li className="muted">{t('chain.latest', { id: latestId })}</li> : null}
        {running ? (
          <li className="chain-running">
            {t('chain.runningSince', { since: dateTime(running.since, 'second'), by: runner })}
            {running.full ? ` · ${t('chain.full')}` : ''}
          </li>
        ) : null}
      </ul>
    </>
  )
}
