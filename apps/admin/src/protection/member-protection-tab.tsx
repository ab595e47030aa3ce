import type { MemberProtection } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ErrorAlert } from '../components/common'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatMoney, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useMemberPart } from '../members/member-part'
import { memberKey } from '../members/members.api'
import { useBrands } from '../reports/report-view'
import { useInterventionColumns } from './intervention-text'
import { protectionApi } from './protection.api'
import { PROTECTION } from './protection.texts'
import './protection.css'

/**
 * The member page's Protection tab (decision 060): the break in force, each limit with what its
 * period used, the session settings, the same person on other brands, then the history.
 */
export function ProtectionTab({ memberId, currency }: { memberId: string; currency: string }) {
  const { t } = useTexts(PROTECTION)
  const state = useQuery({
    queryKey: [...memberKey(memberId), 'protection'],
    queryFn: ({ signal }) => call(protectionApi.member, { params: { memberId }, signal }),
  })
  if (!state.data) return state.error ? <ErrorAlert error={state.error} /> : <p className="muted">{t('loading')}</p>
  return (
    <div className="member-tab">
      <div className="protection-cards">
        <BreakCard exclusion={state.data.protection.exclusion} />
        <SessionCard session={state.data.session} />
        <LinkedCard linked={state.data.linked} />
      </div>
      <LimitsCard limits={state.data.protection.limits} currency={currency} />
      <History memberId={memberId} currency={currency} />
    </div>
  )
}

function BreakCard({ exclusion }: { exclusion: MemberProtection['protection']['exclusion'] }) {
  const { t } = useTexts(PROTECTION)
  const when = useDateTime()
  return (
    <section className="card card-body">
      <h2 className="member-card-title">{t('breakTitle')}</h2>
      {exclusion ? (
        <div className="protection-break">
          <span className="badge badge-disabled">{t(`breakKind.${exclusion.kind}`)}</span>
          <p className="strong">{exclusion.until ? t('until', { time: when(exclusion.until) }) : t('forGood')}</p>
          <p className="muted">{t('breakNote')}</p>
        </div>
      ) : (
        <p className="muted">{t('noBreak')}</p>
      )}
    </section>
  )
}

function SessionCard({ session }: { session: MemberProtection['session'] }) {
  const { t } = useTexts(PROTECTION)
  const when = useDateTime()
  const { minutes, pending } = session.sessionLimit
  return (
    <section className="card card-body">
      <h2 className="member-card-title">{t('sessionTitle')}</h2>
      <dl className="member-terms">
        <div className="member-term">
          <dt>{t('sessionLimit')}</dt>
          <dd>
            {minutes === null ? t('noLimit') : t('minutes', { count: minutes })}
            {pending ? (
              <span className="protection-waits">
                {pending.minutes === null
                  ? t('removalWaits', { time: when(pending.confirmableAt) })
                  : t('raiseWaits', {
                      amount: t('minutes', { count: pending.minutes }),
                      time: when(pending.confirmableAt),
                    })}
              </span>
            ) : null}
          </dd>
        </div>
        <div className="member-term">
          <dt>{t('realityCheck')}</dt>
          <dd>
            {session.realityCheckMinutes === null ? t('off') : t('every', { count: session.realityCheckMinutes })}
          </dd>
        </div>
      </dl>
    </section>
  )
}

function LinkedCard({ linked }: { linked: MemberProtection['linked'] }) {
  const { t } = useTexts(PROTECTION)
  const brands = useBrands()
  return (
    <section className="card card-body">
      <h2 className="member-card-title">{t('linkedTitle')}</h2>
      {linked.length === 0 ? (
        <p className="muted">{t('linkedNone')}</p>
      ) : (
        <ul className="protection-linked">
          {linked.map((account) => (
            <li key={account.memberId}>
              <Link className="strong" to={`/members/${account.memberId}/protection`}>
                {account.username}
              </Link>
              <span className="muted">
                {brands.name(account.merchantId)} · {t(`via.${account.via}`, { defaultValue: account.via })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function LimitsCard({ limits, currency }: { limits: MemberProtection['protection']['limits']; currency: string }) {
  const { t } = useTexts(PROTECTION)
  const when = useDateTime()
  const kinds = [...new Set(limits.map((l) => l.kind))]
  const periods = [...new Set(limits.map((l) => l.period))]
  return (
    <section className="card card-body">
      <h2 className="member-card-title">{t('limitsTitle')}</h2>
      <table className="protection-limits">
        <thead>
          <tr>
            <th />
            {periods.map((period) => (
              <th key={period} scope="col">
                {t(`periods.${period}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => (
            <tr key={kind}>
              <th scope="row">{t(`kinds.${kind}`)}</th>
              {periods.map((period) => {
                const limit = limits.find((l) => l.kind === kind && l.period === period)!
                return (
                  <td key={period}>
                    <span className={limit.amount === null ? 'muted' : 'strong num'}>
                      {limit.amount === null ? t('noLimit') : formatMoney(limit.amount, currency)}
                    </span>
                    <span className="protection-used num">
                      {t('used', { used: formatMoney(limit.used, currency) })}
                    </span>
                    {limit.pending ? (
                      <span className="protection-waits">
                        {limit.pending.amount === null
                          ? t('removalWaits', { time: when(limit.pending.confirmableAt) })
                          : t('raiseWaits', {
                              amount: formatMoney(limit.pending.amount, currency),
                              time: when(limit.pending.confirmableAt),
                            })}
                      </span>
                    ) : null}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function History({ memberId, currency }: { memberId: string; currency: string }) {
  const { t } = useTexts(PROTECTION)
  const columns = useInterventionColumns(() => currency)
  const { query, setPageNum } = useMemberPart(memberId, 'protection-history', (page, signal) =>
    call(protectionApi.history, { params: { memberId }, query: page, signal }),
  )
  return (
    <section className="protection-history">
      <h2 className="member-card-title">{t('historyTitle')}</h2>
      <DataTable
        label={t('historyTitle')}
        columns={columns}
        page={query.data}
        loading={query.isFetching}
        error={query.error}
        empty={t('historyEmpty')}
        rowKey={(row) => row.id}
        onPage={setPageNum}
      />
    </section>
  )
}
