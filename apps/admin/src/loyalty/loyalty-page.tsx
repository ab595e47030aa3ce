import type { ReactNode } from 'react'
import { Route, Routes } from 'react-router'
import { PageHeader } from '../components/common'
import { Tabs } from '../components/tabs'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { ItemsTab } from './items-tab'
import { LOYALTY } from './loyalty.texts'
import { MemberTab } from './member-tab'
import { MissionsTab } from './missions-tab'
import { RedemptionsTab } from './redemptions-tab'
import { SettingsTab } from './settings-tab'
import { VipTab } from './vip-tab'
import './loyalty.css'

/**
 * The Loyalty section (decision 055, docs/admin.md "Loyalty"): a brand's point policy, mall items
 * and the redemptions to fulfil, missions, VIP tiers, and one member's points and tier. Loyalty
 * is per brand, so with "All brands" chosen the section asks for one.
 */
export function LoyaltyPage() {
  const tab = (render: (merchantId: number) => ReactNode) => <SectionHome>{render}</SectionHome>
  return (
    <Routes>
      <Route
        index
        element={tab((brand) => (
          <SettingsTab merchantId={brand} />
        ))}
      />
      <Route
        path="items"
        element={tab((brand) => (
          <ItemsTab merchantId={brand} />
        ))}
      />
      <Route
        path="redemptions"
        element={tab((brand) => (
          <RedemptionsTab merchantId={brand} />
        ))}
      />
      <Route
        path="missions"
        element={tab((brand) => (
          <MissionsTab merchantId={brand} />
        ))}
      />
      <Route
        path="vip"
        element={tab((brand) => (
          <VipTab merchantId={brand} />
        ))}
      />
      <Route
        path="member"
        element={tab((brand) => (
          <MemberTab merchantId={brand} />
        ))}
      />
    </Routes>
  )
}

function SectionHome({ children }: { children: (merchantId: number) => ReactNode }) {
  const { t } = useTexts(LOYALTY)
  const brand = useSectionBrand()
  return (
    <div className="page loyalty-section">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        label={t('tabs.label')}
        tabs={[
          { to: '/loyalty', label: t('tabs.settings') },
          { to: '/loyalty/items', label: t('tabs.items') },
          { to: '/loyalty/redemptions', label: t('tabs.redemptions') },
          { to: '/loyalty/missions', label: t('tabs.missions') },
          { to: '/loyalty/vip', label: t('tabs.vip') },
          { to: '/loyalty/member', label: t('tabs.member') },
        ]}
      />
      {brand === null ? <ChooseBrand /> : children(brand)}
    </div>
  )
}

/** The brand chosen in the top bar, or the operator's only one; null while "all brands" is chosen. */
function useSectionBrand(): number | null {
  const { me, brandId } = useOperator()
  if (brandId !== null) return brandId
  return me.brands.length === 1 ? (me.brands[0]?.id ?? null) : null
}

function ChooseBrand() {
  const { t } = useTexts(LOYALTY)
  const { me, chooseBrand } = useOperator()
  return (
    <div className="empty-state">
      <h2>{t('chooseBrand.title')}</h2>
      <p>{t('chooseBrand.body')}</p>
      <div className="filters">
        {me.brands.map((brand) => (
          <button
            key={brand.id}
            type="button"
            className="button button-secondary"
            onClick={() => chooseBrand(brand.id)}
          >
            {brand.name}
          </button>
        ))}
      </div>
    </div>
  )
}
