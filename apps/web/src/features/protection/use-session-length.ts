import { useCallback } from 'react'
import { useTexts } from '../../lib/i18n'
import { PROTECTION_SESSION } from './protection-session-texts'
import { splitMinutes } from './reality-check-schedule'

/** A length of minutes in the page's language: "45 min", "2 h", "1 h 30 min". */
export function useSessionLength(): (minutes: number) => string {
  const { t } = useTexts(PROTECTION_SESSION)
  return useCallback(
    (total: number) => {
      const { hours, minutes } = splitMinutes(total)
      if (hours === 0) return t('duration.minutes', { minutes: String(minutes) })
      if (minutes === 0) return t('duration.hours', { hours: String(hours) })
      return t('duration.hoursMinutes', { hours: String(hours), minutes: String(minutes) })
    },
    [t],
  )
}
