import { randomBytes } from 'node:crypto'
import { FEEDBACK_IMAGE_MAX_BYTES } from '@sea/contract'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { detectImage } from '../../lib/image-check'
import { pageOf } from '../../lib/paging'
import type { FileStore } from '../../providers/storage'
import type { MerchantSettings } from '../merchant/merchant.service'
import { brandsToRead, canSee } from '../operator/operator.service'
import * as repo from './feedback.repository'

/**
 * Pictures are uploaded one at a time before the feedback is sent (the withdrawal proofs'
 * pattern), so a picture never rides inside a JSON body. Pictures not sent with a feedback stay
 * loose; a member may hold this many loose ones from the last day, which bounds the disk a
 * member can fill without ever sending anything.
 */
const LOOSE_IMAGES_PER_DAY = 9

export interface FeedbackDeps {
  db: Db
  store: FileStore
}

/** One picture, checked by its bytes (PNG or JPEG, 5 MB at most) and stored under a key of ours. */
export async function uploadFeedbackImage(deps: FeedbackDeps, memberId: bigint, data: unknown) {
  if (!Buffer.isBuffer(data))
    throw new AppError('unsupported_media_type', 'Send the picture as the body, image/png or image/jpeg')
  if (data.length > FEEDBACK_IMAGE_MAX_BYTES) throw new AppError('payload_too_large', 'The picture is larger than 5 MB')
  const contentType = detectImage(data)
  if (!contentType) throw new AppError('unsupported_media_type', 'The picture must be a PNG or JPEG image')
  if ((await repo.countLooseImages(deps.db, memberId, new Date(Date.now() - 86_400_000))) >= LOOSE_IMAGES_PER_DAY) {
    throw new AppError('rate_limited', 'Too many pictures uploaded without a feedback')
  }
  const storageKey = `feedback/${memberId}/${randomBytes(24).toString('base64url')}`
  // The file first: a row never names a file that is not there.
  await deps.store.put(storageKey, data, contentType)
  const id = await repo.insertImage(deps.db, { memberId, storageKey, contentType, size: data.length })
  return { imageId: String(id) }
}

/** The feedback and its pictures commit together; a picture that is not the member's own refuses the whole. */
export async function submitFeedback(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  input: { content: string; imageIds?: string[] | undefined },
  ip: string,
) {
  const content = input.content.trim()
  if (content === '')
    throw new AppError('validation_failed', 'Write something', [
      { path: '/body/content', message: '1 to 140 characters' },
    ])
  const imageIds = (input.imageIds ?? []).map(BigInt)
  return db.transaction().execute(async (trx) => {
    const row = await repo.insertFeedback(trx, { merchantId: merchant.id, memberId, content, ip })
    if ((await repo.attachImages(trx, memberId, imageIds, row.id)) !== imageIds.length) {
      throw new AppError('validation_failed', 'Unknown picture', [
        { path: '/body/imageIds', message: 'pictures you uploaded and have not sent yet' },
      ])
    }
    return {
      id: String(row.id),
      content: row.content,
      imageIds: imageIds.map(String),
      createdAt: row.createdAt.toISOString(),
    }
  })
}

export async function feedbackForOperator(
  db: Db,
  principal: Principal,
  query: {
    merchantId?: number | undefined
    memberId?: string | undefined
    pageNum?: number | undefined
    pageSize?: number | undefined
  },
) {
  const merchantIds = brandsToRead(principal, query.merchantId)
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const memberId = query.memberId === undefined ? undefined : BigInt(query.memberId)
  const { rows, images, total } = await repo.listFeedback(
    db,
    { merchantIds, memberId },
    pageSize,
    (pageNum - 1) * pageSize,
  )
  return pageOf(
    rows.map((row) => ({
      id: String(row.id),
      merchantId: row.merchantId,
      memberId: String(row.memberId),
      username: row.username,
      content: row.content,
      imageIds: images.filter((image) => image.feedbackId === row.id).map((image) => String(image.id)),
      createdAt: row.createdAt.toISOString(),
    })),
    pageNum,
    pageSize,
    total,
  )
}

export async function feedbackImage(deps: FeedbackDeps, principal: Principal, feedbackId: bigint, imageId: bigint) {
  const image = await repo.findImage(deps.db, feedbackId, imageId)
  const file = image && canSee(principal, image.merchantId) ? await deps.store.get(image.storageKey) : null
  if (!file) throw new AppError('not_found', 'No such picture')
  return file
}
