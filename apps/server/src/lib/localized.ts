import { LANGUAGES, type Language } from '@sea/contract'

/**
 * The text to show in `language` from texts kept per language: that language, else English
 * (the product's fallback), else the brand's default language, else any language there is.
 */
export function pickText<T>(
  texts: Partial<Record<string, T>>,
  language: Language,
  brandDefault: Language,
): T | undefined {
  for (const candidate of [language, 'EN', brandDefault, ...LANGUAGES]) {
    const text = texts[candidate]
    if (text !== undefined) return text
  }
  return undefined
}
