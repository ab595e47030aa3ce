import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Navigate, Outlet, useLocation, useMatches, useNavigate, useSearchParams } from 'react-router'
import { onSessionLost } from '../../lib/api-client'
import { MEMBER_KEY } from '../../lib/account'
import { closeAllModals, openModal, type ModalName } from '../../lib/modals'
import { useSession } from '../../lib/session-store'
import { useSite } from '../../lib/site'
import { guardRedirect } from '../guard'
import { ModalHost } from './modal-host'

/** Scroll to the top on a new page, or to the element the hash names (docs/domain/site.md#routes-and-pages). */
function useScrollOnNavigate() {
  const { pathname, search, hash } = useLocation()
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0)
      return
    }
    // The target may render a moment later, when its page chunk or data arrives.
    let tries = 0
    const timer = setInterval(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)))
      tries += 1
      if (target) target.scrollIntoView({ block: 'start' })
      if (target || tries > 40) clearInterval(timer)
    }, 50)
    return () => clearInterval(timer)
  }, [pathname, search, hash])
}

/** /register and /login open their modal on arrival (route `handle.modal`). */
function useRouteModal() {
  const matches = useMatches()
  const { key } = useLocation()
  const modal = matches.map((match) => (match.handle as { modal?: ModalName } | undefined)?.modal).find(Boolean)
  useEffect(() => {
    if (modal) openModal(modal)
  }, [modal, key])
}

/** The emailed reset link lands on `/?resetToken=`: the forgot-password modal finishes it. */
function useResetLink() {
  const [params] = useSearchParams()
  const resetToken = params.get('resetToken')
  useEffect(() => {
    if (resetToken) openModal('forgotPassword', { resetToken })
  }, [resetToken])
}

/** When the server ends the session (expired, revoked), forget the member and offer the login. */
function useSessionLost() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  useEffect(
    () =>
      onSessionLost(() => {
        queryClient.removeQueries({ queryKey: MEMBER_KEY })
        closeAllModals()
        void navigate('/')
        openModal('loginPopup')
      }),
    [queryClient, navigate],
  )
}

export function RootLayout() {
  const site = useSite()
  const session = useSession()
  const { pathname } = useLocation()
  useScrollOnNavigate()
  useRouteModal()
  useSessionLost()
  useResetLink()

  const redirect = guardRedirect(pathname, {
    loginedToHomePage: site.whitelabel.LOGINED_TO_HOME_PAGE ?? false,
    hasToken: session !== null,
  })
  if (redirect) return <Navigate to={redirect} replace />
  return (
    <>
      <Outlet />
      <ModalHost />
    </>
  )
}
