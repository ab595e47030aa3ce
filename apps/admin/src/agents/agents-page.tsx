import type { ReactNode } from 'react'
import { Route, Routes } from 'react-router'
import { Tabs } from '../components/tabs'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { AgentPage } from './agent-page'
import { AgentTree } from './agent-tree'
import { CeilingsPanel } from './ceilings-panel'
import { TopAgents } from './top-agents'
import { AGENTS } from './agents.texts'
import './agents.css'
import { PageHeader } from '../components/common'

/**
 * The agents section: the brand's tree, its top-level agents' platform contracts and its rate
 * ceilings, and one page per agent (`/agents/:memberId/...`) with a tab for each of its lists.
 */
export function AgentsPage() {
  return (
    <Routes>
      <Route index element={<SectionHome>{(brand) => <AgentTree merchantId={brand} />}</SectionHome>} />
      <Route path="platform" element={<SectionHome>{(brand) => <TopAgents merchantId={brand} />}</SectionHome>} />
      <Route path="ceilings" element={<SectionHome>{(brand) => <CeilingsPanel merchantId={brand} />}</SectionHome>} />
      <Route path=":memberId/*" element={<AgentPage />} />
    </Routes>
  )
}

/** The section's header and tabs over one brand's list; lists are per brand, so one must be chosen. */
function SectionHome({ children }: { children: (merchantId: number) => ReactNode }) {
  const { t } = useTexts(AGENTS)
  const brand = useSectionBrand()
  return (
    <div className="page agents-section">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        label={t('tabs.label')}
        tabs={[
          { to: '/agents', label: t('tabs.tree') },
          { to: '/agents/platform', label: t('tabs.platform') },
          { to: '/agents/ceilings', label: t('tabs.ceilings') },
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
  const { t } = useTexts(AGENTS)
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
