import { useQuery } from '@tanstack/react-query'
import { bannersQuery, popupNoticesQuery, type Banner } from '../../../lib/announcements'
import { currentLanguage } from '../../../lib/i18n'

export type { Banner }

/** A banner group's first picture (`login`, `w_register`); undefined while loading or when the call fails. */
export function useBanner(group: string): Banner | undefined {
  const query = useQuery({ ...bannersQuery(currentLanguage(), group), retry: false })
  return query.data?.find((banner) => banner.url)
}

/** The popup notices shown after login (type PU); an empty list when there are none. */
export function usePopupNotices(token: string) {
  return useQuery(popupNoticesQuery(currentLanguage(), token))
}
