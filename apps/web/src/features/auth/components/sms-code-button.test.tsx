import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { SmsCodeButton } from './sms-code-button'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('SmsCodeButton', () => {
  it('counts down for the lifetime the server gives, then sends again', async () => {
    vi.useFakeTimers()
    const send = vi.fn(async () => 300)
    render(<SmsCodeButton send={send} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })))
    const button = screen.getByRole('button', { name: 'Code sent (300)' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button', { name: 'Code sent (299)' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(299_000))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })))
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('stays ready when the form refused to send, and ignores a second click within a second', async () => {
    vi.useFakeTimers()
    const send = vi.fn(async () => null)
    render(<SmsCodeButton send={send} />)
    const button = screen.getByRole('button', { name: 'Send code' })
    await act(async () => fireEvent.click(button))
    await act(async () => fireEvent.click(button))
    expect(send).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(1000))
    await act(async () => fireEvent.click(button))
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('explains a failed send in a dialog with a confirm button', async () => {
    render(<SmsCodeButton send={() => Promise.reject(new ApiError('sms_too_frequent', 429, 'wait'))} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('Too many requests, please try again later')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
