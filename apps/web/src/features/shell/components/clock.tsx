import { formatClock, formatGmtOffset, useTimeZone } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { Icon } from '../../../components/ui/icon'
import { useNow } from '../hooks/use-now'
import { SHELL } from '../shell-texts'
import './top-bar.css'

/**
 * The top bar's clock: MM / DD YYYY HH:mm:ss and the GMT offset, ticking each second, in the
 * merchant's time zone like every other time on the site (decision 022).
 */
export function Clock() {
  const { t } = useTexts(SHELL)
  const now = useNow()
  const timeZone = useTimeZone()
  return (
    <span className="clock">
      <Icon name="clock" size={15} />
      <span className="visually-hidden">{t('clock')}</span>
      <time className="clock__time" dateTime={now.toISOString()} data-testid="clock">
        {formatClock(now, timeZone)}
      </time>
      <span className="clock__zone">{formatGmtOffset(now, timeZone)}</span>
    </span>
  )
}
