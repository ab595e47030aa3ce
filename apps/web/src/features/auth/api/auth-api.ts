import type { accountRoutes, socialRoutes, systemRoutes } from '@sea/contract'
import { queryOptions } from '@tanstack/react-query'
import { call, endpoint } from '../../../lib/api-client'
import type { Language } from '@sea/contract'

/** The account calls of the login, registration and password modals (contract: accounts, social, system). */
export const api = {
  login: endpoint<typeof accountRoutes.login>('POST', '/wps/session/login', true),
  freePlay: endpoint<typeof accountRoutes.freePlay>('POST', '/wps/session/login/freeplay'),
  logout: endpoint<typeof accountRoutes.logout>('POST', '/wps/session/logout'),
  challenge: endpoint<typeof accountRoutes.loginChallenge>('POST', '/wps/session/login/challenge'),
  verify: endpoint<typeof accountRoutes.loginVerify>('POST', '/wps/session/login/verify', true),
  smsNoLogin: endpoint<typeof accountRoutes.smsNoLogin>('POST', '/wps/verification/sms/noLogin'),
  smsRegister: endpoint<typeof accountRoutes.smsRegister>('POST', '/wps/verification/sms/register'),
  register: endpoint<typeof accountRoutes.register>('PUT', '/wps/member/register', true),
  registerMobile: endpoint<typeof accountRoutes.registerMobile>('PUT', '/wps/member/register/mobile', true),
  affiliate: endpoint<typeof accountRoutes.affiliate>('GET', '/wps/agent/affiliate'),
  changePassword: endpoint<typeof accountRoutes.changePassword>('POST', '/wps/member/password', true),
  forgotByEmail: endpoint<typeof accountRoutes.forgotByEmail>('POST', '/wps/member/password/email'),
  forgotByPhone: endpoint<typeof accountRoutes.forgotByPhone>('POST', '/wps/member/password/verification', true),
  resetByLink: endpoint<typeof accountRoutes.resetByLink>('POST', '/wps/member/password/reset', true),
  socialStart: endpoint<typeof socialRoutes.start>('GET', '/wps/session/social/:provider/start'),
  socialComplete: endpoint<typeof socialRoutes.complete>('POST', '/wps/session/social/:provider/complete'),
  captcha: endpoint<typeof systemRoutes.captcha>('GET', '/wps/captcha'),
}

const registerSettingsEndpoint = endpoint<typeof systemRoutes.registerSettings>('GET', '/wps/system/setting/register')
const countriesEndpoint = endpoint<typeof systemRoutes.countries>('GET', '/wps/system/countries')

/** Rules and pattern messages in the page's language; they change only when the operator edits them. */
export const registerSettingsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['registerSettings', language],
    queryFn: ({ signal }) => call(registerSettingsEndpoint, { query: { language }, signal }),
    staleTime: 10 * 60_000,
  })

export const countriesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['countries', language],
    queryFn: ({ signal }) => call(countriesEndpoint, { query: { language }, signal }),
    staleTime: 60 * 60_000,
  })
