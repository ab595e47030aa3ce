import { useQuery } from '@tanstack/react-query'
import { allNoticesQuery, type Notice } from '../../lib/announcements'
import { isLanguage } from '../../lib/i18n'

export type { Notice }

/** Player notices (announcement type PL) for the marquee and the notice modal. */
export function usePlayerNotices(language: string) {
  return useQuery(allNoticesQuery(isLanguage(language) ? language : 'EN'))
}
