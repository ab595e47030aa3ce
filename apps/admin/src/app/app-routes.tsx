import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router'
import { ErrorAlert } from '../components/common'
import { ApiError, onSessionLost } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { getSession } from '../lib/session'
import { LotteryPage } from '../lottery/lottery-page'
import { OperatorsPage } from '../operators/operators-page'
import { EnrolPage } from '../session/enrol-page'
import { LoginPage } from '../session/login-page'
import { ComingSoon } from '../shell/coming-soon'
import { useOperator } from '../shell/operator-context'
import { SECTIONS, type SectionId } from '../shell/sections'
import { Shell } from '../shell/shell'
import { SHELL } from '../shell/shell.texts'

/** The pages built so far; every other section shows its "coming" state. */
const PAGES: Partial<Record<SectionId, () => ReactNode>> = {
  lottery: () => <LotteryPage />,
  operators: () => <OperatorsPage />,
}

export function AppRoutes() {
  useSessionEnd()
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/enrol" element={<EnrolPage />} />
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

/** When any call finds the session over, back to login with a note, keeping where the operator was. */
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
  return PAGES[id]?.() ?? <ComingSoon section={id} />
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
