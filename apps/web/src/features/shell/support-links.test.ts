import { afterEach, describe, expect, it } from 'vitest'
import { closeAllModals, getModals } from '../../lib/modals'
import { clearSession, setSession } from '../../lib/session-store'
import { supportLinks } from './support-links'
import { testSite } from './test-utils'

const resource = (resourceType: 'FACEBOOK' | 'WHATSAPP' | 'TELEGRAM', url: string) => ({
  resourceType,
  url,
  qrCodeUrl: null,
  labelNameEn: resourceType,
})
const labels = (links: ReturnType<typeof supportLinks>) => links.map((link) => link.label)
const run = (links: ReturnType<typeof supportLinks>, label: string) => {
  const link = links.find((entry) => entry.label === label)
  if (link?.kind !== 'action') throw new Error(`${label} is not an action`)
  link.run()
}

describe('supportLinks', () => {
  afterEach(() => {
    clearSession()
    closeAllModals()
  })

  it('lists the right bar in order, social links only where the merchant has them', () => {
    const site = testSite({
      resources: [resource('TELEGRAM', 'https://t.me/brand'), resource('FACEBOOK', 'https://facebook.com/brand')],
    })
    const links = supportLinks(site, () => undefined)
    expect(labels(links)).toEqual([
      'customerService',
      'help',
      'facebook',
      'telegram',
      'appDownload',
      'platformMessages',
      'inviteFriends',
    ])
    expect(links[2]).toMatchObject({ kind: 'external', href: 'https://facebook.com/brand' })
    expect(links[4]).toMatchObject({ kind: 'route', to: '/download' })
    run(links, 'help')
    expect(getModals()).toEqual([{ name: 'helpWidget', params: {} }])
  })

  it('leaves out customer service without an address and invite friends without the referral promotion', () => {
    expect(labels(supportLinks(testSite({}, { REFERRAL_PROMO: false }), null))).toEqual([
      'help',
      'appDownload',
      'platformMessages',
    ])
  })

  it('gives a visitor the login popup for platform messages and a member the messages page', () => {
    const links = supportLinks(testSite(), null)
    run(links, 'platformMessages')
    expect(getModals()).toEqual([{ name: 'loginPopup', params: {} }])
    closeAllModals()
    setSession({ token: 't', isAgent: 0, userName: 'amy' })
    run(links, 'platformMessages')
    expect(getModals()).toEqual([{ name: 'memberCentre', params: { page: 'messageV2' } }])
  })
})
