import type { ColumnDef } from '@tanstack/react-table'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { Money } from './member-bits'
import { useMemberPart } from './member-part'
import { membersApi, type ValueOf } from './members.api'
import { MEMBER_TABS } from './member-tabs.texts'

type Round = ValueOf<'rounds'>['content'][number]
type Bet = ValueOf<'lotteryBets'>['content'][number]

const money = <T,>(id: keyof T & string, header: string): ColumnDef<T> => ({
  id,
  accessorKey: id,
  header,
  meta: { align: 'end' },
  cell: (info) => <Money amount={info.getValue<string>()} />,
})

// Rounds end settled or rolled back; bets won, lost, void or cancelled; both start open.
const DONE = new Set(['settled', 'won', 'lost'])

/** Decided plays read as done, open ones as waiting, undone ones (rolled back, void) as stopped. */
function PlayStatus({ status, title }: { status: string; title?: string }) {
  const { t } = useTexts(MEMBER_TABS)
  const tone = DONE.has(status) ? 'ok' : status === 'open' ? 'pending' : 'disabled'
  return (
    <span className={`badge badge-${tone}`} title={title || undefined}>
      {t(`playStatus.${status}`, { defaultValue: status })}
    </span>
  )
}

/** Game rounds through every vendor, newest first. */
export function RoundsTab({ memberId, currency }: { memberId: string; currency: string }) {
  const { t } = useTexts(MEMBER_TABS)
  const when = useDateTime()
  const { query, setPageNum } = useMemberPart(memberId, 'rounds', (page, signal) =>
    call(membersApi.rounds, { params: { memberId }, query: page, signal }),
  )
  const columns: ColumnDef<Round>[] = [
    {
      id: 'time',
      accessorKey: 'createdAt',
      header: t('col.time'),
      cell: ({ row }) => <span className="num">{when(row.original.createdAt)}</span>,
    },
    {
      id: 'game',
      accessorKey: 'gameCode',
      header: t('col.game'),
      cell: ({ row }) => (
        <span className="member-two-line">
          <span>{row.original.gameCode}</span>
          <span>{row.original.gameType}</span>
        </span>
      ),
    },
    {
      id: 'round',
      accessorKey: 'vendor',
      header: t('col.round'),
      cell: ({ row }) => (
        <span className="member-two-line" title={row.original.roundId}>
          <span>{row.original.vendor}</span>
          <span className="num">{row.original.roundId}</span>
        </span>
      ),
    },
    money<Round>('stake', t('col.stake', { currency })),
    money<Round>('validBet', t('col.validBet')),
    money<Round>('win', t('col.win')),
    money<Round>('refunded', t('col.refunded')),
    {
      // A round settles seconds after it starts: its settlement time is the badge's tooltip, not a column.
      id: 'status',
      accessorKey: 'status',
      header: t('col.status'),
      cell: ({ row }) => <PlayStatus status={row.original.status} title={when(row.original.settledAt, 'second')} />,
    },
  ]
  return (
    <DataTable
      label={t('tables.rounds')}
      columns={columns}
      page={query.data}
      loading={query.isFetching}
      error={query.error}
      empty={t('empty.rounds')}
      rowKey={(row) => row.id}
      onPage={setPageNum}
    />
  )
}

/** Lottery bets, newest first. */
export function LotteryTab({ memberId, currency }: { memberId: string; currency: string }) {
  const { t } = useTexts(MEMBER_TABS)
  const when = useDateTime()
  const { query, setPageNum } = useMemberPart(memberId, 'lottery', (page, signal) =>
    call(membersApi.lotteryBets, { params: { memberId }, query: page, signal }),
  )
  const columns: ColumnDef<Bet>[] = [
    {
      id: 'time',
      accessorKey: 'createdAt',
      header: t('col.time'),
      cell: ({ row }) => <span className="num">{when(row.original.createdAt, 'second')}</span>,
    },
    { id: 'game', accessorKey: 'gameCode', header: t('col.game') },
    {
      id: 'issue',
      accessorKey: 'issueNo',
      header: t('col.issue'),
      cell: ({ row }) => <span className="num">{row.original.issueNo}</span>,
    },
    { id: 'playType', accessorKey: 'playType', header: t('col.playType') },
    money<Bet>('cost', t('col.cost', { currency })),
    money<Bet>('payout', t('col.payout')),
    {
      id: 'status',
      accessorKey: 'status',
      header: t('col.status'),
      cell: ({ row }) => <PlayStatus status={row.original.status} />,
    },
    {
      id: 'settled',
      accessorFn: (row) => row.settledAt ?? '',
      header: t('col.settled'),
      cell: ({ row }) => <span className="num">{when(row.original.settledAt)}</span>,
    },
  ]
  return (
    <DataTable
      label={t('tables.lottery')}
      columns={columns}
      page={query.data}
      loading={query.isFetching}
      error={query.error}
      empty={t('empty.lottery')}
      rowKey={(row) => row.id}
      onPage={setPageNum}
    />
  )
}
