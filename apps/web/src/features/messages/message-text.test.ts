import { describe, expect, it } from 'vitest'
import { preview } from './message-text'

describe('message previews', () => {
  it('show the text only, on one line, cut with an ellipsis', () => {
    expect(preview('<p>Deposit  bonus</p>\n<p>is <i>live</i></p>')).toBe('Deposit bonus is live')
    expect(preview('<p>abcdefghij</p>', 6)).toBe('abcde…')
    expect(preview('<p>สวัสดีครับ</p>', 4)).toBe('สวั…')
  })

  it('never runs what it reads', () => {
    expect(preview('<img src="x" onerror="globalThis.ran = true">hi')).toBe('hi')
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined()
  })
})
