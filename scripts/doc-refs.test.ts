import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { anchorOf, docProblems, problemsIn } from './doc-refs'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('documents cited by the code and the docs', () => {
  it('all exist in the repository, with the sections cited', () => {
    expect(docProblems(root)).toEqual([])
  })

  it('writes anchors as GitHub does', () => {
    expect(anchorOf('4D bets and prizes')).toBe('4d-bets-and-prizes')
    expect(anchorOf('Home, promotions and contracts')).toBe('home-promotions-and-contracts')
    expect(anchorOf('The `url` (E) rule')).toBe('the-url-e-rule')
  })

  it('finds a missing document, a missing section and a broken relative link', () => {
    const messages = (file: string, text: string) => problemsIn(root, file, text).map((p) => p.message)
    expect(messages('apps/x.ts', '// see docs/domain/nowhere.md')).toEqual(['docs/domain/nowhere.md does not exist'])
    expect(messages('apps/x.ts', '// see docs/domain/lottery.md#no-such-section')).toEqual([
      'docs/domain/lottery.md has no section #no-such-section',
    ])
    expect(messages('apps/x.ts', '// see docs/domain/lottery.md#keno')).toEqual([])
    expect(messages('docs/domain/x.md', '[games](games.md#slot), [gone](gone.md)')).toEqual([
      'docs/domain/gone.md does not exist',
    ])
  })

  it('refuses the design documents that are not in the repository', () => {
    const count = (file: string, text: string) => problemsIn(root, file, text).length
    expect(count('apps/x.ts', '// as games.md 5.1 says')).toBe(1)
    expect(count('apps/x.ts', '// reliability.md L15')).toBe(1)
    expect(count('apps/x.ts', '// research/wave2.md')).toBe(1)
    expect(count('apps/x.ts', '// the scheme of ARCHITECTURE.md')).toBe(1)
    expect(count('apps/x.ts', '// (spec section 4)')).toBe(1)
    expect(count('apps/x.ts', '// docs/domain/games.md#slot')).toBe(0)
    expect(count('docs/domain/lottery.md', '[the fair stream](games.md#provably-fair-draws)')).toBe(0)
  })
})
