import { KYC_DOCUMENT_KINDS } from '@sea/contract'
import type { LightMyRequestResponse } from 'fastify'
import type { TestApp } from './test-app'
import { TINY_JPEG } from './uploads'

/** Helpers for the identity-check tests (decision 057). */

/** A one-page PDF's first bytes: what the type check reads. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1')

let address = 0
/** Each upload from an address of its own: the tests are about the rules, not the per-IP limit. */
const remoteAddress = () => `10.57.${Math.floor(++address / 250) % 250}.${address % 250}`

export function uploadDocument(
  t: TestApp,
  headers: Record<string, string>,
  kind: string,
  payload: Buffer = TINY_JPEG,
  contentType = 'image/jpeg',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/wps/member/kyc/documents/${kind}`,
    headers: { ...headers, 'content-type': contentType },
    payload,
    remoteAddress: remoteAddress(),
  })
}

/** Each kind uploaded: the documents go to review. */
export async function submitDocuments(t: TestApp, headers: Record<string, string>): Promise<void> {
  for (const kind of KYC_DOCUMENT_KINDS) {
    const res = await uploadDocument(t, headers, kind)
    if (res.statusCode !== 200) throw new Error(`upload ${kind}: ${res.body}`)
  }
}

export function review(
  t: TestApp,
  operator: Record<string, string>,
  memberId: bigint,
  decision: 'approve' | 'reject',
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/wps/operator/kyc/members/${memberId}/${decision}`,
    headers: operator,
    payload,
  })
}

export function setIdentityRules(
  t: TestApp,
  operator: Record<string, string>,
  merchantId: number,
  rules: { withdrawalAbove: string | null; withdrawalTotalAbove: string | null; limitRaise: boolean },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PUT',
    url: `/wps/operator/brands/${merchantId}/identity`,
    headers: operator,
    payload: rules,
  })
}
