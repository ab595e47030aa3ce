import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { closeModal, useModals, type ModalName, type ModalProps } from '../../lib/modals'
import { withTimeout } from '../lazy-page'

const load = (chunk: string, loader: () => Promise<{ default: ComponentType<ModalProps> }>) =>
  lazy(() => withTimeout(loader, chunk))

/** Each modal's code loads when it first opens, so the home page stays small. */
const MODALS: Record<ModalName, LazyExoticComponent<ComponentType<ModalProps>>> = {
  login: load('loginModal', () => import('../../features/auth/components/login-modal')),
  loginPopup: load('loginPopupModal', () => import('../../features/auth/components/login-popup')),
  register: load('registerModal', () => import('../../features/auth/components/register-modal')),
  forgotPassword: load('forgetPassModal', () => import('../../features/auth/components/forgot-password-modal')),
  changePassword: load('changePassModal', () => import('../../features/auth/components/change-password-modal')),
  afterLogin: load('afterLoginModal', () => import('../../features/auth/components/after-login-modal')),
  trialWarning: load('warningPopup', () => import('../../features/auth/components/trial-warning')),
  logout: load('logout', () => import('../../features/auth/components/logout-confirm')),
  notice: load('noticeModal', () => import('../../features/notices/components/notice-modal')),
  memberCentre: load('memberCentre', () => import('../member-centre/member-centre-modal')),
  agentCentre: load('agentCentre', () => import('../agent-centre/agent-centre-modal')),
  feedback: load('feedback', () => import('../../features/feedback/components/feedback-modal')),
  helpWidget: load('helpWidget', () => import('../../features/help/components/help-widget')),
  vendorGames: load('vendorGames', () => import('../../features/games/components/vendor-games-modal')),
  gameNotice: load('gameNotice', () => import('../../features/games/components/game-notice-modal')),
}

export function ModalHost() {
  const modals = useModals()
  return (
    <div className="modal-host">
      {modals.map(({ name, params }) => {
        const Component = MODALS[name]
        return (
          <Suspense key={name} fallback={null}>
            <Component params={params} onClose={() => closeModal(name)} />
          </Suspense>
        )
      })}
    </div>
  )
}
