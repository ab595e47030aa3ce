import type { Language } from '@sea/contract'
import type { Announcement } from './content.api'

export type ContentStatus = 'draft' | 'scheduled' | 'live' | 'ended'

/** Where an announcement stands for the site now: as the site's own query decides it. */
export function statusOf(item: Pick<Announcement, 'published' | 'startAt' | 'endAt'>, now = Date.now()): ContentStatus {
  if (!item.published) return 'draft'
  if (new Date(item.startAt).getTime() > now) return 'scheduled'
  if (item.endAt !== null && new Date(item.endAt).getTime() <= now) return 'ended'
  return 'live'
}

export const STATUS_BADGE: Record<ContentStatus, string> = {
  draft: 'badge badge-draft',
  scheduled: 'badge badge-pending',
  live: 'badge badge-ok',
  ended: 'badge badge-disabled',
}

/** The title to show an operator: in the console's language when written, else the first there is. */
export function titleOf(texts: Announcement['texts'], language: Language): string {
  return texts[language]?.title ?? Object.values(texts).find((text) => text?.title)?.title ?? ''
}
