import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_MAX,
} from '@sea/contract/constants'

export { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGE_TYPES, FEEDBACK_IMAGES_MAX, FEEDBACK_MAX }
export const FEEDBACK_MIN = 1

/** Characters as the server counts them (code points), after trimming as the server does. */
export function feedbackLength(text: string): number {
  return [...text.trim()].length
}

/** Keeps typing and pasting inside the limit without splitting a character in two. */
export function clampFeedback(text: string): string {
  const chars = [...text]
  return chars.length > FEEDBACK_MAX ? chars.slice(0, FEEDBACK_MAX).join('') : text
}

export function contentProblem(text: string): 'bounds' | null {
  const length = feedbackLength(text)
  return length < FEEDBACK_MIN || length > FEEDBACK_MAX ? 'bounds' : null
}

/** Why a picked picture cannot be added, given how many are already there. */
export function imageProblem(
  file: { type: string; size: number },
  already: number,
): 'tooMany' | 'badType' | 'tooBig' | null {
  if (already >= FEEDBACK_IMAGES_MAX) return 'tooMany'
  if (!(FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'badType'
  if (file.size > FEEDBACK_IMAGE_MAX_BYTES) return 'tooBig'
  return null
}
