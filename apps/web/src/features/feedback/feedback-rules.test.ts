import { describe, expect, it } from 'vitest'
import {
  clampFeedback,
  contentProblem,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX,
  feedbackLength,
  imageProblem,
} from './feedback-rules'

describe('feedback content', () => {
  it('counts characters, not UTF-16 units, after trimming', () => {
    expect(feedbackLength('  hello  ')).toBe(5)
    expect(feedbackLength('👍👍')).toBe(2)
    expect(feedbackLength('สวัสดี')).toBe(6)
  })

  it('wants 1 to 140 characters', () => {
    expect(contentProblem('')).toBe('bounds')
    expect(contentProblem('   ')).toBe('bounds')
    expect(contentProblem('a')).toBeNull()
    expect(contentProblem('a'.repeat(FEEDBACK_MAX))).toBeNull()
    expect(contentProblem('a'.repeat(FEEDBACK_MAX + 1))).toBe('bounds')
  })

  it('clamps at the limit without cutting a character in half', () => {
    expect([...clampFeedback('😀'.repeat(FEEDBACK_MAX + 5))]).toHaveLength(FEEDBACK_MAX)
    expect(clampFeedback('short')).toBe('short')
  })
})

describe('feedback pictures', () => {
  const png = { type: 'image/png', size: 1000 }
  it('takes PNG and JPG up to 5 MB, three at most', () => {
    expect(imageProblem(png, 0)).toBeNull()
    expect(imageProblem({ type: 'image/jpeg', size: FEEDBACK_IMAGE_MAX_BYTES }, 2)).toBeNull()
    expect(imageProblem({ type: 'image/gif', size: 10 }, 0)).toBe('badType')
    expect(imageProblem({ type: 'image/png', size: FEEDBACK_IMAGE_MAX_BYTES + 1 }, 0)).toBe('tooBig')
    expect(imageProblem(png, 3)).toBe('tooMany')
  })
})
