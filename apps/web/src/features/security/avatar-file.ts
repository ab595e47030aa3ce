import { AVATAR_MAX_BYTES, AVATAR_UPLOAD_TYPES } from '@sea/contract/constants'

/** Why a picked file cannot be an avatar, checked before any upload (the server checks the bytes again). */
export function avatarFileProblem(file: { type: string; size: number }): 'badType' | 'tooBig' | null {
  if (!(AVATAR_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'badType'
  if (file.size > AVATAR_MAX_BYTES) return 'tooBig'
  return null
}
