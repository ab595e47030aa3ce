import type { KycDocumentKind, kycRoutes } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, endpoint, type CallValue } from '../../lib/api-client'
import { useSession } from '../../lib/session-store'

/** Identity verification (decision 057): the state and the uploads. */
const stateEndpoint = endpoint<typeof kycRoutes.state>('GET', '/wps/member/kyc')
const uploadEndpoint = endpoint<typeof kycRoutes.upload>('POST', '/wps/member/kyc/documents/:kind')

export type KycState = CallValue<typeof kycRoutes.state>
export type KycDocument = KycState['documents'][number]

function useKycKey() {
  const session = useSession()
  return { queryKey: ['member', session?.token ?? '', 'kyc'] as const, enabled: session !== null }
}

export function useKyc() {
  const { queryKey, enabled } = useKycKey()
  return useQuery({ queryKey, enabled, queryFn: ({ signal }) => call(stateEndpoint, { signal }) })
}

/** An upload answers the whole state: it replaces the cached one. */
export function useUploadDocument() {
  const client = useQueryClient()
  const { queryKey } = useKycKey()
  return useMutation({
    mutationFn: ({ kind, file }: { kind: KycDocumentKind; file: Blob }) =>
      call(uploadEndpoint, { params: { kind }, body: file }),
    onSuccess: (value) => client.setQueryData(queryKey, value),
  })
}
