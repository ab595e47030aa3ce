import { describe, expect, it } from 'vitest'
import { HTML_LANG, i18next, PLURAL_CATEGORIES } from '../lib/i18n'
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

/** `key_one` -> ['key', 'one']; null for a key that is not a plural variant (lib/i18n.ts). */
const pluralVariant = (key: string): [string, string] | null => {
  const match = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`).exec(key)
  return match ? [match[1] ?? '', match[2] ?? ''] : null
}
const baseKeys = (texts: Record<string, string>) =>
  Object.keys(texts)
    .filter((key) => !pluralVariant(key))
    .sort()

/**
 * An English count text that reads as a plural noun: one of the two words after {{count}} ends
 * in s ("{{count}} bets", "{{count}} chased bets", "of {{count}} withdrawals"), not in ss or us.
 * "{{count}} of {{max}} characters" counts the maximum, not the count, and passes.
 */
function needsSingular(text: string): boolean {
  const after = /\{\{count\}\}((?:\s+[A-Za-z]+){1,2})/.exec(text)?.[1] ?? ''
  return after.split(/\s+/).some((word) => /^[a-z]{2,}[^su]s$/i.test(word))
}

describe('texts of the site', () => {
  it('finds the feature texts files', () => {
    expect(Object.keys(files).length).toBeGreaterThan(0)
    expect(namespaces).toContain('common')
  })

  it('tells a count text that needs a singular', () => {
    expect(needsSingular('{{count}} bets placed on issue {{issueNo}}')).toBe(true)
    expect(needsSingular('{{count}} chased bets stopped')).toBe(true)
    expect(needsSingular('{{used}} of {{count}} withdrawals')).toBe(true)
    expect(needsSingular('{{count}} picked')).toBe(false)
    expect(needsSingular('{{count}} of {{max}} characters')).toBe(false)
    expect(needsSingular('Every {{count}} min')).toBe(false)
    expect(needsSingular('{{count}} in my team')).toBe(false)
  })

  describe.each(namespaces)('namespace %s', (namespace) => {
    const english = flatten(i18next.getResourceBundle('EN', namespace) as Tree)

    it.each(LANGUAGES)('%s has every key, none empty, with the same placeholders as English', (language) => {
      const texts = flatten(i18next.getResourceBundle(language, namespace) as Tree)
      expect(baseKeys(texts)).toEqual(baseKeys(english))
      for (const [key, text] of Object.entries(texts)) {
        const base = pluralVariant(key)?.[0] ?? key
        expect(text.trim(), `${language}.${namespace}.${key}`).not.toBe('')
        expect(placeholders(text), `${language}.${namespace}.${key}`).toEqual(placeholders(english[base] ?? ''))
      }
    })

    it.each(LANGUAGES)(
      '%s has plural forms only where its plural rule has them, each beside its general form',
      (language) => {
        const texts = flatten(i18next.getResourceBundle(language, namespace) as Tree)
        const categories = new Intl.PluralRules(HTML_LANG[language]).resolvedOptions().pluralCategories
        for (const key of Object.keys(texts)) {
          const variant = pluralVariant(key)
          if (!variant) continue
          expect(categories, `${language}.${namespace}.${key}`).toContain(variant[1])
          expect(texts[variant[0]], `${language}.${namespace}.${key} without ${variant[0]}`).toBeDefined()
          expect(texts[key], `${language}.${namespace}.${key}`).toContain('{{count}}')
        }
      },
    )

    it('gives every English count text with a plural noun its singular', () => {
      const missing = Object.keys(english).filter(
        (key) => !pluralVariant(key) && needsSingular(english[key] ?? '') && english[`${key}_one`] === undefined,
      )
      expect(missing, 'add key_one with the singular').toEqual([])
    })

    it.each(LANGUAGES.filter((language) => language !== 'EN'))(
      '%s is translated, not copied from English',
      (language) => {
        const texts = flatten(i18next.getResourceBundle(language, namespace) as Tree)
        const keys = baseKeys(english)
        // Short shared words (OK, USDT, a brand-neutral code) may be the same in two languages.
        const copied = keys.filter((key) => texts[key] === english[key] && (english[key]?.length ?? 0) > 4)
        expect(copied.length / keys.length, `copied from EN: ${copied.join(', ')}`).toBeLessThanOrEqual(0.15)
      },
    )
  })

  it('picks the singular and the plural by count, and the one form of languages without plurals', () => {
    const placed = (lng: string, count: number) =>
      i18next.t('slip.placed', { ns: 'lottery', lng, count, issueNo: '20261125-0001' })
    expect(placed('EN', 1)).toBe('1 bet placed on issue 20261125-0001')
    expect(placed('EN', 2)).toBe('2 bets placed on issue 20261125-0001')
    expect(placed('EN', 0)).toBe('0 bets placed on issue 20261125-0001')
    expect(placed('CN', 1)).toBe('已在第 20261125-0001 期投注 1 注')
    expect(placed('MY', 1)).toBe('1 pertaruhan dibuat pada isu 20261125-0001')
    expect(placed('VI', 1)).toBe('Đã đặt 1 cược cho kỳ 20261125-0001')
    expect(placed('TH', 2)).toBe('แทง 2 รายการในงวด 20261125-0001 แล้ว')
  })
})
