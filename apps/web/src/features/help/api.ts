import type { systemRoutes } from '@sea/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call, endpoint } from '../../lib/api-client'
import { currentLanguage } from '../../lib/i18n'

const helpCentreEndpoint = endpoint<typeof systemRoutes.helpCenter>('GET', '/wps/system/helpCenter')

export const helpCentreQuery = (language: ReturnType<typeof currentLanguage>) =>
  queryOptions({
    queryKey: ['helpCentre', language],
    queryFn: ({ signal }) => call(helpCentreEndpoint, { query: { url: location.host, language }, signal }),
    staleTime: 10 * 60_000,
  })

/** The brand's help articles in the page's language (GET /wps/system/helpCenter). */
export function useHelpCentre() {
  return useQuery(helpCentreQuery(currentLanguage()))
}
