import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { balanceQuery } from '../../lib/account'
import { useSession } from '../../lib/session-store'

/** What a framed game posts after a round: `{ type: 'sea:balance', balance }`. */
export type BalanceMessage = { type: 'sea:balance'; balance?: unknown }

/**
 * Only our own pages may tell the site to look at the balance again: a message from another
 * origin (a third-party game, an ad inside it) is ignored. The balance itself is never taken
 * from the message; the site asks the server.
 */
export function isBalanceMessage(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string): boolean {
  const data: unknown = event.data
  return (
    event.origin === origin &&
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'sea:balance'
  )
}

/** Refreshes the member's balance whenever the framed game says it changed. */
export function useBalanceMessages(): void {
  const client = useQueryClient()
  const token = useSession()?.token
  useEffect(() => {
    if (!token) return
    const onMessage = (event: MessageEvent) => {
      if (isBalanceMessage(event, window.location.origin))
        void client.invalidateQueries({ queryKey: balanceQuery(token).queryKey })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [client, token])
}
