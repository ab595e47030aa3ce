import { useNavigate } from 'react-router'
import { EmptyState } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { closeModal } from '../../../lib/modals'
import { RECORDS } from '../records-texts'
import { useRecordRange } from '../use-record-range'
import { DateRangeFilter } from './date-range-filter'
import './records.css'

/**
 * The betting record (personalHistoryCopy). Bets arrive with the games issue; until then there is
 * no call to make, so the page says plainly that there are no bets rather than show made-up rows.
 */
export default function BettingRecord() {
  const { t } = useTexts(RECORDS)
  const range = useRecordRange('today')
  const navigate = useNavigate()
  const browse = () => {
    closeModal('memberCentre')
    void navigate('/')
  }
  return (
    <div className="records">
      <DateRangeFilter choice={range.choice} timeZone={range.timeZone} onChange={range.setChoice} />
      <div className="records-empty">
        <EmptyState icon="history" title={t('betting.emptyTitle')}>
          <p>{t('betting.emptyBody')}</p>
          <button type="button" className="button button--primary records-empty__cta" onClick={browse}>
            {t('betting.browse')}
          </button>
        </EmptyState>
      </div>
    </div>
  )
}
