import { describe, expect, it } from 'vitest'
import { securityChecklist } from './security-score'

const bare = { hasPaymentPassword: false, mobileNum: null, email: null, totpEnabled: false }

describe('securityChecklist', () => {
  it('counts only the login password for a bare account', () => {
    const list = securityChecklist(bare, 0)
    expect(list.done).toBe(1)
    expect(list.total).toBe(6)
    expect(list.percent).toBe(17)
    expect(list.level).toBe('low')
    expect(list.items.find((item) => item.id === 'loginPassword')?.done).toBe(true)
  })

  it('does not count bank accounts it has not loaded yet', () => {
    const info = { ...bare, hasPaymentPassword: true, email: 'ah***@example.test' }
    expect(securityChecklist(info, null).done).toBe(3)
    expect(securityChecklist(info, 2).done).toBe(4)
  })

  it.each([
    [{ ...bare, hasPaymentPassword: true, mobileNum: '01******89' }, 0, 'medium'],
    [{ ...bare, hasPaymentPassword: true, mobileNum: '01******89', email: 'a***@x.test' }, 1, 'high'],
    [{ hasPaymentPassword: true, mobileNum: '01******89', email: 'a***@x.test', totpEnabled: true }, 1, 'high'],
  ] as const)('grades %o with %i bank accounts as %s', (info, banks, level) => {
    expect(securityChecklist(info, banks).level).toBe(level)
  })

  it('reaches 100 percent with everything on', () => {
    const list = securityChecklist(
      { hasPaymentPassword: true, mobileNum: '01******89', email: 'a***@x.test', totpEnabled: true },
      1,
    )
    expect(list.percent).toBe(100)
    expect(list.items.every((item) => item.done)).toBe(true)
  })
})
