import { useState } from 'react'
import { Link } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { hasCustomerService, openCustomerService } from '../../../lib/customer-service'
import { supportLinks, type SupportLink } from '../support-links'
import { SHELL } from '../shell-texts'
import './right-bar.css'

/** The right bar's entries for this merchant and member. */
export function useSupportLinks(): SupportLink[] {
  const { t } = useTexts(SHELL)
  const site = useSite()
  const openService = hasCustomerService(site)
    ? () => {
        if (!openCustomerService(site)) window.alert(t('popupBlocked'))
      }
    : null
  return supportLinks(site, openService)
}

/** One entry as a link or a button, with its icon and label (the label may be visually hidden). */
export function SupportItem({
  link,
  className,
  onDone,
}: {
  link: SupportLink
  className: string
  onDone?: () => void
}) {
  const { t } = useTexts(SHELL)
  const content = (
    <>
      <Icon name={link.icon} size={20} />
      <span className="support-item__label">{t(link.label)}</span>
    </>
  )
  if (link.kind === 'external') {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer" onClick={onDone}>
        {content}
        <span className="visually-hidden"> {t('newWindow')}</span>
      </a>
    )
  }
  if (link.kind === 'route') {
    return (
      <Link className={className} to={link.to} onClick={onDone}>
        {content}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onDone?.()
        link.run()
      }}
    >
      {content}
    </button>
  )
}

/**
 * Fixed on the right of wide screens. Where it would cover the page (small laptops) it folds
 * to customer service and a toggle; phones find the same entries in the menu drawer.
 */
export function RightBar() {
  const { t } = useTexts(SHELL)
  const links = useSupportLinks()
  const [open, setOpen] = useState(false)
  return (
    <aside className="right-bar" aria-label={t('quickLinks')} data-open={open}>
      <ul id="right-bar-links" className="right-bar__list">
        {links.map((link) => (
          <li key={link.label}>
            <SupportItem link={link} className={`right-bar__item right-bar__item--${link.label}`} />
          </li>
        ))}
        <li className="right-bar__fold">
          <button
            type="button"
            className="right-bar__item"
            aria-expanded={open}
            aria-controls="right-bar-links"
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? 'chevronDown' : 'plus'} size={20} />
            <span className="support-item__label">{t('quickLinks')}</span>
          </button>
        </li>
      </ul>
    </aside>
  )
}
