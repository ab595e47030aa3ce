import { afterEach, describe, expect, it } from 'vitest'
import { deviceHeader, deviceId, newDeviceId } from './device-id'

afterEach(() => localStorage.clear())

describe('device id', () => {
  it('is random base64url of at least 22 characters', () => {
    const id = newDeviceId()
    expect(id).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(newDeviceId()).not.toBe(id)
  })

  it('is made on first use, kept in local storage and sent as X-Device-Id', () => {
    expect(localStorage.getItem('deviceId')).toBeNull()
    const id = deviceId()
    expect(localStorage.getItem('deviceId')).toBe(id)
    expect(deviceId()).toBe(id)
    expect(deviceHeader()).toEqual({ 'X-Device-Id': id })
  })

  it('replaces a stored value that is no device id', () => {
    localStorage.setItem('deviceId', 'short')
    const id = deviceId()
    expect(id).not.toBe('short')
    expect(id).toMatch(/^[A-Za-z0-9_-]{22,}$/)
  })
})
