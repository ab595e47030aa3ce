import type { ReactNode } from 'react'
import { Link, Route, Routes } from 'react-router'
import { PageHeader } from '../components/common'
import { Tabs } from '../components/tabs'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { PromotionForm } from './promotion-form'
import { PromotionList } from './promotion-list'
import { PromotionView } from './promotion-view'
import { PROMOTIONS } from './promotions.texts'
import { RequestsTab } from './requests-tab'
import './promotions.css'

/**
 * The Promotions section (decision 054, docs/admin.md "Promotions"): a brand's promotions with
 * their figures, the requests waiting for a decision, the form per kind and a page per promotion.
 * Promotions are per brand, so with "All brands" chosen the section asks for one.
 */
export function PromotionsPage() {
  return (
    <Routes>
      <Route index element={<SectionHome>{(brand) => <PromotionList merchantId={brand} />}</SectionHome>} />
      <Route path="requests" element={<SectionHome>{(brand) => <RequestsTab merchantId={brand} />}</SectionHome>} />
      <Route path="new" element={<OneBrand>{(brand) => <PromotionForm merchantId={brand} />}</OneBrand>} />
      <Route path=":promotionId" element={<OneBrand>{(brand) => <PromotionView merchantId={brand} />}</OneBrand>} />
      <Route
        path=":promotionId/edit"
        element={<OneBrand>{(brand) => <PromotionForm merchantId={brand} editing />}</OneBrand>}
      />
    </Routes>
  )
}

function SectionHome({ children }: { children: (merchantId: number) => ReactNode }) {
  const { t } = useTexts(PROMOTIONS)
  const { can } = useOperator()
  const brand = useSectionBrand()
  return (
    <div className="page promotions-section">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          brand !== null && can('promotions.manage') ? (
            <Link className="button button-primary" to="/promotions/new">
              {t('create')}
            </Link>
          ) : undefined
        }
      />
      <Tabs
        label={t('tabs.label')}
        tabs={[
          { to: '/promotions', label: t('tabs.list') },
          { to: '/promotions/requests', label: t('tabs.requests') },
        ]}
      />
      {brand === null ? <ChooseBrand /> : children(brand)}
    </div>
  )
}

function OneBrand({ children }: { children: (merchantId: number) => ReactNode }) {
  const brand = useSectionBrand()
  return <div className="page promotions-section">{brand === null ? <ChooseBrand /> : children(brand)}</div>
}

/** The brand chosen in the top bar, or the operator's only one; null while "all brands" is chosen. */
export function useSectionBrand(): number | null {
  const { me, brandId } = useOperator()
  if (brandId !== null) return brandId
  return me.brands.length === 1 ? (me.brands[0]?.id ?? null) : null
}

function ChooseBrand() {
  const { t } = useTexts(PROMOTIONS)
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
