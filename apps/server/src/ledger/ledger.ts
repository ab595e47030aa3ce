import { createHash, randomInt } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { StoredTransfer } from '../db/schema'
import { AppError } from '../lib/app-error'
import { canonicalJson } from '../lib/canonical-json'

/**
 * The ledger: the only code that changes a balance. Every movement is one transfer of two or
 * more signed entries that sum to zero, applied in one database transaction with the accounts
 * locked in id order; the database refuses an overdraft (CHECK) and an unbalanced transfer
 * (constraint trigger) even if this code were wrong.
 */

/** Largest amount of one entry: far beyond any real stake, far inside 63 bits. */
export const MAX_ENTRY = 10n ** 15n

export interface TransferEntry {
  accountId: bigint
  /** Minor units; positive adds to the account's balance, negative takes from it. */
  amount: bigint
}

export interface TransferRequest {
  /** The caller's key: the same key and payload answer the same, once applied. */
  idempotencyKey: string
  merchantId: number
  currency: string
  kind: string
  /** The business reference (deposit id, bet id...): one transfer per kind and reference. */
  externalRef: string
  entries: TransferEntry[]
  metadata?: Record<string, unknown>
}

export interface TransferResult {
  transactionId: bigint
  /** Balances after the transfer, by account id. */
  balances: Map<bigint, bigint>
  /** True when this call found the transfer already applied under its key. */
  replayed: boolean
}

export interface AccountKey {
  merchantId: number
  currency: string
  kind: string
  ownerMemberId?: bigint | null
  vendor?: string | null
}

/** Kinds whose balance may never go below zero: money that belongs to a member or an agent. */
export const WALLET_KINDS = new Set(['member_main', 'member_vendor', 'withdrawal_hold'])

/** The account for a key, created on first use. */
export async function ensureAccount(db: Db, key: AccountKey): Promise<bigint> {
  const owner = key.ownerMemberId ?? null
  const vendor = key.vendor ?? null
  const find = () =>
    db
      .selectFrom('ledgerAccounts')
      .select('id')
      .where('merchantId', '=', key.merchantId)
      .where('currency', '=', key.currency)
      .where('kind', '=', key.kind)
      .where(sql`coalesce(owner_member_id, 0)`, '=', owner ?? 0n)
      .where(sql`coalesce(vendor, '')`, '=', vendor ?? '')
      .executeTakeFirst()
  const found = await find()
  if (found) return found.id
  await db
    .insertInto('ledgerAccounts')
    .values({ merchantId: key.merchantId, currency: key.currency, kind: key.kind, ownerMemberId: owner, vendor, noNegative: WALLET_KINDS.has(key.kind) })
    .onConflict((oc) => oc.doNothing())
    .execute()
  const created = await find()
  if (!created) throw new AppError('internal', 'Ledger account could not be created')
  return created.id
}

export async function balanceOf(db: Db, accountId: bigint): Promise<bigint> {
  const row = await db.selectFrom('ledgerAccounts').select('balance').where('id', '=', accountId).executeTakeFirst()
  return row?.balance ?? 0n
}

/** Applies a transfer exactly once, in a transaction of its own; retried on serialization failures and deadlocks. */
export async function transfer(db: Db, request: TransferRequest): Promise<TransferResult> {
  validate(request)
  const requestHash = hashRequest(request)
  return inTransaction(db, (trx) => apply(trx, request, requestHash))
}

/**
 * Applies a transfer inside the caller's transaction, so a business state change (a deposit
 * approved, a withdrawal held) and its ledger posting commit together or not at all. The
 * caller runs the transaction through `inTransaction`, which retries it as a whole.
 */
export async function postTransfer(trx: Db, request: TransferRequest): Promise<TransferResult> {
  validate(request)
  return apply(trx, request, hashRequest(request))
}

/** Runs `work` in one database transaction, again from the start on serialization failures and deadlocks. */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work)
    } catch (error) {
      const code = (error as { code?: string }).code
      const retriable = code === '40001' || code === '40P01'
      if (!retriable || attempt >= 5) throw mapError(error)
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + randomInt(10)))
    }
  }
}

