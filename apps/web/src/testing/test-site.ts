import type { StatusValue } from '@sea/contract'

/** A merchant as /wps/system/status describes it, for component tests. */
export function testSite(
  overrides: Partial<StatusValue> = {},
  flags: Partial<StatusValue['whitelabel']> = {},
): StatusValue {
  return {
    status: 0,
    merchant: {
      code: 'test',
      name: 'Test Brand',
      logoUrl: '/brand/logo.svg',
      faviconUrl: null,
      imageBaseUrl: '/brand/',
      theme: {
        primary: '#6142bf',
        primaryContrast: '#fff',
        accent: '#f5b400',
        background: '#000',
        surface: '#111',
        text: '#fff',
        muted: '#999',
      },
      languages: ['MY', 'EN', 'CN', 'VI', 'TH'],
      defaultLanguage: 'MY',
      currency: 'MYR',
      timezone: 'Asia/Kuala_Lumpur',
    },
    whitelabel: { DIRECTREG3: true, REFERRAL_PROMO: true, ...flags } as StatusValue['whitelabel'],
    registerRules: [],
    resources: [],
    customerService: { url: '/helpmc', vipUrl: '/helpmc#vip', popupWidth: 440, popupHeight: 750 },
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '127.0.0.1', country: null },
    maintenance: false,
    regionRestriction: false,
    maintenanceEnd: null,
    ...overrides,
  }
}
