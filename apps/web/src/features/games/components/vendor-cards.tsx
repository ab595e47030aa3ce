import type { VendorCard } from '@sea/contract'
import { useNavigate } from 'react-router'
import { EmptyState, LoadingState } from '../../../components/ui/states'
import { useCatalogueLanes } from '../../../lib/game-catalogue'
import { useTexts } from '../../../lib/i18n'
import { launchGame, useLaunching } from '../../../lib/launch-game'
import { imageUrl, useSite } from '../../../lib/site'
import { pageVendors, type VendorPage } from '../game-pages'
import { GAMES } from '../games-texts'

/** /sports, /esports and /seamless: the vendors of those categories as cards that launch on click. */
export function VendorCards({ type }: { type: VendorPage }) {
  const { t, i18n } = useTexts(GAMES)
  const { lanes, isPending } = useCatalogueLanes(i18n.language)
  const vendors = pageVendors(type, lanes)
  if (isPending) return <LoadingState rows={4} />
  if (vendors.length === 0) {
    return (
      <div className="games-state">
        <EmptyState icon="game" title={t('cards.emptyTitle')}>
          {t('cards.emptyBody')}
        </EmptyState>
      </div>
    )
  }
  return (
    <ul className="vendor-cards">
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <VendorCardTile vendor={vendor} />
        </li>
      ))}
    </ul>
  )
}

function VendorCardTile({ vendor }: { vendor: VendorCard }) {
  const { t } = useTexts(GAMES)
  const site = useSite()
  const navigate = useNavigate()
  const launching = useLaunching()
  const busy = launching?.startsWith(`${vendor.vassalage}:`) ?? false
  const picture = vendor.cards[0]
  const launch = () =>
    void launchGame(
      {
        vassalage: vendor.vassalage,
        name: vendor.displayName,
        isGame: vendor.isGame,
        comingSoon: vendor.comingSoon,
        nodeId: vendor.nodeId || undefined,
      },
      navigate,
      site.merchant.code,
    )
  return (
    <button
      type="button"
      className={`vendor-card${vendor.comingSoon ? ' is-soon' : ''}`}
      onClick={launch}
      disabled={busy}
      aria-busy={busy}
    >
      <span className="vendor-card__art">
        {/* The card picture carries the vendor's name and art; without one, its logo or initials. */}
        {picture ? (
          <img src={imageUrl(site, picture)} alt="" loading="lazy" />
        ) : vendor.logo ? (
          <img className="vendor-card__logo" src={imageUrl(site, vendor.logo)} alt="" loading="lazy" />
        ) : (
          <span className="vendor-card__initials" aria-hidden="true">
            {vendor.displayName.slice(0, 2).toUpperCase()}
          </span>
        )}
        {vendor.isHot === 1 && !vendor.comingSoon ? (
          <span className="game-badge game-badge--hot vendor-card__badge">{t('hot')}</span>
        ) : null}
      </span>
      <span className="vendor-card__body">
        <span className="vendor-card__name">{vendor.displayName}</span>
        <span className="vendor-card__meta">
          {t(`categories.${vendor.gameType}`)} ·{' '}
          {vendor.walletMode === 'seamless' ? t('cards.seamless') : t('cards.transfer')}
        </span>
      </span>
      <span className={`vendor-card__cta${vendor.comingSoon ? ' is-soon' : ''}`}>
        {vendor.comingSoon ? t('soon') : busy ? t('launching') : t('cards.play')}
      </span>
    </button>
  )
}
