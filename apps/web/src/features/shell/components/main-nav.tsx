import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { SHELL } from '../shell-texts'
import { NAV_ICON, TargetLink, useNavItems, useNavLabel, VendorTiles } from './nav-parts'
import '../../../components/ui/card.css'
import './main-nav.css'

/** Drops focus after a choice so the hover/focus dropdown closes as the page changes. */
const blur = () => (document.activeElement as HTMLElement | null)?.blur()

/** The desktop navigation bar with a vendor dropdown per game category. */
export function MainNav() {
  const { t } = useTexts(SHELL)
  const items = useNavItems()
  const label = useNavLabel()
  return (
    <nav className="main-nav" aria-label={t('mainNav')}>
      <ul className="container main-nav__list">
        {items.map((item) => (
          <li key={item.key} className={`main-nav__item${item.vendors.length ? ' main-nav__item--menu' : ''}`}>
            <TargetLink target={item.target} className="main-nav__link" end={item.key === 'home'} onDone={blur}>
              <Icon name={NAV_ICON[item.key]} size={22} />
              {label(item)}
            </TargetLink>
            {item.vendors.length ? (
              <div className="nav-panel">
                <div className="container nav-panel__inner">
                  <p className="group-title">{t('vendorsOf', { category: label(item) })}</p>
                  <ul className="nav-panel__grid">
                    <VendorTiles item={item} iconSize={24} onDone={blur} />
                  </ul>
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  )
}
