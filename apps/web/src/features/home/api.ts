import { useQuery } from '@tanstack/react-query'
import { bannersQuery, HOME_BANNER_GROUP, promotionsQuery } from '../../lib/announcements'
import { currentLanguage } from '../../lib/i18n'
import { useSession } from '../../lib/session-store'

/*
 * The home page's data, all from MCSFE_getListAnnouncements. The route and its types are
 * declared locally in lib/announcements.ts until the contract of that relay (being written in
 * parallel, packages/contract/src/home.ts) is merged; see the note there.
 */

/** Banners of the home carousel; an error or an empty list shows the brand hero instead. */
export function useHomeBanners() {
  return useQuery(bannersQuery(currentLanguage(), HOME_BANNER_GROUP))
}

/** Promotions (PR) need a session: for a visitor nothing is asked and the page invites them in. */
export function useHomePromotions() {
  const session = useSession()
  return useQuery({ ...promotionsQuery(currentLanguage(), session?.token ?? ''), enabled: Boolean(session) })
}
