import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { applyLanguage } from '../../../lib/i18n'
import { renderShell, testSite } from '../test-utils'
import { LanguagePicker } from './language-picker'

const site = testSite({
  merchant: { ...testSite().merchant, languages: ['MY', 'EN', 'CN'], defaultLanguage: 'MY' },
})

describe('LanguagePicker', () => {
  beforeEach(() => {
    localStorage.clear()
    applyLanguage('MY', false)
  })
  afterEach(cleanup)

  it("offers only the merchant's languages", () => {
    renderShell(<LanguagePicker />, site)
    fireEvent.click(screen.getByRole('button', { name: /Bahasa Melayu/ }))
    const options = screen.getAllByRole('menuitemradio')
    expect(options.map((option) => option.textContent)).toEqual(['MYBahasa Melayu', 'ENEnglish', 'CN简体中文'])
    expect(screen.getByRole('menuitemradio', { name: /Bahasa Melayu/ }).getAttribute('aria-checked')).toBe('true')
  })

  it('keeps the choice as lang and the one before it as hisLang', () => {
    renderShell(<LanguagePicker />, site)
    fireEvent.click(screen.getByRole('button', { name: /Bahasa Melayu/ }))
    fireEvent.click(screen.getByRole('menuitemradio', { name: /简体中文/ }))
    expect(localStorage.getItem('lang')).toBe('CN')
    expect(document.documentElement.lang).toBe('zh-CN')
    expect(screen.queryByRole('menu')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: /简体中文/ }))
    fireEvent.click(screen.getByRole('menuitemradio', { name: /English/ }))
    expect(localStorage.getItem('lang')).toBe('EN')
    expect(localStorage.getItem('hisLang')).toBe('CN')
    expect(screen.getByRole('button', { name: /English/ })).toBeTruthy()
  })

  it('works from the keyboard: focus on the current language, arrows, Escape back to the button', () => {
    renderShell(<LanguagePicker />, site)
    const toggle = screen.getByRole('button', { name: /Bahasa Melayu/ })
    fireEvent.click(toggle)
    const menu = screen.getByRole('menu')
    expect(document.activeElement?.textContent).toBe('MYBahasa Melayu')
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toBe('ENEnglish')
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    expect(document.activeElement?.textContent).toBe('CN简体中文')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(toggle)
    expect(localStorage.getItem('lang')).toBeNull()
  })
})
