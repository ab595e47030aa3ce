import type { MemberInfo } from '@sea/contract'
import type { CSSProperties } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import type { Avatar } from '../api'
import type { SecurityChecklist } from '../security-score'
import { SECURITY } from '../security-texts'
import { MemberAvatar } from './avatar-art'

interface ProfileCardProps {
  info: MemberInfo
  avatar: Avatar | undefined
  checklist: SecurityChecklist
  pickerOpen: boolean
  onTogglePicker: () => void
}

/** Who the member is and how well the account is protected. */
export function ProfileCard({ info, avatar, checklist, pickerOpen, onTogglePicker }: ProfileCardProps) {
  const dateTime = useDateTime()
  const { t } = useTexts(SECURITY)
  const name = info.nickname || info.account
  const rank = info.vip.hasVip ? (info.vip.labelName ?? t('profile.vip', { level: info.vip.rankLevel })) : null
  // The VIP pass names the club after the tier (docs/domain/loyalty.md#vip): one tag says it once.
  const club = info.clubLabel && info.clubLabel.labelName !== rank ? info.clubLabel.labelName : null
  return (
    <section className="security-hero" aria-labelledby="security-name">
      <div className="security-hero__who">
        <button
          type="button"
          className="security-hero__avatar"
          onClick={onTogglePicker}
          aria-expanded={pickerOpen}
          aria-controls="security-avatar-picker"
          aria-label={t('profile.changeAvatar')}
        >
          <MemberAvatar avatar={avatar} size={76} />
          <span className="security-hero__edit" aria-hidden="true">
            {/* A pencil: the one glyph here the shared icon set does not have. */}
            <svg
              viewBox="0 0 24 24"
              width="13"
              height="13"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4" />
            </svg>
          </span>
        </button>
        <div className="security-hero__text">
          <h3 id="security-name" className="security-hero__name">
            {name}
          </h3>
          <p className="security-hero__tags">
            {name !== info.account ? <span className="security-hero__account">@{info.account}</span> : null}
            <span className={`security-tag${rank !== null ? ' security-tag--vip' : ''}`}>
              <Icon name="star" size={12} />
              {rank ?? t('profile.member')}
            </span>
            {club !== null ? <span className="security-tag">{club}</span> : null}
            {info.memberLabel.map((label) => (
              <span key={label} className="security-tag">
                {label}
              </span>
            ))}
          </p>
          {info.lastLoginTime ? (
            <p className="security-hero__meta">{t('profile.lastLogin', { time: dateTime(info.lastLoginTime) })}</p>
          ) : null}
        </div>
      </div>
      <div className={`security-score security-score--${checklist.level}`}>
        <span
          className="security-score__ring"
          style={{ '--percent': checklist.percent } as CSSProperties}
          aria-hidden="true"
        >
          <svg viewBox="0 0 64 64" width="72" height="72">
            <circle className="security-score__track" cx="32" cy="32" r="27" pathLength="100" />
            <circle className="security-score__value" cx="32" cy="32" r="27" pathLength="100" />
          </svg>
          <span className="security-score__percent">{checklist.percent}%</span>
        </span>
        <span className="security-score__text">
          <span className="security-score__label">{t('score.title')}</span>
          <strong className="security-score__level">{t(`score.${checklist.level}`)}</strong>
          <span className="security-score__done">
            {t('score.done', { done: checklist.done, total: checklist.total })}
          </span>
        </span>
      </div>
    </section>
  )
}

/** The profile's facts: what the member registered with and who brought them. */
export function ProfileDetails({ info }: { info: MemberInfo }) {
  const { t } = useTexts(SECURITY)
  const rows = [
    { label: t('profile.account'), value: info.account },
    { label: t('profile.realName'), value: info.payeeName },
    { label: t('profile.nickname'), value: info.nickname },
    { label: t('profile.upline'), value: info.toUpline },
  ]
  return (
    <section className="security-section" aria-labelledby="security-profile">
      <h3 id="security-profile" className="security-section__title">
        {t('profile.title')}
      </h3>
      <dl className="security-facts">
        {rows.map((row) => (
          <div key={row.label} className="security-facts__item">
            <dt>{row.label}</dt>
            <dd className={row.value ? undefined : 'security-facts__empty'}>{row.value || t('profile.notSet')}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
