import type { ReactNode } from 'react'
import { Route, Routes } from 'react-router'
import { type Tab, Tabs } from '../components/tabs'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { CalendarPage } from './calendar-page'
import { DrawPage } from './draw-page'
import { LOTTERY } from './lottery.texts'
import { TermsPage } from './terms-page'
import './lottery.css'
import { PageHeader } from '../components/common'

/** The lottery section: the draw calendar and its draws, and each brand's terms, each at its own address. */
export function LotteryPage() {
  const { can } = useOperator()
  const draws = can('lottery.draws.read')
  const terms = can('lottery.settings.read')
  return (
    <Routes>
      {draws ? <Route index element={<Section tabs={{ draws, terms }} page={<CalendarPage />} />} /> : null}
      {draws ? <Route path="draws/:drawId/*" element={<DrawPage />} /> : null}
      {terms ? <Route path="terms" element={<Section tabs={{ draws, terms }} page={<TermsPage />} />} /> : null}
      {/* An operator who may read only the terms lands on them. */}
      {!draws && terms ? <Route index element={<Section tabs={{ draws, terms }} page={<TermsPage />} />} /> : null}
    </Routes>
  )
}

function Section({ tabs, page }: { tabs: { draws: boolean; terms: boolean }; page: ReactNode }) {
  const { t } = useTexts(LOTTERY)
  const list: Tab[] = []
  if (tabs.draws) list.push({ to: '/lottery', label: t('tabs.calendar') })
  if (tabs.terms) list.push({ to: '/lottery/terms', label: t('tabs.terms') })
  return (
    <div className="page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {list.length > 1 ? <Tabs tabs={list} label={t('tabs.label')} /> : null}
      {page}
    </div>
  )
}
