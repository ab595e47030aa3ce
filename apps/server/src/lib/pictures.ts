import { randomBytes } from 'node:crypto'
import type { FileStore } from '../providers/storage'
import { AppError } from './app-error'
import { detectImage } from './image-check'

/** Where one kind of uploaded picture lives: a folder of the file store and the public route serving it. */
export interface PictureShelf {
  folder: string
  /** The serving route's URL, with `:key` where the key goes. */
  url: string
}

/** Random and long, so a picture's address cannot be guessed; also the shape the serving routes accept. */
const PICTURE_KEY = /^[A-Za-z0-9_-]{16,64}$/

/**
 * Stores an uploaded picture and answers the path that serves it. What counts is the bytes: PNG or
 * JPEG whatever the declared type (never SVG, which can carry script), within `maxBytes`.
 */
export async function storePicture(
  store: FileStore,
  shelf: PictureShelf,
  data: unknown,
  maxBytes: number,
  what = 'picture',
): Promise<string> {
  if (!Buffer.isBuffer(data))
    throw new AppError('unsupported_media_type', 'Send the picture as the body, image/png or image/jpeg')
  if (data.length > maxBytes)
    throw new AppError('payload_too_large', `The ${what} is larger than ${sizeText(maxBytes)}`)
  const contentType = detectImage(data)
  if (!contentType) throw new AppError('unsupported_media_type', `The ${what} must be a PNG or JPEG image`)
  const key = randomBytes(24).toString('base64url')
  await store.put(`${shelf.folder}/${key}`, data, contentType)
  return shelf.url.replace(':key', key)
}

/** A stored picture and its type; not_found for any key the server did not hand out. */
export async function readPicture(
  store: FileStore,
  shelf: PictureShelf,
  key: string,
): Promise<{ data: Buffer; contentType: string }> {
  const file = PICTURE_KEY.test(key) ? await store.get(`${shelf.folder}/${key}`) : null
  if (!file) throw new AppError('not_found', 'No such picture')
  return file
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`
}
