import { openModal } from './modals'
import { getSession, isTrial } from './session-store'

/**
 * Runs a member-only action: a visitor gets the login popup, a trial account the warning
 * (in_need_true_account), a member the action (docs/domain/site.md).
 */
export function requireMember(action: () => void): void {
  const session = getSession()
  if (!session) openModal('loginPopup')
  else if (isTrial(session)) openModal('trialWarning')
  else action()
}

/** Opens a member-centre page, or what a visitor or trial account gets instead. */
export function openMemberCentre(page: string): void {
  requireMember(() => openModal('memberCentre', { page }))
}

/**
 * Opens an agent-centre page (docs/domain/site.md#states-and-transitions: isAgent 1, 2, 41 or 42). A visitor and a trial
 * account get what requireMember gives them; a member gets the centre's agents-only warning.
 */
export function openAgentCentre(page?: string): void {
  requireMember(() => openModal('agentCentre', page ? { page } : {}))
}
