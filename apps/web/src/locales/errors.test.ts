// @vitest-environment node
import { ERROR_CODES } from '@sea/contract'
import { describe, expect, it } from 'vitest'
import { ERROR_TEXTS, errorText } from './errors'

const LANGUAGES = Object.keys(ERROR_TEXTS) as (keyof typeof ERROR_TEXTS)[]
const EXPECTED_KEYS = [...ERROR_CODES, 'network_error', 'bad_response'].sort()

describe('ERROR_TEXTS', () => {
  it('has the five site languages', () => {
    expect(LANGUAGES.sort()).toEqual(['CN', 'EN', 'MY', 'TH', 'VI'])
  })

  it.each(LANGUAGES)('%s has a non-empty text for every error code and nothing else', (language) => {
    const texts: Record<string, string> = ERROR_TEXTS[language]
    expect(Object.keys(texts).sort()).toEqual(EXPECTED_KEYS)
    for (const key of EXPECTED_KEYS) {
      expect(typeof texts[key], `${language}.${key}`).toBe('string')
      expect(texts[key]?.trim(), `${language}.${key}`).not.toBe('')
      expect(texts[key], `${language}.${key}`).toBe(texts[key]?.trim())
    }
  })

  it.each(LANGUAGES.filter((language) => language !== 'EN'))(
    '%s is translated, not copied from English',
    (language) => {
      const texts: Record<string, string> = ERROR_TEXTS[language]
      const english: Record<string, string> = ERROR_TEXTS.EN
      const copied = EXPECTED_KEYS.filter((key) => texts[key] === english[key])
      expect(copied.length / EXPECTED_KEYS.length, `copied from EN: ${copied.join(', ')}`).toBeLessThanOrEqual(0.1)
    },
  )

  it('never shows HTTP jargon to the player', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(ERROR_TEXTS[language])) {
        expect(text, `${language}.${key}`).not.toMatch(/\bHTTP\b|\b[45]\d\d\b|JSON|payload/i)
      }
    }
  })
})

describe('errorText', () => {
  it('returns the text of a known code in the asked language', () => {
    for (const language of LANGUAGES) {
      for (const key of EXPECTED_KEYS) {
        expect(errorText(key, language)).toBe((ERROR_TEXTS[language] as Record<string, string>)[key])
      }
    }
    expect(errorText('invalid_credentials', 'EN')).toBe('Incorrect username or password')
  })

  it('falls back to English when the language lacks the code', () => {
    const thai: Partial<Record<string, string>> = ERROR_TEXTS.TH
    const saved = thai.rate_limited
    delete thai.rate_limited
    try {
      expect(errorText('rate_limited', 'TH')).toBe(ERROR_TEXTS.EN.rate_limited)
    } finally {
      thai.rate_limited = saved
    }
    expect(errorText('rate_limited', 'TH')).toBe(saved)
  })

  it('falls back to English for a language it does not know', () => {
    expect(errorText('session_expired', 'XX' as never)).toBe(ERROR_TEXTS.EN.session_expired)
  })

  it('falls back to the internal text for an unknown code', () => {
    for (const language of LANGUAGES) {
      expect(errorText('no_such_code', language)).toBe(ERROR_TEXTS[language].internal)
      expect(errorText('', language)).toBe(ERROR_TEXTS[language].internal)
      expect(errorText('constructor', language)).toBe(ERROR_TEXTS[language].internal)
      expect(errorText('__proto__', language)).toBe(ERROR_TEXTS[language].internal)
    }
  })
})
