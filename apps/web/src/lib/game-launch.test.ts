import { afterEach, describe, expect, it } from 'vitest'
import { clearGameUrl, GAME_URL_KEY, isFrameableUrl, readGameUrl, storeGameUrl } from './game-launch'

describe('the stored game address', () => {
  afterEach(() => sessionStorage.clear())

  it.each(['https://games.example.test/play?t=1', 'http://127.0.0.1:9000/x', '/lottery/launch'])('frames %s', (url) => {
    expect(isFrameableUrl(url)).toBe(true)
  })

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.test/x', 'not a url', 'ftp://x.test/'])(
    'refuses %s',
    (url) => {
      expect(isFrameableUrl(url)).toBe(false)
    },
  )

  it('keeps the address in session storage under gameUrl until it is cleared', () => {
    storeGameUrl('https://games.example.test/a')
    expect(sessionStorage.getItem(GAME_URL_KEY)).toBe('https://games.example.test/a')
    expect(readGameUrl()).toBe('https://games.example.test/a')
    clearGameUrl()
    expect(readGameUrl()).toBeNull()
  })

  it('reads a refused address as none', () => {
    sessionStorage.setItem(GAME_URL_KEY, 'javascript:alert(1)')
    expect(readGameUrl()).toBeNull()
  })
})
