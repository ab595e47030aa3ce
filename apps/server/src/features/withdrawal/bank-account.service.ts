import type { BankAccount } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import type { MerchantSettings } from '../merchant/merchant.service'
import * as repo from './bank-account.repository'
import { ensureSettings } from './withdrawal.repository'

/** A name as people type it: spaces trimmed and collapsed, compatible characters folded (NFKC). */
export function normalizeName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ')
}

/** Two names are the same person's when they match after normalizing, whatever the case. */
export function sameName(a: string, b: string): boolean {
  return normalizeName(a).toUpperCase() === normalizeName(b).toUpperCase()
}

/** The last four digits only: enough for the member to recognise the account. */
export function maskAccountNumber(number: string): string {
  return `****${number.slice(-4)}`
}

type AccountRow = NonNullable<Awaited<ReturnType<typeof repo.findAccount>>>

function view(row: AccountRow): BankAccount {
  return {
    id: String(row.id),
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.accountNumber),
    payeeName: row.payeeName,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function banks(db: Db, merchant: MerchantSettings) {
  return { banks: (await repo.listBanks(db, merchant.id)).map(({ code, name }) => ({ code, name })) }
}

export async function bankAccounts(db: Db, memberId: bigint) {
  return { accounts: (await repo.listAccounts(db, memberId)).map(view) }
}

/**
 * Binds a bank account. The holder must be the member: the name has to match the real name on
 * file; a member without one (registration did not ask) gets it from this first binding, after
 * which it is fixed. Binding takes the member's row lock, so the account limit holds under races.
 */
export async function bindBankAccount(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  input: { bankCode: string; accountNumber: string; payeeName: string },
  ip: string,
): Promise<BankAccount> {
  const name = normalizeName(input.payeeName)
  if (name.length < 2)
    throw new AppError('validation_failed', 'Enter the account holder’s name', [
      { path: '/body/payeeName', message: 'at least 2 characters' },
    ])
  const bank = await repo.findBank(db, merchant.id, input.bankCode)
  if (!bank)
    throw new AppError('validation_failed', 'Unknown bank', [
      { path: '/body/bankCode', message: 'not one of the listed banks' },
    ])
  return inTransaction(db, async (trx) => {
    const member = await repo.lockMember(trx, memberId)
    if (!member) throw new AppError('unauthorized', 'Log in first')
    if (member.payeeName && !sameName(member.payeeName, name)) {
      throw new AppError('payee_name_mismatch', 'The account holder must be you', [
        { path: '/body/payeeName', message: 'not your real name' },
      ])
    }
    const settings = await ensureSettings(trx, merchant.id)
    const owned = await repo.listAccounts(trx, memberId)
    if (owned.length >= settings.maxBankAccounts)
      throw new AppError('bank_account_limit', `At most ${settings.maxBankAccounts} bank accounts`)
    const payeeName = member.payeeName ? normalizeName(member.payeeName) : name
    if (!member.payeeName) await repo.setPayeeName(trx, memberId, payeeName)
    const id = await repo.insertAccount(trx, {
      memberId,
      bankId: bank.id,
      accountNumber: input.accountNumber,
      payeeName,
    })
    if (id === null) throw new AppError('conflict', 'This account is already bound')
    await recordAudit(trx, {
      actorKind: 'member',
      actorId: String(memberId),
      merchantId: merchant.id,
      ip,
      action: 'bank_account.bind',
      target: `bank_account:${id}`,
      before: member.payeeName ? null : { payeeName: null },
      after: { bankCode: bank.code, accountNumber: maskAccountNumber(input.accountNumber), payeeName },
    })
    const row = await repo.findAccount(trx, memberId, id)
    if (!row) throw new AppError('internal', 'The bound account could not be read back')
    return view(row)
  })
}

/** The new-IP check: the typed name matches the holder of one of the member's bound accounts. */
export async function matchesBoundPayee(db: Db, memberId: bigint, typed: string): Promise<boolean> {
  const names = await repo.accountPayeeNames(db, memberId)
  return names.some((name) => sameName(name, typed))
}

export async function hasBoundAccount(db: Db, memberId: bigint): Promise<boolean> {
  return (await repo.accountPayeeNames(db, memberId)).length > 0
}
