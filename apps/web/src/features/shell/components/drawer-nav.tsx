import { useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { SHELL } from '../shell-texts'
import { NAV_ICON, TargetLink, useNavItems, useNavLabel, VendorTiles } from './nav-parts'
import '../../../components/ui/icon-tile.css'

/** The navigation inside the phone drawer: each game category unfolds its vendors in place. */
export function DrawerNav({ onDone }: { onDone: () => void }) {
  const { t } = useTexts(SHELL)
  const items = useNavItems()
  const label = useNavLabel()
  const [expanded, setExpanded] = useState<string | null>(null)

  return (
    <ul className="drawer-nav">
      {items.map((item) => {
        const open = expanded === item.key
        const panelId = `drawer-nav-${item.key}`
        return (
          <li key={item.key} className="drawer-nav__item">
            <div className="drawer-nav__row">
              <TargetLink target={item.target} className="drawer-nav__link" end={item.key === 'home'} onDone={onDone}>
                <span className="drawer-nav__icon icon-tile">
                  <Icon name={NAV_ICON[item.key]} size={20} />
                </span>
                {label(item)}
              </TargetLink>
              {item.vendors.length ? (
                <button
                  type="button"
                  className="drawer-nav__expand"
                  aria-expanded={open}
                  aria-controls={panelId}
                  aria-label={t('vendorsOf', { category: label(item) })}
                  onClick={() => setExpanded(open ? null : item.key)}
                >
                  <Icon name="chevronDown" size={18} />
                </button>
              ) : null}
            </div>
            {item.vendors.length && open ? (
              <ul id={panelId} className="drawer-nav__vendors">
                <VendorTiles item={item} iconSize={22} onDone={onDone} />
              </ul>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
