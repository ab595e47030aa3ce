import type { CSSProperties } from 'react'
import { Icon, type IconName } from '../../../components/ui/icon'
import { QueryView } from '../../../components/ui/states'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { barPercent } from '../amounts'
import { useProfitLoss, type ProfitLoss } from '../api'
import { direction, signedMoney } from '../record-kinds'
import { RECORDS } from '../records-texts'
import { useRecordRange } from '../use-record-range'
import { DateRangeFilter } from './date-range-filter'
import './profit.css'
import './records.css'

type Category = Exclude<keyof ProfitLoss, 'from' | 'to' | 'currency' | 'netProfit'>
/** Which way each category moves the balance; adjustments and other carry their own sign. */
type Line = { key: Category; way: 'in' | 'out' | 'signed' }

const GROUPS: readonly { id: 'games' | 'money'; icon: IconName; lines: readonly Line[] }[] = [
  {
    id: 'games',
    icon: 'game',
    lines: [
      { key: 'bets', way: 'out' },
      { key: 'payouts', way: 'in' },
      { key: 'refunds', way: 'in' },
      { key: 'rebates', way: 'in' },
      { key: 'bonuses', way: 'in' },
    ],
  },
  {
    id: 'money',
    icon: 'wallet',
    lines: [
      { key: 'deposits', way: 'in' },
      { key: 'withdrawals', way: 'out' },
      { key: 'transfersIn', way: 'in' },
      { key: 'transfersOut', way: 'out' },
      { key: 'adjustments', way: 'signed' },
      { key: 'other', way: 'signed' },
    ],
  },
]

/** Personal profit and loss (personalProfit): the period's totals by category and the net result. */
export default function PersonalProfit() {
  const { t } = useTexts(RECORDS)
  const range = useRecordRange('last7')
  const query = useProfitLoss(range.instants)

  return (
    <div className="centre-panel">
      <DateRangeFilter choice={range.choice} timeZone={range.timeZone} onChange={range.setChoice} />
      <QueryView query={query} rows={4}>
        {(data) => {
          const result = direction(data.netProfit)
          return (
            <div className="profit" aria-busy={query.isPlaceholderData}>
              <section className={`profit-hero profit-hero--${result}`} aria-labelledby="profit-net">
                <div className="profit-hero__main">
                  <h3 id="profit-net" className="profit-hero__label">
                    {t('profit.net')}
                  </h3>
                  <p className="profit-hero__value">
                    {signedMoney(data.netProfit)} <small>{data.currency}</small>
                  </p>
                  <p className="profit-hero__state">
                    <Icon name={result === 'in' ? 'trophy' : result === 'out' ? 'chart' : 'coins'} size={16} />
                    {t(result === 'in' ? 'profit.winning' : result === 'out' ? 'profit.losing' : 'profit.even')}
                  </p>
                </div>
                <p className="profit-hero__formula">{t('profit.formula')}</p>
              </section>
              <div className="profit-groups">
                {GROUPS.map((group) => {
                  const amounts = group.lines.map((line) => data[line.key])
                  return (
                    <section key={group.id} className="profit-card" aria-labelledby={`profit-${group.id}`}>
                      <h3 id={`profit-${group.id}`} className="profit-card__title">
                        <Icon name={group.icon} size={18} />
                        {t(`profit.${group.id}`)}
                      </h3>
                      <dl className="profit-lines">
                        {group.lines.map((line) => {
                          const amount = data[line.key]
                          const way = line.way === 'signed' ? direction(amount) : line.way
                          return (
                            <div key={line.key} className={`profit-line profit-line--${way}`}>
                              <dt>{t(`profit.${line.key}`)}</dt>
                              <dd>{formatMoney(amount)}</dd>
                              <span
                                className="profit-line__bar"
                                style={{ '--share': `${barPercent(amount, amounts)}%` } as CSSProperties}
                                aria-hidden="true"
                              />
                            </div>
                          )
                        })}
                      </dl>
                    </section>
                  )
                })}
              </div>
              <p className="profit-currency">{t('profit.currency', { currency: data.currency })}</p>
            </div>
          )
        }}
      </QueryView>
    </div>
  )
}
