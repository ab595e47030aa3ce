import { useMemo, type ReactNode } from 'react'
import { NavLink, useNavigate } from 'react-router'
import { Icon, type IconName } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { useCatalogueLanes } from '../../../lib/game-catalogue'
import { useLaunching } from '../../../lib/launch-game'
import { imageUrl, useSite } from '../../../lib/site'
import { useGameCatalogue } from '../api/game-vendors'
import { launchVendor } from '../launch'
import { buildNavigation, type NavItem, type NavKey, type NavTarget, type NavVendor } from '../navigation'
import { SHELL } from '../shell-texts'

export const NAV_ICON: Record<NavKey, IconName> = {
  home: 'home',
  casino: 'slots',
  live: 'cards',
  sports: 'ball',
  esports: 'game',
  fish: 'fish',
  pvp: 'chip',
  lottery: 'ticket',
  bingo: 'bingo',
  bgs: 'bingo',
  ds88: 'trophy',
  promotions: 'gift',
  download: 'download',
}

/** The navigation for the current catalogue and language. */
export function useNavItems(): NavItem[] {
  const { i18n } = useTexts(SHELL)
  const catalogue = useGameCatalogue(i18n.language)
  return useMemo(() => buildNavigation(catalogue), [catalogue])
}

export function useNavLabel(): (item: NavItem) => string {
  const { t } = useTexts(SHELL)
  return (item) => item.name ?? t(`nav.${item.key}`)
}

/** A page link, or a button that launches the vendor: the two kinds of navigation target. */
export function TargetLink({
  target,
  className,
  children,
  onDone,
  end,
}: {
  target: NavTarget
  className: string
  children: ReactNode
  /** Runs after the choice (closes the drawer or the dropdown). */
  onDone?: () => void
  end?: boolean
}) {
  const navigate = useNavigate()
  const { i18n } = useTexts(SHELL)
  const { lanes } = useCatalogueLanes(i18n.language)
  const site = useSite()
  const launching = useLaunching()
  if (target.kind === 'route') {
    return (
      <NavLink to={target.to} end={end} className={className} onClick={onDone}>
        {children}
      </NavLink>
    )
  }
  return (
    <button
      type="button"
      className={className}
      aria-busy={launching?.startsWith(`${target.vassalage}:`) ?? false}
      onClick={() => {
        onDone?.()
        launchVendor(navigate, lanes, target.vassalage, site.merchant.code)
      }}
    >
      {children}
    </button>
  )
}

/** One vendor in a dropdown: its white logo from the image base URL, or its name. */
function VendorTile({ vendor, onDone }: { vendor: NavVendor; onDone?: () => void }) {
  const { t } = useTexts(SHELL)
  const site = useSite()
  return (
    <TargetLink target={vendor.target} className="vendor-tile" onDone={onDone}>
      {vendor.logo ? (
        <img className="vendor-tile__logo" src={imageUrl(site, vendor.logo)} alt="" loading="lazy" />
      ) : (
        <span className="vendor-tile__initials" aria-hidden="true">
          {vendor.name.slice(0, 2).toUpperCase()}
        </span>
      )}
      <span className="vendor-tile__name">{vendor.name}</span>
      {vendor.soon ? (
        <span className="vendor-tile__hot vendor-tile__soon">{t('soon')}</span>
      ) : vendor.hot ? (
        <span className="vendor-tile__hot">{t('hot')}</span>
      ) : null}
    </TargetLink>
  )
}

/** A category's vendor tiles, then one to the whole category when it has more vendors than shown. */
export function VendorTiles({ item, iconSize, onDone }: { item: NavItem; iconSize: number; onDone?: () => void }) {
  const { t } = useTexts(SHELL)
  return (
    <>
      {item.vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <VendorTile vendor={vendor} onDone={onDone} />
        </li>
      ))}
      {item.more ? (
        <li>
          <TargetLink target={item.more} className="vendor-tile vendor-tile--more" onDone={onDone}>
            <Icon name="grid" size={iconSize} />
            <span className="vendor-tile__name">{t('more')}</span>
          </TargetLink>
        </li>
      ) : null}
    </>
  )
}
