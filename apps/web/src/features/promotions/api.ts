import { useQuery } from '@tanstack/react-query'
import { promotionsQuery } from '../../lib/announcements'
import { currentLanguage } from '../../lib/i18n'
import { useSession } from '../../lib/session-store'

/*
 * Promotions (PR) from MCSFE_getListAnnouncements. The relay's types are declared locally in
 * lib/announcements.ts until its contract (packages/contract/src/home.ts) is merged.
 */

/** Only asked with a session: the server gives visitors an empty list (promotionNeedsLogin). */
export function usePromotions() {
  const session = useSession()
  return useQuery({ ...promotionsQuery(currentLanguage(), session?.token ?? ''), enabled: Boolean(session) })
}
