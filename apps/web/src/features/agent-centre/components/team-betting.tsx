import { useState } from 'react'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { PAGE_SIZE, useTeamBets, type BetsPage, type BetsQuery } from '../api'
import { TEAM } from '../team-texts'
import { FilteredReport, useReportFilters, type ReportColumn } from './filtered-report'
import { Badge, Money } from './parts'

/** Game categories a bet can have (the contract's game types). */
const GAME_TYPES = ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'BINGO', 'BGS'] as const
const STATUS_TONE = { open: 'info', settled: 'good', rolled_back: 'muted' } as const
type Status = NonNullable<BetsQuery['status']>
type Bet = BetsPage['content'][number]

/** teamBetting: the team's rounds (the agent's too) in a period, with account, game and status filters and totals. */
export default function TeamBetting() {
  const { t } = useTexts(TEAM)
  const dateTime = useDateTime()
  const filters = useReportFilters()
  const [gameType, setGameType] = useState('')
  const [status, setStatus] = useState<Status | ''>('')
  const query = useTeamBets({
    ...filters.period.range,
    username: filters.username || undefined,
    gameType: gameType || undefined,
    status: status || undefined,
    pageNum: filters.page,
    pageSize: PAGE_SIZE,
  })
  const columns: ReportColumn<Bet, BetsPage['totals']>[] = [
    {
      header: t('bets.account'),
      cell: (bet) => (
        <span className="ag-who">
          <span className="ag-who__name">
            {bet.username}
            <Badge tone={STATUS_TONE[bet.status]}>{t(`bets.${bet.status}`)}</Badge>
          </span>
        </span>
      ),
    },
    {
      header: t('bets.game'),
      cell: (bet) => (
        <span className="ag-who" title={`${bet.vendor} · ${bet.roundId}`}>
          <span>{bet.gameCode}</span>
          <span className="ag-who__sub">{bet.gameType}</span>
        </span>
      ),
    },
    {
      header: t('bets.stake'),
      num: true,
      cell: (bet) => <Money value={bet.stake} />,
      total: (sum) => <Money value={sum.stake} />,
    },
    {
      header: t('bets.validBet'),
      num: true,
      cell: (bet) => <Money value={bet.validBet} />,
      total: (sum) => <Money value={sum.validBet} />,
    },
    {
      header: t('bets.win'),
      num: true,
      cell: (bet) => <Money value={bet.win} />,
      total: (sum) => <Money value={sum.win} />,
    },
    {
      header: t('bets.profit'),
      num: true,
      cell: (bet) => <Money value={bet.profit} signed />,
      total: (sum) => <Money value={sum.profit} signed />,
    },
    { header: t('bets.time'), muted: true, cell: (bet) => dateTime(bet.time) },
  ]
  return (
    <FilteredReport
      filters={filters}
      search={{ label: t('bets.account') }}
      more={
        <>
          <select
            className="panel-select"
            value={gameType}
            onChange={(event) => filters.refilter(() => setGameType(event.target.value))}
            aria-label={t('bets.game')}
          >
            <option value="">{t('bets.anyGame')}</option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          <select
            className="panel-select"
            value={status}
            onChange={(event) => filters.refilter(() => setStatus(event.target.value as Status | ''))}
            aria-label={t('bets.anyStatus')}
          >
            <option value="">{t('bets.anyStatus')}</option>
            {(['open', 'settled', 'rolled_back'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`bets.${value}`)}
              </option>
            ))}
          </select>
        </>
      }
      query={query}
      columns={columns}
      rowKey={(bet) => bet.id}
      empty={{ icon: 'history', title: t('bets.empty') }}
      totals={{ label: t('bets.totals'), of: (data) => data.totals }}
    />
  )
}
