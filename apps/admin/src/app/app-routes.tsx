import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router'
import { AgentsPage } from '../agents/agents-page'
import { AuditPage } from '../audit/audit-page'
import { BrandsPage } from '../brands/brands-page'
import { CashierPage } from '../cashier/cashier-page'
import { ErrorAlert } from '../components/common'
import { ContentPage } from '../content/content-page'
import { DashboardPage } from '../dashboard/dashboard-page'
import { GamesPage } from '../games/games-page'
import { ApiError, onPasswordChangeRequired, onSessionLost } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { getSession } from '../lib/session'
import { KycPage } from '../kyc/kyc-page'
import { LoyaltyPage } from '../loyalty/loyalty-page'
import { LotteryPage } from '../lottery/lottery-page'
import { MembersPage } from '../members/members-page'
import { OperatorsPage } from '../operators/operators-page'
import { PromotionsPage } from '../promotions/promotions-page'
import { RiskPage } from '../risk/risk-page'
import { ReportsPage } from '../reports/reports-page'
import { ChangePasswordPage } from '../session/change-password-page'
import { EnrolPage } from '../session/enrol-page'
import { LoginPage } from '../session/login-page'
import { useOperator } from '../shell/operator-context'
import { SECTIONS, type SectionId } from '../shell/sections'
import { Shell } from '../shell/shell'
import { SHELL } from '../shell/shell.texts'

/** Each section's page; the compiler refuses a section without one. */
const PAGES: Record<SectionId, () => ReactNode> = {
  dashboard: () => <DashboardPage />,
  members: () => <MembersPage />,
  kyc: () => <KycPage />,
  cashier: () => <CashierPage />,
  lottery: () => <LotteryPage />,
  agents: () => <AgentsPage />,
  reports: () => <ReportsPage />,
  brands: () => <BrandsPage />,
  content: () => <ContentPage />,
  promotions: () => <PromotionsPage />,
  risk: () => <RiskPage />,
  loyalty: () => <LoyaltyPage />,
  games: () => <GamesPage />,
  operators: () => <OperatorsPage />,
  audit: () => <AuditPage />,
}

export function AppRoutes() {
  useSessionEnd()
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/enrol" element={<EnrolPage />} />
      <Route path="/change-password" element={<ChangePasswordPage />} />
      <Route
        element={
          <RequireSession>
            <Shell />
          </RequireSession>
        }
      >
        {SECTIONS.map((section) => (
          <Route
            key={section.id}
            path={section.path === '/' ? undefined : `${section.path}/*`}
            index={section.path === '/'}
            element={<SectionPage id={section.id} />}
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}

/**
 * When any call finds the session over, back to login with a note; when it finds the session held
 * for a one-time password (a reload, an address typed), to the change. Both keep where the
 * operator was, to go on there afterwards.
 */
function useSessionEnd() {
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const here = location.pathname + location.search
  useEffect(
    () =>
      onSessionLost(() => {
        queryClient.clear()
        void navigate('/login', { replace: true, state: { reason: 'ended', from: here } })
      }),
    [navigate, queryClient, here],
  )
  useEffect(
    () =>
      onPasswordChangeRequired(() => {
        void navigate('/change-password', { replace: true, state: { from: here } })
      }),
    [navigate, here],
  )
}

function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation()
  if (!getSession()) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />
  return children
}

function SectionPage({ id }: { id: SectionId }) {
  const { can } = useOperator()
  const section = SECTIONS.find((candidate) => candidate.id === id)
  if (!section?.anyOf.some(can)) return <ErrorPage error={new ApiError('forbidden', 403, 'not in role')} />
  return PAGES[id]()
}

function ErrorPage({ error }: { error: unknown }) {
  return (
    <div className="page">
      <ErrorAlert error={error} />
    </div>
  )
}

function NotFound() {
  const { t } = useTexts(SHELL)
  return (
    <div className="page">
      <div className="empty-state">
        <p>{t('notFound')}</p>
      </div>
    </div>
  )
}
