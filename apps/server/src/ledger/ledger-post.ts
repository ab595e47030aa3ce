import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { ErrorCode } from '@sea/contract'
import type { Db } from '../db/database'
import type { StoredTransfer } from '../db/schema'
import { AppError } from '../lib/app-error'
import { canonicalJson } from '../lib/canonical-json'
import type { TransferRequest, TransferResult } from './transfer'

/**
 * The ledger's SQL side: a validated request becomes the arguments of ledger_post (migrations
 * 0010 and 0020), which applies it in one round trip, or of ledger_post_batch, which applies many in the
 * caller's one transaction. Both answer one row per transfer; this file turns a row into a result
 * or into the AppError the ledger has always thrown.
 */

/** Largest amount of one entry: far beyond any real stake, far inside 63 bits. */
export const MAX_ENTRY = 10n ** 15n

/** A request checked and hashed, in the shape the SQL functions take. */
export interface PreparedTransfer {
  key: string
  merchant: number
  currency: string
  kind: string
  ref: string
  hash: string
  metadata: Record<string, unknown>
  /** [account id, amount] as decimal strings, in request order. */
  entries: [string, string][]
  /** ISO time of a history import; null: the booking time. */
  effectiveAt: string | null
}

/** What ledger_post answers for one transfer. */
export interface PostedRow {
  posted: StoredTransfer | null
  replayed: boolean | null
  errorCode: string | null
  errorMessage: string | null
}

/** The function's refusals (SQLSTATE) as the ledger's error codes. */
const REFUSALS: Record<string, ErrorCode> = {
  LG001: 'insufficient_funds',
  LG002: 'conflict',
  LG003: 'idempotency_conflict',
  LG004: 'not_found',
  LG005: 'validation_failed',
  LG006: 'validation_failed',
}

export function prepare(request: TransferRequest): PreparedTransfer {
  validate(request)
  return {
    key: request.idempotencyKey,
    merchant: request.merchantId,
    currency: request.currency,
    kind: request.kind,
    ref: request.externalRef,
    hash: hashRequest(request),
    metadata: request.metadata ?? {},
    entries: request.entries.map((e) => [String(e.accountId), String(e.amount)]),
    effectiveAt: request.effectiveAt?.toISOString() ?? null,
  }
}

/** One transfer, one statement: in the caller's transaction, or on its own (then it commits by itself). */
export async function postOne(db: Db, p: PreparedTransfer): Promise<TransferResult> {
  const { rows } = await sql<PostedRow>`
    SELECT posted, replayed, error_code, error_message FROM ledger_post(
      ${p.key}::text, ${p.merchant}::integer, ${p.currency}::text, ${p.kind}::text, ${p.ref}::text, ${p.hash}::text,
      ${JSON.stringify(p.metadata)}::jsonb, ${JSON.stringify(p.entries)}::jsonb, ${p.effectiveAt}::timestamptz)`.execute(
    db,
  )
  const outcome = outcomeOf(rows[0])
  if (outcome instanceof Error) throw outcome
  return outcome
}

/** Many transfers in the caller's transaction; one outcome per request, in order: a result or the error to throw. */
export async function postBatch(trx: Db, batch: PreparedTransfer[]): Promise<(TransferResult | Error)[]> {
  const { rows } = await sql<PostedRow>`
    SELECT posted, replayed, error_code, error_message FROM ledger_post_batch(${JSON.stringify(batch)}::jsonb)`.execute(
    trx,
  )
  if (rows.length !== batch.length)
    throw new AppError('internal', `Ledger batch answered ${rows.length} rows for ${batch.length} transfers`)
  return rows.map(outcomeOf)
}

