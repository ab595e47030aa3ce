import { KYC_DOCUMENT_KINDS, KYC_MAX_BYTES } from '@sea/contract'
import { describe, expect, it } from 'vitest'
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, fileSize, readDocument, sniffDocument } from './kyc-files'

describe('identity documents on the page', () => {
  it('keeps the contract’s kinds and size', () => {
    expect(DOCUMENT_KINDS).toEqual(KYC_DOCUMENT_KINDS)
    expect(DOCUMENT_MAX_BYTES).toBe(KYC_MAX_BYTES)
  })

  it('types a file by its first bytes', () => {
    expect(sniffDocument(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg')
    expect(sniffDocument(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(sniffDocument(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf')
    expect(sniffDocument(new TextEncoder().encode('<svg>'))).toBeNull()
  })

  it('sends a file with the type its bytes show, and names why another cannot go', async () => {
    const pdf = await readDocument(new Blob(['%PDF-1.4 body'], { type: 'image/jpeg' }))
    expect(pdf).toBeInstanceOf(Blob)
    expect((pdf as Blob).type).toBe('application/pdf')
    expect(await readDocument(new Blob(['<html>'], { type: 'application/pdf' }))).toBe('type')
    expect(await readDocument(new Blob([new Uint8Array(DOCUMENT_MAX_BYTES + 1)]))).toBe('size')
  })

  it('shows sizes as members read them', () => {
    expect(fileSize(300)).toBe('1 KB')
    expect(fileSize(204_800)).toBe('200 KB')
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0 MB')
  })
})
