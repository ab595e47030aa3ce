import { AVATAR_MAX_BYTES } from '@sea/contract'

/** Uploaded pictures are at most 5 MB each (docs/domain/site.md#validation-rules). */
export const MAX_IMAGE_BYTES = AVATAR_MAX_BYTES

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff])

/**
 * The type of an image told by its first bytes, never by its name or declared type:
 * PNG or JPEG, else null (GIF, SVG, text and anything else).
 */
export function detectImage(data: Buffer): 'image/png' | 'image/jpeg' | null {
  if (data.length > PNG_SIGNATURE.length && data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE))
    return 'image/png'
  if (data.length > JPEG_SIGNATURE.length && data.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE))
    return 'image/jpeg'
  return null
}
