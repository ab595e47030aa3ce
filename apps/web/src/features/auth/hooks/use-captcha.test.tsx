import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { systemRoutes } from '@sea/contract'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reply } from '../../../testing/fake-api'
import { mayRefresh, useCaptcha } from './use-captcha'

describe('mayRefresh', () => {
  it('allows the first refresh and then one a second', () => {
    expect(mayRefresh(null, 5)).toBe(true)
    expect(mayRefresh(1000, 1999)).toBe(false)
    expect(mayRefresh(1000, 2000)).toBe(true)
  })
})

describe('useCaptcha', () => {
  let served = 0
  beforeEach(() => {
    served = 0
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        served += 1
        return reply<typeof systemRoutes.captcha>({
          captchaId: `id-${served}`,
          image: 'iVBORw0KGgo=',
          expiresInSeconds: 120,
        })
      }),
    )
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  )

  it('fetches nothing until enabled', async () => {
    const { result, rerender } = renderHook(({ on }) => useCaptcha(on), { wrapper, initialProps: { on: false } })
    await Promise.resolve()
    expect(served).toBe(0)
    expect(result.current.image).toBeNull()
    rerender({ on: true })
    await waitFor(() => expect(result.current.captchaId).toBe('id-1'))
    expect(result.current.image).toBe('data:image/png;base64,iVBORw0KGgo=')
  })

  it('refreshes on click at most once a second', async () => {
    const { result } = renderHook(() => useCaptcha(true), { wrapper })
    await waitFor(() => expect(result.current.captchaId).toBe('id-1'))
    let accepted = false
    act(() => {
      accepted = result.current.refresh()
    })
    expect(accepted).toBe(true)
    await waitFor(() => expect(result.current.captchaId).toBe('id-2'))

    vi.setSystemTime(Date.now() + 400)
    act(() => {
      accepted = result.current.refresh()
    })
    expect(accepted).toBe(false)
    expect(served).toBe(2)

    vi.setSystemTime(Date.now() + 600)
    act(() => {
      accepted = result.current.refresh()
    })
    expect(accepted).toBe(true)
    await waitFor(() => expect(result.current.captchaId).toBe('id-3'))
  })

  it('lets a spent captcha be replaced at once', async () => {
    const { result } = renderHook(() => useCaptcha(true), { wrapper })
    await waitFor(() => expect(result.current.captchaId).toBe('id-1'))
    act(() => {
      result.current.refresh()
    })
    await waitFor(() => expect(result.current.captchaId).toBe('id-2'))
    act(() => {
      expect(result.current.refresh(true)).toBe(true)
    })
    await waitFor(() => expect(result.current.captchaId).toBe('id-3'))
  })
})
