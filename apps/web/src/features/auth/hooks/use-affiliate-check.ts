import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import { call } from '../../../lib/api-client'
import { api } from '../api/auth-api'
import { affiliateCodeFromUrl, type AffiliateCheck } from '../register-rules'

/** The invitation code of the link the visitor came by, checked with the server (docs/domain/site.md#states-and-transitions). */
export function useAffiliateCheck(): { code: string | null; check: AffiliateCheck } {
  const { search } = useLocation()
  const code = affiliateCodeFromUrl(search)
  const query = useQuery({
    queryKey: ['affiliate', code],
    queryFn: ({ signal }) => call(api.affiliate, { query: { code: code ?? '', domain: location.host }, signal }),
    enabled: code !== null,
    staleTime: Infinity,
    retry: false,
  })
  if (code === null) return { code, check: 'none' }
  if (query.isPending) return { code, check: 'checking' }
  return { code, check: query.isSuccess ? 'valid' : 'invalid' }
}
