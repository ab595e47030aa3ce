import type { operatorKycRoutes } from '@sea/contract'
import { ApiError, type CallValue, endpoint } from '../lib/api'
import { currentLanguage } from '../lib/i18n'
import { getSession } from '../lib/session'

type Routes = typeof operatorKycRoutes

/** Identity checks in the console (decision 057): the queue, one member's review, the decision. */
export const kycApi = {
  queue: endpoint<Routes['queue']>('GET', '/wps/operator/kyc/queue'),
  member: endpoint<Routes['member']>('GET', '/wps/operator/kyc/members/:memberId'),
  approve: endpoint<Routes['approve']>('POST', '/wps/operator/kyc/members/:memberId/approve'),
  reject: endpoint<Routes['reject']>('POST', '/wps/operator/kyc/members/:memberId/reject'),
}

export type QueueItem = CallValue<Routes['queue']>['content'][number]
export type Review = CallValue<Routes['member']>
export type ReviewDocument = Review['state']['documents'][number]

export const kycKey = (...rest: (string | number | null)[]) => ['kyc', ...rest]

/**
 * A document as an object URL. The route answers the file itself, not an envelope, and an
 * <img src> cannot carry the bearer token, so the bytes are fetched here; the caller revokes the URL.
 */
export async function fetchDocument(memberId: string, documentId: string, signal?: AbortSignal): Promise<string> {
  const token = getSession()?.token
  const response = await fetch(
    `/wps/operator/kyc/members/${encodeURIComponent(memberId)}/documents/${encodeURIComponent(documentId)}`,
    { headers: { language: currentLanguage(), ...(token ? { authorization: `Bearer ${token}` } : {}) }, signal },
  )
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { code?: string } | null
    throw new ApiError((envelope?.code ?? 'bad_response') as ApiError['code'], response.status, 'document refused')
  }
  return URL.createObjectURL(await response.blob())
}
