import { describe, expect, it } from 'vitest'
import { guardRedirect } from './guard'

describe('guardRedirect (loginedToHomePage)', () => {
  const on = { loginedToHomePage: true, hasToken: false }

  it('does nothing while the flag is off', () => {
    expect(guardRedirect('/promotions', { loginedToHomePage: false, hasToken: false })).toBeNull()
  })

  it('does nothing for a signed-in member', () => {
    expect(guardRedirect('/promotions', { loginedToHomePage: true, hasToken: true })).toBeNull()
  })

  it.each(['/login', '/register', '/register.html', '/helpmc', '/download', '/download/'])(
    'lets a visitor open %s',
    (path) => {
      expect(guardRedirect(path, on)).toBeNull()
    },
  )

  it.each(['/', '/home', '/index.html', '/promotions', '/help', '/vip', '/game', '/registerx'])(
    'sends a visitor from %s to /login',
    (path) => {
      expect(guardRedirect(path, on)).toBe('/login')
    },
  )
})
