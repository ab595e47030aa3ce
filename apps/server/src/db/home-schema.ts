import type { ColumnType, Generated, JSONColumnType } from 'kysely'

// The home-content tables: announcements, platform messages and their read state, feedback.
// Split from schema.ts only to keep files short; `Database` lists all.

// Insert may omit it (the column has a default); updates set it explicitly.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** One language's texts; `content` is HTML that was sanitised before it was stored. */
export interface LocalizedText {
  title: string
  summary?: string
  content?: string
  /** This language's own picture (banners, promotions), in place of the row's imageUrl. */
  imageUrl?: string
}

/** Texts by language code (EN, CN, MY, VI, TH). */
export type LocalizedTexts = Partial<Record<string, LocalizedText>>

export interface AnnouncementTable {
  id: Generated<bigint>
  merchantId: number
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H'
  groupName: string | null
  texts: JSONColumnType<LocalizedTexts>
  imageUrl: string | null
  link: string | null
  published: Generated<boolean>
  startAt: Timestamp
  endAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  sortOrder: Generated<number>
  createdBy: number | null
  updatedBy: number | null
  createdAt: Timestamp
  updatedAt: Timestamp
}

export interface PlatformMessageTable {
  id: Generated<bigint>
  merchantId: number
  audience: 'member' | 'existing' | 'everyone'
  memberId: bigint | null
  texts: JSONColumnType<LocalizedTexts>
  sentBy: number | null
  createdAt: Timestamp
}

export interface PlatformMessageReadTable {
  memberId: bigint
  messageId: bigint
  readAt: Timestamp
}

export interface FeedbackTable {
  id: Generated<bigint>
  merchantId: number
  memberId: bigint
  content: string
  ip: string
  createdAt: Timestamp
}

export interface FeedbackImageTable {
  id: Generated<bigint>
  memberId: bigint
  feedbackId: bigint | null
  storageKey: string
  contentType: string
  size: number
  createdAt: Timestamp
}
