import type {
  BrandCashier,
  CashierChannel,
  ChannelInput,
  FieldError,
  WithdrawalBank,
  WithdrawalLimits,
} from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { OperatorAction, Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import { PAYGATE } from '../deposit/deposit-gateway.service'
import { getThresholds } from '../operator-money/money-threshold.service'
import { canSee, operatorIdOf } from '../operator/operator.service'
import { depositTurnoverMultiple } from '../withdrawal/turnover.service'
import * as repo from './brand-cashier.repository'

/** The payment providers this server can route a gateway channel to. */
const PROVIDERS = [PAYGATE]

/** A brand outside the operator's scope answers as one that does not exist. */
async function brandInScope(db: Db, principal: Principal, merchantId: number) {
  const merchant = canSee(principal, merchantId) ? await repo.findMerchant(db, merchantId) : undefined
  if (!merchant) throw new AppError('not_found', 'No such merchant')
  return merchant
}

function channelView(row: repo.ChannelRow): CashierChannel {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    displayName: row.displayName,
    minAmount: fromMinor(row.minAmount),
    maxAmount: fromMinor(row.maxAmount),
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    provider: row.provider,
    deposits: row.deposits,
  }
}

/** Hundredths as the API writes a multiple: 150 -> "1.5". */
const multipleText = (hundredths: number) => String(hundredths / 100)

async function groups(db: Db, merchantId: number) {
  const limits = await repo.withdrawalSettings(db, merchantId)
  return {
    channels: (await repo.channels(db, merchantId)).map(channelView),
    withdrawals: {
      minAmount: fromMinor(limits.minAmount),
      maxAmount: fromMinor(limits.maxAmount),
      dailyCount: limits.dailyCount,
      dailyAmount: fromMinor(limits.dailyAmount),
      autoReceiveMinutes: limits.autoReceiveMinutes,
      maxBankAccounts: limits.maxBankAccounts,
    },
    banks: (await repo.banks(db, merchantId)).map(({ code, name, enabled, accounts }) => ({
      code,
      name,
      enabled,
      accounts,
    })),
    turnover: { depositMultiplier: multipleText(await depositTurnoverMultiple(db, merchantId)) },
  }
}

export async function brandCashier(db: Db, principal: Principal, merchantId: number): Promise<BrandCashier> {
  const merchant = await brandInScope(db, principal, merchantId)
  return {
    merchantId: merchant.id,
    currency: merchant.currency,
    providers: PROVIDERS,
    ...(await groups(db, merchant.id)),
    thresholds: await getThresholds(db, principal, merchant.id),
  }
}

type Group = keyof Awaited<ReturnType<typeof groups>>
const AUDIT_NAMES: Record<Group, string> = {
  channels: 'brand.deposit_channels',
  withdrawals: 'brand.withdrawals',
  banks: 'brand.withdrawal_banks',
  turnover: 'brand.turnover',
}

/**
 * One change to one group of a brand's cashier settings: under the brand's lock, in one
 * transaction, with one audit row holding that group before and after (decision 053).
 */
async function changeGroup<T>(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  group: Group,
  write: (trx: Db, operatorId: number) => Promise<T>,
): Promise<T> {
  const operatorId = operatorIdOf(action.principal)
  const merchant = await brandInScope(db, action.principal, merchantId)
  return inTransaction(db, async (trx) => {
    await repo.lockMerchant(trx, merchant.id)
    const before = (await groups(trx, merchant.id))[group]
    const result = await write(trx, operatorId)
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(operatorId),
      merchantId: merchant.id,
      ip: action.ip,
      action: AUDIT_NAMES[group],
      target: `merchant:${merchant.id}`,
      before: { [group]: before },
      after: { [group]: (await groups(trx, merchant.id))[group] },
    })
    return result
  })
}

function refuse(problems: FieldError[]) {
  if (problems.length > 0) throw new AppError('validation_failed', 'The settings are not valid', problems)
}

/** What a schema cannot say of a channel: the order of its limits and what its type needs. */
function channelValues(input: ChannelInput) {
  const minAmount = toMinor(input.minAmount, 'minAmount')
  const maxAmount = toMinor(input.maxAmount, 'maxAmount')
  const problems: FieldError[] = []
  if (minAmount <= 0n) problems.push({ path: '/body/minAmount', message: 'above zero' })
  if (maxAmount < minAmount) problems.push({ path: '/body/maxAmount', message: 'at least the minimum' })
  const bank = input.type === 'bank_transfer'
  if (bank)
    for (const field of ['bankName', 'accountName', 'accountNumber'] as const)
      if (!input[field]) problems.push({ path: `/body/${field}`, message: 'required for a bank transfer' })
  if (!bank && !PROVIDERS.includes(input.provider ?? ''))
    problems.push({ path: '/body/provider', message: `one of: ${PROVIDERS.join(', ')}` })
  refuse(problems)
  return {
    code: input.code,
    type: input.type,
    displayName: input.displayName.trim(),
    minAmount,
    maxAmount,
    enabled: input.enabled,
    // A channel holds what its type uses and nothing else: no stale account behind a gateway.
    bankName: bank ? (input.bankName?.trim() ?? null) : null,
    accountName: bank ? (input.accountName?.trim() ?? null) : null,
    accountNumber: bank ? (input.accountNumber ?? null) : null,
    provider: bank ? null : (input.provider ?? null),
  }
}

