import { useState, type FormEvent } from 'react'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, Pagination, QueryView } from '../../../components/ui/states'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { PAGE_SIZE, useTeamBets, type BetsQuery } from '../api'
import { usePeriod } from '../period'
import { TEAM } from '../team-texts'
import { Badge, Money, PeriodChips } from './parts'
import './agent.css'

/** Game categories a bet can have (the contract's game types). */
const GAME_TYPES = ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'BINGO', 'BGS'] as const
const STATUS_TONE = { open: 'info', settled: 'good', rolled_back: 'muted' } as const
type Status = NonNullable<BetsQuery['status']>

/** teamBetting: the team's rounds (the agent's too) in a period, with account, game and status filters and totals. */
export default function TeamBetting() {
  const { t } = useTexts(TEAM)
  const dateTime = useDateTime()
  const period = usePeriod('last7')
  const [draft, setDraft] = useState('')
  const [username, setUsername] = useState('')
  const [gameType, setGameType] = useState('')
  const [status, setStatus] = useState<Status | ''>('')
  const [page, setPage] = useState(1)
  const query = useTeamBets({ ...period.range, username: username || undefined, gameType: gameType || undefined, status: status || undefined, pageNum: page, pageSize: PAGE_SIZE })
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
          <input className="ag-input" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={t('bets.account')} aria-label={t('bets.account')} maxLength={64} />
        </form>
        <select className="ag-select" value={gameType} onChange={(event) => { setGameType(event.target.value); setPage(1) }} aria-label={t('bets.game')}>
          <option value="">{t('bets.anyGame')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <select className="ag-select" value={status} onChange={(event) => { setStatus(event.target.value as Status | ''); setPage(1) }} aria-label={t('bets.anyStatus')}>
          <option value="">{t('bets.anyStatus')}</option>
          {(['open', 'settled', 'rolled_back'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`bets.${value}`)}
            </option>
          ))}
        </select>
      </PeriodChips>
      <QueryView query={query} rows={5}>
        {(data) =>
          data.content.length === 0 ? (
            <EmptyState icon="history" title={t('bets.empty')} />
          ) : (
            <>
              <table className="ag-table" aria-busy={query.isPlaceholderData}>
                <thead>
                  <tr>
                    <th scope="col">{t('bets.account')}</th>
                    <th scope="col">{t('bets.game')}</th>
                    <th scope="col" className="num">{t('bets.stake')}</th>
                    <th scope="col" className="num">{t('bets.validBet')}</th>
                    <th scope="col" className="num">{t('bets.win')}</th>
                    <th scope="col" className="num">{t('bets.profit')}</th>
                    <th scope="col">{t('bets.time')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((bet) => (
                    <tr key={bet.id}>
                      <td className="lead">
                        <span className="ag-who">
                          <span className="ag-who__name">
                            {bet.username}
                            <Badge tone={STATUS_TONE[bet.status]}>{t(`bets.${bet.status}`)}</Badge>
                          </span>
                        </span>
                      </td>
                      <td data-label={t('bets.game')}>
                        <span className="ag-who" title={`${bet.vendor} · ${bet.roundId}`}>
                          <span>{bet.gameCode}</span>
                          <span className="ag-who__sub">{bet.gameType}</span>
                        </span>
                      </td>
                      <td className="num" data-label={t('bets.stake')}>
                        <Money value={bet.stake} />
                      </td>
                      <td className="num" data-label={t('bets.validBet')}>
                        <Money value={bet.validBet} />
                      </td>
                      <td className="num" data-label={t('bets.win')}>
                        <Money value={bet.win} />
                      </td>
                      <td className="num" data-label={t('bets.profit')}>
                        <Money value={bet.profit} signed />
                      </td>
                      <td className="muted" data-label={t('bets.time')}>
                        {dateTime(bet.time)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <td className="lead">{t('bets.totals')}</td>
                    <td />
                    <td className="num" data-label={t('bets.stake')}>
                      <Money value={data.totals.stake} />
                    </td>
                    <td className="num" data-label={t('bets.validBet')}>
                      <Money value={data.totals.validBet} />
                    </td>
                    <td className="num" data-label={t('bets.win')}>
                      <Money value={data.totals.win} />
                    </td>
                    <td className="num" data-label={t('bets.profit')}>
                      <Money value={data.totals.profit} signed />
                    </td>
                    <td />
                  </tr>
                </tfoot>
              </table>
              <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
            </>
          )
        }
      </QueryView>
    </div>
  )
}
