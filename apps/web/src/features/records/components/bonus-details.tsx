import type { PromotionKind } from '@sea/contract'
import { Icon } from '../../../components/ui/icon'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useBonusRecords, useProfitLoss } from '../api'
import { signedMoney } from '../record-kinds'
import { RECORDS } from '../records-texts'
import { balanceColumn, RecordType, timeColumn } from './record-columns'
import { RecordList, useRecordList, type RecordColumn } from './record-list'
import '../../../components/ui/icon-tile.css'

// Every kind the texts name; a Record so the compiler asks for a new promotion kind here.
// Points turned into cash (docs/domain/loyalty.md) are bonuses too.
const NAMED: Record<PromotionKind | 'manual' | 'point_conversion' | 'point_mall', true> = {
  manual: true,
  deposit_bonus: true,
  signup: true,
  cashback: true,
  rebate: true,
  raffle: true,
  referral: true,
  birthday: true,
  loyalty: true,
  point_conversion: true,
  point_mall: true,
}
const BONUS_KINDS: ReadonlySet<string> = new Set(Object.keys(NAMED))

type Bonus = NonNullable<ReturnType<typeof useBonusRecords>['data']>['content'][number]

/** Bonus details (bonusDetails): each bonus credited in the period, named by its promotion or its reason. */
export default function BonusDetails() {
  const dateTime = useDateTime()
  const { t } = useTexts(RECORDS)
  const list = useRecordList('last30')
  const query = useBonusRecords(list.range.instants, list.page)
  // The period's total comes from the profit-and-loss call: the list is paged.
  const totals = useProfitLoss(list.range.instants)
  // A kind the texts do not know (a newer promotion kind) reads as a bonus.
  const kindLabel = (kind: string) => t(BONUS_KINDS.has(kind) ? `bonus.kinds.${kind}` : 'bonus.kinds.bonus')
  const columns: RecordColumn<Bonus>[] = [
    {
      header: t('columns.reason'),
      cellClass: 'card-lead',
      cell: (row) => (
        <RecordType
          way="in"
          icon="gift"
          label={row.promotion?.title || row.reason || kindLabel(row.type)}
          sub={kindLabel(row.type)}
        />
      ),
    },
    timeColumn(t('columns.time'), dateTime),
    {
      header: t('columns.amount'),
      num: true,
      cellClass: 'num card-amount amount--in',
      cell: (row) => signedMoney(row.amount),
    },
    balanceColumn(t('columns.balance')),
  ]

  return (
    <RecordList
      list={list}
      above={
        totals.data ? (
          <div className="records-total">
            <span className="records-total__icon icon-tile icon-tile--gold" aria-hidden="true">
              <Icon name="gift" size={22} />
            </span>
            <span className="records-total__label">{t('bonus.total')}</span>
            <strong className="records-total__value">
              {formatMoney(totals.data.bonuses)} <small>{totals.data.currency}</small>
            </strong>
          </div>
        ) : null
      }
      query={query}
      loadingRows={4}
      empty={{ icon: 'gift', title: t('bonus.emptyTitle'), body: t('bonus.emptyBody') }}
      count={(count) => t('count', { count })}
      announceCount={false}
      columns={columns}
      rowKey={(row) => row.id}
    />
  )
}