async function apply(trx: Db, request: TransferRequest, requestHash: string): Promise<TransferResult> {
  const inserted = await trx
    .insertInto('ledgerTransactions')
    .values({
      merchantId: request.merchantId,
      currency: request.currency,
      kind: request.kind,
      externalRef: request.externalRef,
      idempotencyKey: request.idempotencyKey,
      requestHash,
      response: JSON.stringify({ transactionId: '', balances: {} }),
      metadata: JSON.stringify(request.metadata ?? {}),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) return replay(trx, request, requestHash)

  const ids = [...new Set(request.entries.map((e) => e.accountId))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const accounts = await trx
    .selectFrom('ledgerAccounts')
    .select(['id', 'merchantId', 'currency', 'balance', 'version', 'noNegative'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute()
  if (accounts.length !== ids.length) throw new AppError('not_found', 'Unknown ledger account')
  const state = new Map(accounts.map((a) => [a.id, { ...a }]))
  const entries = []
  for (const entry of request.entries) {
    const account = state.get(entry.accountId)
    if (!account || account.merchantId !== request.merchantId || account.currency !== request.currency) {
      throw new AppError('validation_failed', 'Accounts must share the transfer’s merchant and currency')
    }
    account.balance += entry.amount
    account.version += 1n
    if (account.noNegative && account.balance < 0n) throw new AppError('insufficient_funds', 'Insufficient balance')
    entries.push({ transactionId: inserted.id, accountId: entry.accountId, amount: entry.amount, balanceAfter: account.balance, accountVersion: account.version })
  }
  for (const account of state.values()) {
    await trx.updateTable('ledgerAccounts').set({ balance: account.balance, version: account.version }).where('id', '=', account.id).execute()
  }
  await trx.insertInto('ledgerEntries').values(entries).execute()
  const response: StoredTransfer = {
    transactionId: String(inserted.id),
    balances: Object.fromEntries([...state.values()].map((a) => [String(a.id), String(a.balance)])),
  }
  await trx.updateTable('ledgerTransactions').set({ response: JSON.stringify(response) }).where('id', '=', inserted.id).execute()
  return toResult(response, false)
}

/** The key or the reference exists: the same request answers what it answered the first time. */
async function replay(trx: Db, request: TransferRequest, requestHash: string): Promise<TransferResult> {
  const byKey = await trx
    .selectFrom('ledgerTransactions')
    .select(['requestHash', 'response'])
    .where('idempotencyKey', '=', request.idempotencyKey)
    .executeTakeFirst()
  if (!byKey) throw new AppError('conflict', 'This reference was already transferred under another key')
  if (byKey.requestHash !== requestHash) throw new AppError('idempotency_conflict', 'The key was used for another request')
  return toResult(byKey.response, true)
}

function toResult(stored: StoredTransfer, replayed: boolean): TransferResult {
  return {
    transactionId: BigInt(stored.transactionId),
    balances: new Map(Object.entries(stored.balances).map(([id, balance]) => [BigInt(id), BigInt(balance)])),
    replayed,
  }
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
    if (typeof entry.amount !== 'bigint' || entry.amount === 0n || entry.amount > MAX_ENTRY || entry.amount < -MAX_ENTRY) {
      problems.push('amounts are non-zero whole minor units within bounds')
      break
    }
    total += entry.amount
  }
  if (total !== 0n) problems.push('entries sum to zero')
  if (new Set(request.entries.map((e) => e.accountId)).size !== request.entries.length) problems.push('one entry per account')
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
  ])
  return createHash('sha256').update(canonical).digest('hex')
}

function mapError(error: unknown): unknown {
  if (error instanceof AppError) return error
  const e = error as { code?: string; constraint?: string; message?: string }
  if (e.code === '23514' && `${e.constraint ?? ''}${e.message ?? ''}`.includes('no_overdraft')) {
    return new AppError('insufficient_funds', 'Insufficient balance')
  }
  return error
}
