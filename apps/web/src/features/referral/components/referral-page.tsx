import type { ReferralSummary } from '@sea/contract'
import { isAgentType } from '@sea/rules'
import { useState } from 'react'
import { Icon, type IconName } from '../../../components/ui/icon'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { TitledSection } from '../../../components/ui/titled-section'
import { useMemberInfo } from '../../../lib/account'
import { useTexts } from '../../../lib/i18n'
import { imageUrl, useSite } from '../../../lib/site'
import { useReferral } from '../api'
import { SHARE_TARGETS, shareUrl, type ShareTarget } from '../invite'
import { REFERRAL } from '../referral-texts'
import { CopyButton, CopyField } from './copy-controls'
import { Invitees } from './invitees'
import { QrCode, saveQrPng } from './qr-code'
import '../../../components/ui/forms.css'
import './referral.css'
import '../../../components/ui/icon-tile.css'

/**
 * The invite-friends page (referral): the member's code and link, a QR code and share buttons,
 * what inviting has earned and the friends who registered with the code.
 */
export default function ReferralPage() {
  const { t } = useTexts(REFERRAL)
  const site = useSite()
  const [page, setPage] = useState(1)
  const referral = useReferral(page, site.whitelabel.REFERRAL_PROMO === true)
  // The menu hides this page when the promotion is off; a stale link still gets a plain answer.
  if (!site.whitelabel.REFERRAL_PROMO) {
    return (
      <EmptyState icon="share" title={t('unavailableTitle')}>
        {t('unavailableBody')}
      </EmptyState>
    )
  }
  return (
    <QueryView query={referral} rows={4}>
      {(summary) => (
        <div className="centre-panel">
          <Invite summary={summary} />
          <Invitees summary={summary} page={page} onPage={setPage} />
        </div>
      )}
    </QueryView>
  )
}

const SHARE_ICONS: Record<ShareTarget, IconName | null> = {
  whatsapp: 'whatsapp',
  telegram: 'telegram',
  facebook: 'facebook',
  line: null,
}

function Invite({ summary }: { summary: ReferralSummary }) {
  const { t } = useTexts(REFERRAL)
  const site = useSite()
  // The member record says whether the code brings team members; until it is here, the member text.
  const type = useMemberInfo().data?.type
  const isAgent = type !== undefined && isAgentType(type)
  const { code, link } = summary
  const text = t('shareText', { brand: site.merchant.name })
  const canShare = typeof navigator.share === 'function'

  return (
    <>
      <section className="referral-hero">
        <div className="referral-hero__text">
          <h3 className="referral-hero__title">{t('heroTitle')}</h3>
          <p className="referral-hero__body">{isAgent ? t('agentBody') : t('heroBody')}</p>
          <div className="referral-code">
            <span className="referral-code__label">{t('code')}</span>
            <span className="referral-code__value">{code}</span>
            <CopyButton value={code} label={t('copyCode')} />
          </div>
        </div>
        <div className="referral-hero__qr">
          <QrCode value={link} label={t('qrAlt')} logoUrl={imageUrl(site, site.merchant.logoUrl)} />
          <span className="referral-hero__scan">{t('qrTitle')}</span>
          <button
            type="button"
            className="link-button referral-hero__save"
            onClick={() => saveQrPng(link, `invite-${code}.png`)}
          >
            <Icon name="download" size={16} />
            {t('saveQr')}
          </button>
        </div>
      </section>

      <TitledSection
        id="referral-link"
        title={t('link')}
        level="h3"
        className="referral-card"
        titleClass="referral-card__title"
      >
        <CopyField value={link} label={t('link')} buttonLabel={t('copyLink')} />
        <p className="referral-card__title referral-card__title--small">{t('share')}</p>
        <div className="referral-share">
          {SHARE_TARGETS.map((target) => {
            const icon = SHARE_ICONS[target]
            return (
              <a
                key={target}
                className={`referral-share__item referral-share__item--${target}`}
                href={shareUrl(target, link, text)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span className="referral-share__icon" aria-hidden="true">
                  {icon ? <Icon name={icon} size={22} /> : <span className="referral-share__glyph">LINE</span>}
                </span>
                {t(`targets.${target}`)}
              </a>
            )
          })}
          {canShare ? (
            <button
              type="button"
              className="referral-share__item"
              onClick={() =>
                void navigator.share({ title: site.merchant.name, text, url: link }).catch(() => undefined)
              }
            >
              <span className="referral-share__icon" aria-hidden="true">
                <Icon name="share" size={22} />
              </span>
              {t('shareMore')}
            </button>
          ) : null}
        </div>
      </TitledSection>

      <TitledSection
        id="referral-steps"
        title={t('stepsTitle')}
        level="h3"
        className="referral-card"
        titleClass="referral-card__title"
      >
        <ol className="referral-steps">
          {(['step1', 'step2', 'step3'] as const).map((step, index) => (
            <li key={step} className="referral-steps__item">
              <span className="referral-steps__icon icon-tile icon-tile--accent" aria-hidden="true">
                <Icon name={(['share', 'user', 'gift'] as const)[index] ?? 'gift'} size={20} />
              </span>
              <span>{t(step)}</span>
            </li>
          ))}
        </ol>
      </TitledSection>
    </>
  )
}
