import { LANGUAGES, type Language } from '@sea/contract/constants'

/** Whether a value is one of the spec's language codes (a stored setting, a query, i18next's choice). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}
