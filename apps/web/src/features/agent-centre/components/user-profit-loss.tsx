import { useState, type FormEvent } from 'react'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, Pagination, QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { PAGE_SIZE, useUserProfitLoss } from '../api'
import { formatCount } from '../figures'
import { usePeriod } from '../period'
import { TEAM } from '../team-texts'
import { Badge, Money, PeriodChips } from './parts'
import './agent.css'

/** userProfitLoss: each team account's bets, payouts, result, deposits and withdrawals in a period. */
export default function UserProfitLoss() {
  const { t } = useTexts(TEAM)
  const me = useSession()?.userName
  const period = usePeriod('last7')
  const [scope, setScope] = useState<'direct' | 'all'>('all')
  const [draft, setDraft] = useState('')
  const [username, setUsername] = useState('')
  const [page, setPage] = useState(1)
  const query = useUserProfitLoss({ ...period.range, scope, username: username || undefined, pageNum: page, pageSize: PAGE_SIZE })
  const search = (event: FormEvent) => {
    event.preventDefault()
    setUsername(draft.trim())
    setPage(1)
  }
  return (
    <div className="ag">
      <PeriodChips
        value={period.preset}
        days={period.days}
        onChange={(preset) => {
          period.setPreset(preset)
          setPage(1)
        }}
      >
        <form className="ag-search" onSubmit={search} role="search">
          <Icon name="search" size={16} />
          <input className="ag-input" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={t('pl.account')} aria-label={t('pl.account')} maxLength={64} />
        </form>
        <div className="ag-chips" role="group">
          {(['all', 'direct'] as const).map((value) => (
            <button key={value} type="button" className="ag-chip" aria-pressed={scope === value} onClick={() => { setScope(value); setPage(1) }}>
              {t(`members.${value}`)}
            </button>
          ))}
        </div>
      </PeriodChips>
      <QueryView query={query} rows={5}>
        {(data) =>
          data.content.length === 0 ? (
            <EmptyState icon="coins" title={t('pl.empty')} />
          ) : (
            <>
              <table className="ag-table" aria-busy={query.isPlaceholderData}>
                <thead>
                  <tr>
                    <th scope="col">{t('pl.account')}</th>
                    <th scope="col" className="num">{t('pl.betCount')}</th>
                    <th scope="col" className="num">{t('pl.validBet')}</th>
                    <th scope="col" className="num">{t('pl.payout')}</th>
                    <th scope="col" className="num">{t('pl.profitLoss')}</th>
                    <th scope="col" className="num">{t('pl.deposits')}</th>
                    <th scope="col" className="num">{t('pl.withdrawals')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((row) => (
                    <tr key={row.username}>
                      <td className="lead">
                        <span className="ag-who__name">
                          {row.username}
                          {row.username === me ? <Badge tone="info">{t('pl.you')}</Badge> : <Badge tone="muted">{t('members.levelN', { level: row.level })}</Badge>}
                        </span>
                      </td>
                      <td className="num" data-label={t('pl.betCount')}>
                        {formatCount(row.betCount)}
                      </td>
                      <td className="num" data-label={t('pl.validBet')}>
                        <Money value={row.validBet} />
                      </td>
                      <td className="num" data-label={t('pl.payout')}>
                        <Money value={row.payout} />
                      </td>
                      <td className="num" data-label={t('pl.profitLoss')}>
                        <Money value={row.profitLoss} signed />
                      </td>
                      <td className="num" data-label={t('pl.deposits')}>
                        <Money value={row.deposits} />
                      </td>
                      <td className="num" data-label={t('pl.withdrawals')}>
                        <Money value={row.withdrawals} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
            </>
          )
        }
      </QueryView>
    </div>
  )
}
