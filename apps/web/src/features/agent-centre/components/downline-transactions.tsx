import { useState, type FormEvent } from 'react'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, Pagination, QueryView } from '../../../components/ui/states'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { PAGE_SIZE, useDownlineTransactions } from '../api'
import { usePeriod } from '../period'
import { TEAM } from '../team-texts'
import { Money, PeriodChips } from './parts'
import './agent.css'

/** A movement type as words: "upline_transfer" -> "Upline transfer" (the server's types are open-ended). */
const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1).replaceAll('_', ' ')

/** downlineTransactions: one team member's wallet movements (the ledger) in a period. */
export default function DownlineTransactions({ params }: { params: Readonly<Record<string, string>> }) {
  const { t } = useTexts(TEAM)
  const dateTime = useDateTime()
  const period = usePeriod('last7')
  const [draft, setDraft] = useState(params.username ?? '')
  const [username, setUsername] = useState(params.username ?? '')
  const [page, setPage] = useState(1)
  const query = useDownlineTransactions({ ...period.range, username, pageNum: page, pageSize: PAGE_SIZE })
  const show = (event: FormEvent) => {
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
        <form className="ag-search ag-search--submit" onSubmit={show} role="search">
          <Icon name="search" size={16} />
          <input className="ag-input" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={t('tx.account')} aria-label={t('tx.account')} maxLength={64} />
          <button type="submit" className="ag-mini ag-mini--accent">
            {t('tx.show')}
          </button>
        </form>
      </PeriodChips>
      {username === '' ? (
        <EmptyState icon="transfer" title={t('tx.hint')} />
      ) : (
        <QueryView query={query} rows={5}>
          {(data) =>
            data.content.length === 0 ? (
              <EmptyState icon="transfer" title={t('tx.empty')} />
            ) : (
              <>
                <table className="ag-table" aria-busy={query.isPlaceholderData}>
                  <thead>
                    <tr>
                      <th scope="col">{t('tx.type')}</th>
                      <th scope="col" className="num">{t('tx.amount')}</th>
                      <th scope="col" className="num">{t('tx.balanceAfter')}</th>
                      <th scope="col">{t('tx.time')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.content.map((row) => (
                      <tr key={row.id}>
                        <td className="lead">
                          <span className="ag-who">
                            <span className="ag-who__name">{typeLabel(row.type)}</span>
                            <span className="ag-who__sub">{row.wallet}</span>
                          </span>
                        </td>
                        <td className="num" data-label={t('tx.amount')}>
                          <Money value={row.amount} signed />
                        </td>
                        <td className="num" data-label={t('tx.balanceAfter')}>
                          <Money value={row.balanceAfter} />
                        </td>
                        <td className="muted" data-label={t('tx.time')}>
                          {dateTime(row.time)}
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
      )}
    </div>
  )
}
