import type { ContractKind } from '@sea/contract'
import { Fragment, useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, Pagination, QueryView } from '../../../components/ui/states'
import { Tabs } from '../../../components/ui/tabs'
import { formatMoney, useDateTime, useTimeZone } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { PAGE_SIZE, useBills, type Bill, type BillsQuery } from '../api'
import { formatCount, formatPeriod } from '../figures'
import { usePeriod } from '../period'
import { Badge, Money, PeriodChips } from '../components/parts'
import { CONTRACTS } from './contract-texts'
import { KINDS } from './kinds'
import './contracts.css'

const STATUS_TONE = { pending: 'info', insufficient_funds: 'warn', paid: 'good' } as const
type Side = NonNullable<BillsQuery['side']>
type Status = NonNullable<BillsQuery['status']>

/** How a bill's amount came about: the period's figures, the tier reached and base × rate (or the bands). */
export function BillComputation({ bill }: { bill: Bill }) {
  const { t } = useTexts(CONTRACTS)
  const c = bill.computation
  return (
    <div className="bill-calc">
      <dl>
        <div>
          <dt>{t('bills.validBet')}</dt>
          <dd>{formatMoney(c.validBet)}</dd>
        </div>
        <div>
          <dt>{t('bills.stake')}</dt>
          <dd>{formatMoney(c.stake)}</dd>
        </div>
        <div>
          <dt>{t('bills.profitLoss')}</dt>
          <dd>
            <Money value={c.profitLoss} signed />
          </dd>
        </div>
        <div>
          <dt>{t('bills.activeMembers')}</dt>
          <dd>{formatCount(c.activeMembers)}</dd>
        </div>
        <div>
          <dt>{t('bills.betCount')}</dt>
          <dd>{formatCount(c.betCount)}</dd>
        </div>
      </dl>
      {c.bands && c.bands.length > 0 ? (
        <>
          <p className="ag-note">{t('bills.bands')}</p>
          <ul className="ct-history">
            {c.bands.map((band) => (
              <li key={band.singleBetAmount}>
                <strong>≥ {formatMoney(band.singleBetAmount)}</strong>
                <span>{formatMoney(band.wonValidBet)}</span>
                <span>{formatMoney(band.lostValidBet)}</span>
                <span className="bill-calc__formula">{formatMoney(band.amount)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : c.rate === null ? (
        <p className="ag-note">{t('bills.noTier')}</p>
      ) : (
        <p className="bill-calc__formula">
          {t('bills.formula', { base: formatMoney(c.base), rate: c.rate, amount: formatMoney(bill.amount) })}
        </p>
      )}
    </div>
  )
}

/**
 * Salary and dividend bills of a period: received by the caller, or paid by it to its downlines,
 * with totals, filters and each bill's computation on demand.
 */
export function BillsList({ kind }: { kind?: ContractKind }) {
  const { t } = useTexts(CONTRACTS)
  const dateTime = useDateTime()
  const timeZone = useTimeZone()
  const period = usePeriod('last30')
  const [side, setSide] = useState<Side>('received')
  const [kindFilter, setKindFilter] = useState<ContractKind | ''>('')
  const [status, setStatus] = useState<Status | ''>('')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<string | null>(null)
  const query = useBills({
    ...period.range,
    side,
    kind: kind ?? (kindFilter || undefined),
    status: status || undefined,
    pageNum: page,
    pageSize: PAGE_SIZE,
  })
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPage(1)
    }

  return (
    <div className="centre-panel ag">
      <Tabs
        label={t('tabs.bills')}
        value={side}
        onChange={reset(setSide)}
        tabs={[
          { id: 'received', label: t('bills.received') },
          { id: 'paid', label: t('bills.paid') },
        ]}
      />
      <PeriodChips value={period.preset} days={period.days} onChange={reset(period.setPreset)}>
        {kind ? null : (
          <select
            className="panel-select"
            value={kindFilter}
            onChange={(event) => reset(setKindFilter)(event.target.value as ContractKind | '')}
            aria-label={t('bills.anyKind')}
          >
            <option value="">{t('bills.anyKind')}</option>
            {KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </select>
        )}
        <select
          className="panel-select"
          value={status}
          onChange={(event) => reset(setStatus)(event.target.value as Status | '')}
          aria-label={t('bills.anyStatus')}
        >
          <option value="">{t('bills.anyStatus')}</option>
          <option value="pending">{t('bills.pending')}</option>
          <option value="insufficient_funds">{t('bills.insufficient_funds')}</option>
          <option value="paid">{t('bills.paidStatus')}</option>
        </select>
      </PeriodChips>
      <QueryView query={query} rows={4}>
        {(data) => (
          <>
            <div className="ag-stats ag-stats--two">
              <div className="ag-stat ag-stat--hero">
                <span className="ag-stat__label">{t('bills.totalPaid')}</span>
                <span className="ag-stat__value">{formatMoney(data.totals.paid)}</span>
              </div>
              <div className="ag-stat">
                <span className="ag-stat__label">{t('bills.totalUnpaid')}</span>
                <span className="ag-stat__value">{formatMoney(data.totals.unpaid)}</span>
              </div>
            </div>
            {kind ? null : (
              <div className="ag-stats">
                {KINDS.map((value) => (
                  <div key={value} className="ag-stat">
                    <span className="ag-stat__label">{t(`kinds.${value}`)}</span>
                    <span className="ag-stat__value">{formatMoney(data.totals.byKind[value])}</span>
                  </div>
                ))}
              </div>
            )}
            {data.content.length === 0 ? (
              <EmptyState icon="coins" title={t('bills.empty')} />
            ) : (
              <table className="ag-table">
                <thead>
                  <tr>
                    <th scope="col">{t('bills.period')}</th>
                    <th scope="col">{t(side === 'received' ? 'bills.payer' : 'bills.payee')}</th>
                    <th scope="col" className="num">
                      {t('bills.amount')}
                    </th>
                    <th scope="col">{t('bills.status')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('bills.show')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((bill) => (
                    <Fragment key={bill.id}>
                      <tr>
                        <td className="lead">
                          <span className="ag-who">
                            <span className="ag-who__name">{t(`kinds.${bill.kind}`)}</span>
                            <span className="ag-who__sub">
                              {formatPeriod(bill.periodStart, bill.periodEnd, timeZone)}
                            </span>
                          </span>
                        </td>
                        <td data-label={t(side === 'received' ? 'bills.payer' : 'bills.payee')}>
                          {side === 'received' ? (bill.payer ?? t('bills.platform')) : bill.agent}
                        </td>
                        <td className="num" data-label={t('bills.amount')}>
                          <strong className="ag-num">{formatMoney(bill.amount)}</strong>
                        </td>
                        <td data-label={t('bills.status')}>
                          <Badge tone={STATUS_TONE[bill.status]}>
                            {t(bill.status === 'paid' ? 'bills.paidStatus' : `bills.${bill.status}`)}
                          </Badge>
                          {bill.status !== 'paid' && bill.attempts > 0 ? (
                            <span className="ag-who__sub"> {t('bills.attempts', { count: bill.attempts })}</span>
                          ) : null}
                          {bill.paidAt ? (
                            <span className="ag-who__sub bill-paid-at">{dateTime(bill.paidAt)}</span>
                          ) : null}
                        </td>
                        <td className="num wide">
                          <button
                            type="button"
                            className="ag-mini"
                            aria-expanded={open === bill.id}
                            onClick={() => setOpen(open === bill.id ? null : bill.id)}
                          >
                            <Icon name={open === bill.id ? 'chevronDown' : 'chart'} size={14} />
                            {open === bill.id ? t('bills.hide') : t('bills.show')}
                          </button>
                        </td>
                      </tr>
                      {open === bill.id ? (
                        <tr>
                          <td colSpan={5} className="wide">
                            <BillComputation bill={bill} />
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  ))}
                </tbody>
              </table>
            )}
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>
    </div>
  )
}
