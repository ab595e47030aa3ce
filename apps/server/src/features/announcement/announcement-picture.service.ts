import { randomBytes } from 'node:crypto'
import { CONTENT_PICTURE_MAX_BYTES, operatorContentRoutes } from '@sea/contract'
import { AppError } from '../../lib/app-error'
import { detectImage } from '../../lib/image-check'
import type { FileStore } from '../../providers/storage'

/** Random and long, so a picture's address cannot be guessed; also the shape the picture route accepts. */
const PICTURE_KEY = /^[A-Za-z0-9_-]{16,64}$/
const storeKey = (key: string) => `content/${key}`

/**
 * Stores a banner or promotion picture. What counts is the bytes: PNG or JPEG whatever the
 * declared type (never SVG, which can carry script), at most 2 MB. The answer is the served path,
 * which an announcement then names as its imageUrl.
 */
export async function uploadContentPicture(store: FileStore, data: unknown): Promise<{ url: string }> {
  if (!Buffer.isBuffer(data))
    throw new AppError('unsupported_media_type', 'Send the picture as the body, image/png or image/jpeg')
  if (data.length > CONTENT_PICTURE_MAX_BYTES)
    throw new AppError('payload_too_large', 'The picture is larger than 2 MB')
  const contentType = detectImage(data)
  if (!contentType) throw new AppError('unsupported_media_type', 'The picture must be a PNG or JPEG image')
  const key = randomBytes(24).toString('base64url')
  await store.put(storeKey(key), data, contentType)
  return { url: operatorContentRoutes.picture.url.replace(':key', key) }
}

/** A stored content picture and its type; not_found for any key the server did not hand out. */
export async function contentPicture(store: FileStore, key: string): Promise<{ data: Buffer; contentType: string }> {
  const file = PICTURE_KEY.test(key) ? await store.get(storeKey(key)) : null
  if (!file) throw new AppError('not_found', 'No such picture')
  return file
}
