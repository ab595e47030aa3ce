import type { MemberInfo } from '@sea/contract'
import { isAgentType } from '@sea/rules'
import { useRef, useState } from 'react'
import { Icon, type IconName } from '../../../components/ui/icon'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { TitledSection } from '../../../components/ui/titled-section'
import { useMemberInfo } from '../../../lib/account'
import { useTexts } from '../../../lib/i18n'
import { imageUrl, useSite } from '../../../lib/site'
import { inviteLink, SHARE_TARGETS, shareUrl, type ShareTarget } from '../invite'
import { REFERRAL } from '../referral-texts'
import { QrCode, saveQrPng } from './qr-code'
import '../../../components/ui/forms.css'
import './referral.css'
import '../../../components/ui/icon-tile.css'

/** The invite-friends page (referral): the member's code and link, a QR code and share buttons. */
export default function ReferralPage() {
  const { t } = useTexts(REFERRAL)
  const site = useSite()
  const info = useMemberInfo()
  // The menu hides this page when the promotion is off; a stale link still gets a plain answer.
  if (!site.whitelabel.REFERRAL_PROMO) {
    return (
      <EmptyState icon="share" title={t('unavailableTitle')}>
        {t('unavailableBody')}
      </EmptyState>
    )
  }
  return (
    <QueryView query={info} rows={4}>
      {(data) => <Invite info={data} />}
    </QueryView>
  )
}

const SHARE_ICONS: Record<ShareTarget, IconName | null> = {
  whatsapp: 'whatsapp',
  telegram: 'telegram',
  facebook: 'facebook',
  line: null,
}

function Invite({ info }: { info: MemberInfo }) {
  const { t } = useTexts(REFERRAL)
  const site = useSite()
  const isAgent = isAgentType(info.type)
  const link = inviteLink(window.location.origin, info.affiliateCode, isAgent)
  const text = t('shareText', { brand: site.merchant.name })
  const canShare = typeof navigator.share === 'function'

  return (
    <div className="centre-panel">
      <section className="referral-hero">
        <div className="referral-hero__text">
          <h3 className="referral-hero__title">{t('heroTitle')}</h3>
          <p className="referral-hero__body">{isAgent ? t('agentBody') : t('heroBody')}</p>
          <div className="referral-code">
            <span className="referral-code__label">{t('code')}</span>
            <span className="referral-code__value">{info.affiliateCode}</span>
            <CopyButton value={info.affiliateCode} label={t('copyCode')} />
          </div>
        </div>
        <div className="referral-hero__qr">
          <QrCode value={link} label={t('qrAlt')} logoUrl={imageUrl(site, site.merchant.logoUrl)} />
          <span className="referral-hero__scan">{t('qrTitle')}</span>
          <button
            type="button"
            className="link-button referral-hero__save"
            onClick={() => saveQrPng(link, `invite-${info.affiliateCode}.png`)}
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
    </div>
  )
}

/** Copies to the clipboard; where the browser refuses (an insecure page), selects the text instead. */
function useCopy(fallback?: () => void) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const copy = (value: string) => {
    const done = () => {
      setState('copied')
      setTimeout(() => setState('idle'), 2000)
    }
    if (!navigator.clipboard) {
      fallback?.()
      setState('failed')
      return
    }
    navigator.clipboard.writeText(value).then(done, () => {
      fallback?.()
      setState('failed')
    })
  }
  return { state, copy }
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTexts(REFERRAL)
  const { state, copy } = useCopy()
  return (
    <button
      type="button"
      className="button button--cta referral-code__copy"
      onClick={() => copy(value)}
      aria-live="polite"
    >
      <Icon name={state === 'copied' ? 'check' : 'copy'} size={16} />
      {state === 'copied' ? t('copied') : label}
    </button>
  )
}

function CopyField({ value, label, buttonLabel }: { value: string; label: string; buttonLabel: string }) {
  const { t } = useTexts(REFERRAL)
  const input = useRef<HTMLInputElement>(null)
  const { state, copy } = useCopy(() => input.current?.select())
  return (
    <div className="referral-link">
      <div className="referral-link__row">
        <input
          ref={input}
          className="field__input referral-link__input"
          value={value}
          readOnly
          aria-label={label}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button--primary referral-link__copy" onClick={() => copy(value)}>
          <Icon name={state === 'copied' ? 'check' : 'copy'} size={16} />
          {state === 'copied' ? t('copied') : buttonLabel}
        </button>
      </div>
      {state === 'failed' ? (
        <p className="referral-link__note" role="status">
          {t('copyFailed')}
        </p>
      ) : null}
    </div>
  )
}
