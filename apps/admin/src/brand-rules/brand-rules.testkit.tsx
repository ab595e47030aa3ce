import {
  REGISTER_FIELDS,
  WHITELABEL_FLAG_CODES,
  type BrandRules,
  type brandRulesRoutes,
  type Permission,
} from '@sea/contract'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createQueryClient } from '../app/app'
import { setSession } from '../lib/session'
import { OperatorProvider } from '../shell/operator-context'
import { reply, serve, type Request } from '../testing/fake-server'
import { meOf } from '../testing/render'

/** Brand 1's rules as the server answers them. */
export function rulesOf(overrides: Partial<BrandRules> = {}): BrandRules {
  return {
    merchantId: 1,
    currency: 'MYR',
    flags: Object.fromEntries(WHITELABEL_FLAG_CODES.map((flag) => [flag, flag.endsWith('REGISTER')])),
    registration: {
      rules: REGISTER_FIELDS.map((field) => ({
        field,
        enabled: field === 'username' || field === 'password',
        required: field === 'username' || field === 'password',
        patternId: 1,
        minLength: 6,
        maxLength: 16,
      })),
      messages: [],
    },
    patterns: [
      { patternId: 0, name: 'any', pattern: '^.*$', messages: { EN: 'Anything' } },
      { patternId: 1, name: 'letters and digits', pattern: '^[a-z0-9]+$', messages: { EN: '(min)-(max) letters' } },
    ],
    resources: {
      resources: [
        { resourceType: 'TELEGRAM', url: 'https://t.me/lotus', labelNameEn: 'Telegram', customQrUrl: null },
        {
          resourceType: 'APP_IOS',
          url: '/download#ios',
          labelNameEn: 'iOS app',
          customQrUrl: '/wps/brand-rules-files/abcdefghijklmnopqrstuvwx',
        },
      ],
    },
    customerService: { url: 'https://chat.lotus.test', vipUrl: null, popupWidth: 440, popupHeight: 750 },
    analytics: { gtagId: null },
    domainRoutes: { routes: [{ url: 'https://alt.lotus.test' }] },
    access: {
      maintenance: false,
      maintenanceEnd: null,
      restrictedCountries: ['US'],
      restrictedIps: [],
      minimumAge: 18,
      birthdayMinimumAge: 21,
    },
    sessions: {
      sessionIdleMinutes: 60,
      sessionMaxHours: 24,
      passwordMaxAgeDays: 0,
      newIpVerification: false,
      trialBalance: '200000',
    },
    identity: { withdrawalAbove: null, withdrawalTotalAbove: null, limitRaise: false },
    ...overrides,
  }
}

const EDITOR: Permission[] = ['operator.session', 'brands.read', 'brands.settings']

/**
 * One tab of brand 1, alone (the brand page that hosts it is another slice's), before a fake
 * server answering the rules and every save with `saved` (or the handler given).
 */
export function openTab(
  tab: ReactNode,
  { permissions = EDITOR, routes = {}, rules = rulesOf() } = {} as {
    permissions?: Permission[]
    routes?: Parameters<typeof serve>[0]
    rules?: BrandRules
  },
): Request[] {
  setSession({ token: 'op-token', expiresAt: '2099-01-01T00:00:00.000Z' })
  const requests = serve({
    'GET /wps/operator/brands/1/rules': () => reply<typeof brandRulesRoutes.read>(rules),
    ...routes,
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OperatorProvider me={meOf({ permissions })}>{tab}</OperatorProvider>
    </QueryClientProvider>,
  )
  return requests
}

export const READER: Permission[] = ['operator.session', 'brands.read']
