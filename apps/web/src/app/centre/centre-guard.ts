import { useEffect } from 'react'
import { closeModal, openModal, type ModalName } from '../../lib/modals'
import { isTrial, useSession, type Session } from '../../lib/session-store'

/**
 * The session a centre needs: a visitor gets the login popup and a trial account its warning
 * instead of the centre. Callers also use requireMember; this is the second line for any other
 * way in (a stale link, a session that ended while the centre was open). Null while redirecting.
 */
export function useCentreSession(centre: ModalName): Session | null {
  const session = useSession()
  const blocked = !session ? 'loginPopup' : isTrial(session) ? 'trialWarning' : null

  useEffect(() => {
    if (!blocked) return
    closeModal(centre)
    openModal(blocked)
  }, [blocked, centre])

  return blocked ? null : session
}
