import type { AnnouncementList } from '@sea/contract'

/** The announcements relay's answer with every list empty but those given, for the tests. */
export function announcementList(overrides: Partial<AnnouncementList> = {}): AnnouncementList {
  return {
    language: 'EN',
    player: [],
    playerTotal: 0,
    banners: [],
    popup: [],
    promotion: [],
    promotionNeedsLogin: false,
    hot: [],
    ...overrides,
  }
}
