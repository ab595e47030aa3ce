import { useTimeZone } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { promoPeriod, type Period } from '../period'
import { PROMOTIONS } from '../promotions-texts'

/** 'yyyy-MM-dd – yyyy-MM-dd', or 'From yyyy-MM-dd' with 'Ongoing' for an open-ended promotion. */
export function PromoPeriod({ period }: { period: Period }) {
  const { t } = useTexts(PROMOTIONS)
  const { start, end } = promoPeriod(period, useTimeZone())
  return <>{end ? t('range', { start, end }) : `${t('from', { start })} · ${t('ongoing')}`}</>
}
