import { formatCount } from '@sea/browser/format'
import type { Language } from '@sea/contract'
import { isLanguage } from '@sea/rules'
import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'

/**
 * Texts live beside the feature that shows them, in one file per feature holding all five
 * languages: the compiler then refuses a language that misses or adds a key.
 */
export type Texts = { readonly [key: string]: string | Texts }

/**
 * Counts use i18next's plurals: `t(key, { count })` picks `key_<category>` by the language's CLDR
 * rule and falls back to `key`. So `key` holds the general form, the only one in languages
 * without plural forms (CN, MY, VI, TH: "{{count}} 注"), and English adds its singular as
 * `key_one` ("1 bet" beside "{{count}} bets"). A plural variant is optional beside the shape
 * English gives; `locales/texts.test.ts` allows one only where the language's rule has it.
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many'] as const
type PluralKey = `${string}_${(typeof PLURAL_CATEGORIES)[number]}`
export type SameShape<T> = {
  readonly [K in keyof T as K extends PluralKey ? never : K]: T[K] extends string ? string : SameShape<T[K]>
} & { readonly [K in keyof T as K extends PluralKey ? K : never]?: string }
export type Translations<T extends Texts> = { EN: T } & Record<Exclude<Language, 'EN'>, SameShape<T>>

/**
 * The options of a count text whose number is shown formatted ("1,250 points"): i18next picks the
 * plural form by the number `count` and fills the text from `replace`, where {{count}} is the
 * figure as shown (with thousands separators unless given).
 */
export function counted(count: number, values: Readonly<Record<string, string>> = {}, shown = formatCount(count)) {
  return { count, replace: { ...values, count: shown } }
}

/** The BCP 47 tag of each language: the page's `lang`, and the plural rules its texts follow. */
export const HTML_LANG: Record<Language, string> = { EN: 'en', CN: 'zh-CN', MY: 'ms', VI: 'vi', TH: 'th' }
export const LANGUAGE_NAMES: Record<Language, string> = {
  EN: 'English',
  CN: '简体中文',
  MY: 'Bahasa Melayu',
  VI: 'Tiếng Việt',
  TH: 'ไทย',
}

void i18next.use(initReactI18next).init({
  lng: 'EN',
  fallbackLng: 'EN',
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
})

/** Adds a feature's texts under its namespace; returns the namespace for `useTexts`. */
export function defineTexts<const T extends Texts>(namespace: string, translations: Translations<T>): string {
  for (const [language, texts] of Object.entries(translations)) {
    i18next.addResourceBundle(language, namespace, texts, true, true)
  }
  return namespace
}

export function useTexts(namespace: string) {
  return useTranslation(namespace)
}

/** The chosen language is kept as `lang`, the one before it as `hisLang` (docs/domain/site.md#data-and-fields). */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem('lang')
    return isLanguage(value) ? value : null
  } catch {
    return null
  }
}

export function applyLanguage(language: Language, remember: boolean): void {
  if (remember) {
    try {
      const previous = localStorage.getItem('lang')
      if (previous && previous !== language) localStorage.setItem('hisLang', previous)
      localStorage.setItem('lang', language)
    } catch {
      // Private windows may refuse storage; the choice then lasts for this page only.
    }
  }
  document.documentElement.lang = HTML_LANG[language]
  void i18next.changeLanguage(language)
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'EN'
}

export { i18next }