async function savedChannel(db: Db, merchantId: number, id: number) {
  const row = await repo.channel(db, merchantId, id)
  if (!row) throw new AppError('not_found', 'No such deposit channel')
  return channelView(row)
}

export async function createChannel(db: Db, action: OperatorAction, merchantId: number, input: ChannelInput) {
  const values = channelValues(input)
  return changeGroup(db, action, merchantId, 'channels', async (trx) => {
    if (await repo.codeTaken(trx, merchantId, values.code, null))
      refuse([{ path: '/body/code', message: 'another channel of this brand has this code' }])
    const sortOrder = await repo.nextSortOrder(trx, merchantId)
    const id = await repo.insertChannel(trx, { merchantId, ...values, sortOrder })
    return savedChannel(trx, merchantId, id)
  })
}

/** Deposits name their channel: one that has any keeps its code and type, and is disabled rather than deleted. */
export async function updateChannel(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  channelId: number,
  input: ChannelInput,
) {
  const values = channelValues(input)
  return changeGroup(db, action, merchantId, 'channels', async (trx) => {
    const before = await repo.channel(trx, merchantId, channelId)
    if (!before) throw new AppError('not_found', 'No such deposit channel')
    const problems: FieldError[] = []
    if (before.deposits > 0 && before.code !== values.code)
      problems.push({ path: '/body/code', message: 'a channel with deposits keeps its code' })
    if (before.deposits > 0 && before.type !== values.type)
      problems.push({ path: '/body/type', message: 'a channel with deposits keeps its type' })
    if (await repo.codeTaken(trx, merchantId, values.code, channelId))
      problems.push({ path: '/body/code', message: 'another channel of this brand has this code' })
    refuse(problems)
    await repo.updateChannel(trx, channelId, { ...values, updatedAt: new Date() })
    return savedChannel(trx, merchantId, channelId)
  })
}

export async function orderChannels(db: Db, action: OperatorAction, merchantId: number, channelIds: number[]) {
  return changeGroup(db, action, merchantId, 'channels', async (trx) => {
    const current = (await repo.channels(trx, merchantId)).map((row) => row.id)
    const same = current.length === channelIds.length && current.every((id) => channelIds.includes(id))
    if (!same) refuse([{ path: '/body/channelIds', message: 'every channel of the brand, once each' }])
    for (const [index, id] of channelIds.entries())
      await repo.updateChannel(trx, id, { sortOrder: index + 1, updatedAt: new Date() })
    return (await repo.channels(trx, merchantId)).map(channelView)
  })
}

export async function setWithdrawals(db: Db, action: OperatorAction, merchantId: number, input: WithdrawalLimits) {
  const values = {
    minAmount: toMinor(input.minAmount, 'minAmount'),
    maxAmount: toMinor(input.maxAmount, 'maxAmount'),
    dailyCount: input.dailyCount,
    dailyAmount: toMinor(input.dailyAmount, 'dailyAmount'),
    autoReceiveMinutes: input.autoReceiveMinutes,
    maxBankAccounts: input.maxBankAccounts,
  }
  const problems: FieldError[] = []
  if (values.minAmount <= 0n) problems.push({ path: '/body/minAmount', message: 'above zero' })
  if (values.maxAmount < values.minAmount) problems.push({ path: '/body/maxAmount', message: 'at least the minimum' })
  refuse(problems)
  await changeGroup(db, action, merchantId, 'withdrawals', async (trx) => {
    await repo.withdrawalSettings(trx, merchantId)
    await repo.saveWithdrawalSettings(trx, merchantId, values)
  })
  return brandCashier(db, action.principal, merchantId)
}

/** Members' bound accounts point at a bank, so a bank is switched off, never dropped from the list. */
export async function setBanks(db: Db, action: OperatorAction, merchantId: number, banks: WithdrawalBank[]) {
  const problems: FieldError[] = []
  const codes = banks.map((bank) => bank.code)
  codes.forEach((code, index) => {
    if (codes.indexOf(code) !== index) problems.push({ path: `/body/banks/${index}/code`, message: 'listed twice' })
  })
  refuse(problems)
  await changeGroup(db, action, merchantId, 'banks', async (trx) => {
    const missing = (await repo.banks(trx, merchantId)).filter((bank) => !codes.includes(bank.code))
    if (missing.length > 0)
      refuse([
        {
          path: '/body/banks',
          message: `switch a bank off rather than leave it out: ${missing.map((b) => b.code).join(', ')}`,
        },
      ])
    for (const [index, bank] of banks.entries())
      await repo.saveBank(trx, merchantId, { ...bank, name: bank.name.trim(), sortOrder: index + 1 })
  })
  return brandCashier(db, action.principal, merchantId)
}

export async function setTurnover(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  input: { depositMultiplier: string },
) {
  const hundredths = Number(toMinor(input.depositMultiplier, 'depositMultiplier'))
  if (hundredths > 10_000) refuse([{ path: '/body/depositMultiplier', message: 'at most 100' }])
  await changeGroup(db, action, merchantId, 'turnover', (trx, operatorId) =>
    repo.saveDepositMultiplier(trx, merchantId, hundredths, operatorId),
  )
  return brandCashier(db, action.principal, merchantId)
}
