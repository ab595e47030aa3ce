import type { SessionValue } from '@sea/contract'
import type { QueryClient } from '@tanstack/react-query'
import { MEMBER_KEY, memberInfoQuery } from '../../lib/account'
import { switchModal } from '../../lib/modals'
import { getSession, setSession } from '../../lib/session-store'

/** How a session was obtained; SMS, social and free-play logins never prove a password. */
export type LoginKind = 'username' | 'sms' | 'social' | 'register' | 'freeplay'

/**
 * What follows a login answer (docs/domain/site.md#states-and-transitions). The server already folds the merchant's
 * FORCE_CHANGE_PASSWORD flag, the default-password and the expiry rule into `passwordExpired`
 * (decision 020): when it is true the session may do nothing but change the password.
 */
export function nextStep(
  value: Pick<SessionValue, 'token' | 'verification' | 'passwordExpired'>,
  kind: LoginKind,
): 'verify' | 'changePassword' | 'afterLogin' {
  if (value.token === null) return 'verify'
  if (value.passwordExpired && (kind === 'username' || kind === 'register')) return 'changePassword'
  return 'afterLogin'
}

/**
 * Stores the session, refreshes every member query and opens what comes next: the forced
 * password change or the after-login modal. Member info is fetched for the account name,
 * which SMS, social and free-play answers do not carry.
 */
export async function finishLogin(
  queryClient: QueryClient,
  value: SessionValue,
  kind: LoginKind,
  userName = '',
): Promise<void> {
  const token = value.token
  if (token === null) return
  setSession({ token, isAgent: value.isAgent, userName })
  await queryClient.invalidateQueries({ queryKey: MEMBER_KEY })
  try {
    const info = await queryClient.fetchQuery(memberInfoQuery(token))
    const session = getSession()
    if (session?.token === token && session.userName !== info.account)
      setSession({ ...session, userName: info.account })
  } catch {
    // The header shows the typed name until member info loads on its own.
  }
  if (nextStep(value, kind) === 'changePassword') switchModal('changePassword', { forced: '1' })
  else switchModal('afterLogin')
}
