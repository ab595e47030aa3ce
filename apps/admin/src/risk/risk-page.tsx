import type { ReactNode } from 'react'
import { Route, Routes } from 'react-router'
import { PageHeader } from '../components/common'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { FlagView } from './flag-view'
import { RiskQueue } from './risk-queue'
import { RISK } from './risk.texts'
import './risk.css'

/**
 * The Risk section (decision 058, docs/player-protection.md#risk-rules): the brand's queue of
 * flags and a page per flag. Flags are per brand, so with "All brands" chosen the section asks for one.
 */
export function RiskPage() {
  return (
    <Routes>
      <Route index element={<OneBrand header>{(brand) => <RiskQueue merchantId={brand} />}</OneBrand>} />
      <Route path=":flagId" element={<OneBrand>{(brand) => <FlagView merchantId={brand} />}</OneBrand>} />
    </Routes>
  )
}

function OneBrand({ header, children }: { header?: boolean; children: (merchantId: number) => ReactNode }) {
  const { t } = useTexts(RISK)
  const brand = useSectionBrand()
  return (
    <div className="page risk-section">
      {header ? <PageHeader title={t('title')} subtitle={t('subtitle')} /> : null}
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
  const { t } = useTexts(RISK)
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
