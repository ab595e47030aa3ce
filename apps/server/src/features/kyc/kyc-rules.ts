import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from '@sea/contract'
import { ageOn } from '@sea/rules'

/** Identity checks' pure rules (decision 057): what a file is, what is missing, who is under age. */

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG = Buffer.from([0xff, 0xd8, 0xff])
const PDF = Buffer.from('%PDF-', 'latin1')

/**
 * A document's type told by its first bytes, never by its name or declared type: JPEG, PNG or
 * PDF, else null (HTML, SVG, archives and anything else).
 */
export function documentType(data: Buffer): 'image/jpeg' | 'image/png' | 'application/pdf' | null {
  const starts = (signature: Buffer) =>
    data.length > signature.length && data.subarray(0, signature.length).equals(signature)
  if (starts(JPEG)) return 'image/jpeg'
  if (starts(PNG)) return 'image/png'
  if (starts(PDF)) return 'application/pdf'
  return null
}

/** An ID number as matched across brands: upper case, letters and digits only. */
export function normaliseIdNumber(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '')
}

/** The kinds not uploaded since the last decision: the documents go to review once none is. */
export function missingKinds(
  documents: readonly { kind: KycDocumentKind; createdAt: Date }[],
  lastDecision: Date | null,
): KycDocumentKind[] {
  const current = new Set(documents.filter((d) => !lastDecision || d.createdAt > lastDecision).map((d) => d.kind))
  return KYC_DOCUMENT_KINDS.filter((kind) => !current.has(kind))
}

/**
 * Under the brand's minimum age by any birthday known: the one read from the document, and the
 * one given at sign-up when there is one (a member who said they were younger is not let off).
 * A birthday that is not a real date counts as under age: the operator re-reads the document.
 */
export function underAge(birthdays: readonly (string | null)[], minimumAge: number, now: Date): boolean {
  return birthdays.some((birthday) => {
    if (birthday === null) return false
    const age = ageOn(birthday, now)
    return age === null || age < minimumAge
  })
}

/**
 * The money of an account closed for being under age (decision 057): what the member paid in
 * and has not had back is returned; the rest of the balance (winnings, bonuses) is forfeited;
 * when play lost part of the deposits, the house makes the difference up.
 */
export function closureMoney(input: { deposited: bigint; withdrawn: bigint; balance: bigint }) {
  const owed = input.deposited - input.withdrawn
  const refund = owed > 0n ? owed : 0n
  return {
    refund,
    forfeited: input.balance > refund ? input.balance - refund : 0n,
    toppedUp: refund > input.balance ? refund - input.balance : 0n,
  }
}
