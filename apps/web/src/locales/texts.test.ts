import { describe, expect, it } from 'vitest'
import { i18next } from '../lib/i18n'
import './common'

// Every feature's texts file, loaded the way its chunk would load it.
const files = import.meta.glob('../**/*-texts.ts', { eager: true })
const LANGUAGES = ['EN', 'CN', 'MY', 'VI', 'TH'] as const

type Tree = { [key: string]: string | Tree }
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = value
    else Object.assign(out, flatten(value, `${prefix}${key}.`))
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()
const namespaces = Object.keys(i18next.store.data.EN ?? {})

describe('texts of the site', () => {
  it('finds the feature texts files', () => {
    expect(Object.keys(files).length).toBeGreaterThan(0)
    expect(namespaces).toContain('common')
  })

  describe.each(namespaces)('namespace %s', (namespace) => {
    const english = flatten(i18next.getResourceBundle('EN', namespace) as Tree)

    it.each(LANGUAGES)('%s has every key, none empty, with the same placeholders as English', (language) => {
      const texts = flatten(i18next.getResourceBundle(language, namespace) as Tree)
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort())
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${language}.${namespace}.${key}`).not.toBe('')
        expect(placeholders(text), `${language}.${namespace}.${key}`).toEqual(placeholders(english[key] ?? ''))
      }
    })

    it.each(LANGUAGES.filter((language) => language !== 'EN'))('%s is translated, not copied from English', (language) => {
      const texts = flatten(i18next.getResourceBundle(language, namespace) as Tree)
      const keys = Object.keys(english)
      // Short shared words (OK, USDT, a brand-neutral code) may be the same in two languages.
      const copied = keys.filter((key) => texts[key] === english[key] && (english[key]?.length ?? 0) > 4)
      expect(copied.length / keys.length, `copied from EN: ${copied.join(', ')}`).toBeLessThanOrEqual(0.15)
    })
  })
})
