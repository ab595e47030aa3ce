import type { KycDocumentKind } from '@sea/contract'

/**
 * Identity documents as the page sends them (decision 057): JPEG, PNG or PDF by their first
 * bytes, at most 5 MB (the contract's KYC_MAX_BYTES). The server checks again; the page checks
 * first so the member learns at once, and sends the file with the type its bytes show.
 */
export const DOCUMENT_KINDS = ['identity', 'address', 'selfie'] as const satisfies readonly KycDocumentKind[]
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024
export type DocumentType = 'image/jpeg' | 'image/png' | 'application/pdf'
export type DocumentProblem = 'type' | 'size'

export function sniffDocument(head: Uint8Array): DocumentType | null {
  const starts = (signature: readonly number[]) => signature.every((byte, index) => head[index] === byte)
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'
  return null
}

/** The file typed by its bytes, or why it cannot be sent. */
export async function readDocument(file: Blob): Promise<Blob | DocumentProblem> {
  if (file.size > DOCUMENT_MAX_BYTES) return 'size'
  const type = sniffDocument(new Uint8Array(await file.slice(0, 8).arrayBuffer()))
  return type ? new Blob([file], { type }) : 'type'
}

/** A size as members read it: KB below a megabyte, else MB with one decimal. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
