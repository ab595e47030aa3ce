import type { homeRoutes, PlatformMessage } from '@sea/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MEMBER_KEY } from '../../lib/account'
import { call, endpoint, type CallValue } from '../../lib/api-client'
import { currentLanguage } from '../../lib/i18n'
import { useSession } from '../../lib/session-store'

export type { PlatformMessage }
export type MessagePage = CallValue<typeof homeRoutes.messages>

const messagesEndpoint = endpoint<typeof homeRoutes.messages>('GET', '/wps/member/messages')
const readEndpoint = endpoint<typeof homeRoutes.readMessage>('GET', '/wps/member/messages/:id')
const readAllEndpoint = endpoint<typeof homeRoutes.readAllMessages>('POST', '/wps/member/messages/read')

export const MESSAGES_PAGE_SIZE = 10

export function useMessages(pageNum: number) {
  const session = useSession()
  const language = currentLanguage()
  return useQuery({
    queryKey: ['member', session?.token ?? '', 'messages', pageNum, language],
    queryFn: ({ signal }) =>
      call(messagesEndpoint, { query: { pageNum, pageSize: MESSAGES_PAGE_SIZE, language }, signal }),
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
    mutationFn: (id: string) => call(readEndpoint, { params: { id }, query: { language: currentLanguage() } }),
    onSuccess: () => client.invalidateQueries({ queryKey: MEMBER_KEY }),
  })
}

export function useMarkAllRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => call(readAllEndpoint),
    onSuccess: () => client.invalidateQueries({ queryKey: MEMBER_KEY }),
  })
}
