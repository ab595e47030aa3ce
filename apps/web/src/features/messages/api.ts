import type { RouteDescriptor } from '@sea/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MEMBER_KEY } from '../../lib/account'
import { call, endpoint } from '../../lib/api-client'
import { currentLanguage } from '../../lib/i18n'
import { useSession } from '../../lib/session-store'

/*
 * INTERIM TYPES. The platform-message calls are being added to the contract by the home-content
 * work (packages/contract/src/home.ts: homeRoutes.messages, readMessage, readAllMessages). Until
 * that merges, the calls below are typed by hand to mirror that draft. After the merge: replace
 * `interim(...)` with `call(endpoint<typeof homeRoutes.x>(...), ...)`, use `PlatformMessage` from
 * the contract and delete these local types.
 */
export type PlatformMessage = {
  id: string
  title: string
  /** HTML, sanitised by the server when it was written (sanitised again before showing). */
  content: string
  timestamp: string
  read: boolean
}
export type MessagePage = {
  content: PlatformMessage[]
  pageNum: number
  totalPages: number
  totalElements: number
  unreadCount: number
}

function interim<T>(method: 'GET' | 'POST', url: string, signal?: AbortSignal): Promise<T> {
  return call(endpoint<RouteDescriptor>(method, url), { signal }) as Promise<T>
}

export const MESSAGES_PAGE_SIZE = 10

export function useMessages(pageNum: number) {
  const session = useSession()
  const language = currentLanguage()
  const search = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(MESSAGES_PAGE_SIZE), language })
  return useQuery({
    queryKey: ['member', session?.token ?? '', 'messages', pageNum, language],
    queryFn: ({ signal }) => interim<MessagePage>('GET', `/wps/member/messages?${search.toString()}`, signal),
    enabled: session !== null,
    placeholderData: keepPreviousData,
  })
}

/**
 * Reading a message (GET /wps/member/messages/:id) marks it read. The list already holds the
 * text, so the call is only made for unread messages; afterwards every member query refreshes,
 * the list's read flags and the header's unread badge with them.
 */
export function useMarkRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => interim<PlatformMessage>('GET', `/wps/member/messages/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: MEMBER_KEY }),
  })
}

export function useMarkAllRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => interim<{ marked: number; unreadCount: number }>('POST', '/wps/member/messages/read'),
    onSuccess: () => client.invalidateQueries({ queryKey: MEMBER_KEY }),
  })
}
