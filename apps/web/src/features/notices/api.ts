import { isLanguage } from '@sea/rules'
import { useQuery } from '@tanstack/react-query'
import { allNoticesQuery, type Notice } from '../../lib/announcements'

export type { Notice }

/** Player notices (announcement type PL) for the marquee and the notice modal. */
export function usePlayerNotices(language: string) {
  return useQuery(allNoticesQuery(isLanguage(language) ? language : 'EN'))
}
