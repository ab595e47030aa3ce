import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../locales/errors'
import { ApiError } from './api-client'
import { isLanguage } from './i18n'

/** The player's text for a failed call, in the page's language (never the server's message). */
export function useErrorText(): (error: unknown) => string {
  const { i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : 'EN'
  return useCallback(
    (error: unknown) => errorText(error instanceof ApiError ? error.code : 'bad_response', language),
    [language],
  )
}
