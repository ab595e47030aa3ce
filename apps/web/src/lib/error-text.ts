import { isLanguage } from '@sea/rules'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText, type ErrorTextLanguage } from '../locales/errors'
import { ApiError } from './api-client'

/** `secret_locked` with the lock's length, which the server gives in seconds (no clock of ours needed). */
const LOCKED_FOR: Record<ErrorTextLanguage, string> = {
  EN: 'For your safety this is locked after too many wrong attempts, please try again in {{minutes}} min',
  CN: '错误次数过多，为保障您的安全已锁定，请在 {{minutes}} 分钟后再试',
  MY: 'Demi keselamatan anda, ini dikunci selepas terlalu banyak percubaan salah, sila cuba lagi dalam {{minutes}} minit',
  VI: 'Vì an toàn của bạn, mục này đã bị khóa do nhập sai quá nhiều lần, vui lòng thử lại sau {{minutes}} phút',
  TH: 'เพื่อความปลอดภัยของคุณ รายการนี้ถูกล็อกเนื่องจากกรอกผิดหลายครั้งเกินไป กรุณาลองใหม่ในอีก {{minutes}} นาที',
}

/** The text of a failed call; a lock says how long it lasts, when the server said so. */
export function describeError(error: unknown, language: ErrorTextLanguage): string {
  if (!(error instanceof ApiError)) return errorText('bad_response', language)
  const seconds = Number(error.details.find((d) => d.path === '/retryAfterSeconds')?.message)
  if (error.code === 'secret_locked' && Number.isFinite(seconds) && seconds > 0) {
    return LOCKED_FOR[language].replace('{{minutes}}', String(Math.ceil(seconds / 60)))
  }
  return errorText(error.code, language)
}

/** The player's text for a failed call, in the page's language (never the server's message). */
export function useErrorText(): (error: unknown) => string {
  const { i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : 'EN'
  return useCallback((error: unknown) => describeError(error, language), [language])
}