/** A ledger_post answer as a result, or as the error the ledger throws for it. */
export function outcomeOf(row: PostedRow | undefined): TransferResult | Error {
  if (!row) return new AppError('internal', 'The ledger answered nothing')
  if (row.errorCode !== null) {
    const refusal = REFUSALS[row.errorCode]
    if (refusal) return new AppError(refusal, row.errorMessage ?? refusal)
    if (row.errorCode === '23514' && row.errorMessage?.includes('no_overdraft'))
      return new AppError('insufficient_funds', 'Insufficient balance')
    return Object.assign(new Error(row.errorMessage ?? row.errorCode), { code: row.errorCode })
  }
  if (!row.posted) return new AppError('internal', 'The ledger answered no transfer')
  return {
    transactionId: BigInt(row.posted.transactionId),
    balances: new Map(Object.entries(row.posted.balances).map(([id, balance]) => [BigInt(id), BigInt(balance)])),
    replayed: row.replayed === true,
  }
}

/** Serialization failures and deadlocks: the whole transaction may run again. */
export function isRetriable(error: unknown): boolean {
  const code = (error as { code?: string }).code
  return code === '40001' || code === '40P01'
}

/** The overdraft CHECK is the last line behind the function's own check: the same answer either way. */
export function mapError(error: unknown): unknown {
  if (error instanceof AppError) return error
  const e = error as { code?: string; constraint?: string; message?: string }
  if (e.code === '23514' && `${e.constraint ?? ''}${e.message ?? ''}`.includes('no_overdraft')) {
    return new AppError('insufficient_funds', 'Insufficient balance')
  }
  return error
}

function validate(request: TransferRequest): void {
  const problems: string[] = []
  if (!/^[\w:.-]{1,128}$/.test(request.idempotencyKey)) problems.push('idempotency key')
  if (!/^[A-Z]{3}$/.test(request.currency)) problems.push('currency')
  if (!/^[a-z][a-z0-9_]{0,31}$/.test(request.kind)) problems.push('kind')
  // References come from payment providers and vendors: printable ASCII, bounded, nothing else.
  if (!/^[\x21-\x7e]{1,128}$/.test(request.externalRef)) problems.push('external reference')
  if (!isPlainMetadata(request.metadata ?? {})) problems.push('metadata')
  if (request.entries.length < 2) problems.push('at least two entries')
  let total = 0n
  for (const entry of request.entries) {
    if (
      typeof entry.amount !== 'bigint' ||
      entry.amount === 0n ||
      entry.amount > MAX_ENTRY ||
      entry.amount < -MAX_ENTRY
    ) {
      problems.push('amounts are non-zero whole minor units within bounds')
      break
    }
    total += entry.amount
  }
  if (total !== 0n) problems.push('entries sum to zero')
  if (new Set(request.entries.map((e) => e.accountId)).size !== request.entries.length)
    problems.push('one entry per account')
  const at = request.effectiveAt
  if (at !== undefined && (!(at instanceof Date) || Number.isNaN(at.getTime()) || at.getTime() > Date.now()))
    problems.push('an effective time not in the future')
  if (problems.length > 0) throw new AppError('validation_failed', `Invalid transfer: ${problems.join(', ')}`)
}

/** Metadata is small, plain JSON (no bigint, no NUL, which jsonb refuses). */
function isPlainMetadata(metadata: Record<string, unknown>): boolean {
  try {
    const text = JSON.stringify(metadata)
    return text.length <= 4096 && !text.includes('\\u0000')
  } catch {
    return false
  }
}

/** A stable hash of what the transfer does, to tell a replay from a reuse of its key. */
function hashRequest(request: TransferRequest): string {
  const canonical = canonicalJson([
    request.merchantId,
    request.currency,
    request.kind,
    request.externalRef,
    request.entries.map((e) => [String(e.accountId), String(e.amount)]),
    request.metadata ?? {},
    // Only when given, so the hashes of ordinary transfers stay what they were before history existed.
    ...(request.effectiveAt ? [request.effectiveAt.toISOString()] : []),
  ])
  return createHash('sha256').update(canonical).digest('hex')
}
