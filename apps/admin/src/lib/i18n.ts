import type { Language } from '@sea/contract'
import { isLanguage } from '@sea/rules'
import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'

/**
 * The console's texts, in the site's five languages (English first). Each screen keeps its texts
 * beside it, all five languages in one object: the compiler refuses a language that misses a key.
 */
export type Texts = { readonly [key: string]: string | Texts }
type SameShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> }
export type Translations<T extends Texts> = { EN: T } & Record<Exclude<Language, 'EN'>, SameShape<T>>

export const LANGUAGE_ORDER: readonly Language[] = ['EN', 'CN', 'MY', 'VI', 'TH']
export const HTML_LANG: Record<Language, string> = { EN: 'en', CN: 'zh-CN', MY: 'ms', VI: 'vi', TH: 'th' }
export const LANGUAGE_NAMES: Record<Language, string> = {
  EN: 'English',
  CN: '简体中文',
  MY: 'Bahasa Melayu',
  VI: 'Tiếng Việt',
  TH: 'ไทย',
}

// Its own key, not the site's `lang`: on a shared host the console and the site may differ.
const STORAGE_KEY = 'sea.admin.lang'

void i18next.use(initReactI18next).init({
  lng: storedLanguage() ?? 'EN',
  fallbackLng: 'EN',
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
})

export function defineTexts<const T extends Texts>(namespace: string, translations: Translations<T>): string {
  for (const [language, texts] of Object.entries(translations)) {
    i18next.addResourceBundle(language, namespace, texts, true, true)
  }
  return namespace
}

export function useTexts(namespace: string) {
  return useTranslation(namespace)
}

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return isLanguage(value) ? value : null
  } catch {
    return null
  }
}

export function applyLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Storage refused (private window): the choice lasts for this page only.
  }
  document.documentElement.lang = HTML_LANG[language]
  void i18next.changeLanguage(language)
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'EN'
}

export { i18next }
