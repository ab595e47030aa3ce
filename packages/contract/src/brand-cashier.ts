import { Type, type Static } from 'typebox'
import { Ok } from './envelope'
import { MoneyThresholdsSchema } from './money-requests'
import { OPERATOR } from './operators'
import { defineRoute } from './route'
import { AmountSchema } from './wallet'

/**
 * A brand's cashier settings in the console (decision 053): deposit channels with their receiving
 * accounts, withdrawal limits, the banks members withdraw to, turnover rules, and the four-eyes
 * thresholds shown alongside (they keep their own route). Amounts travel as decimals with at most
 * two places, as everywhere in the API, and are stored in minor units.
 */
export const DEPOSIT_CHANNEL_TYPES = ['bank_transfer', 'gateway'] as const

const Amount = Type.String({
  pattern: '^(0|[1-9]\\d{0,14})(\\.\\d{1,2})?$',
  description: 'decimal, at most two places',
})
/** A multiple of the amount, at most two places (1: once the amount; 0: none). */
const Multiplier = Type.String({ pattern: '^(0|[1-9]\\d{0,1}|100)(\\.\\d{1,2})?$', description: 'from 0 to 100' })
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' })
const Count = Type.Integer({ minimum: 0, maximum: 10_000 })

export const CashierChannelSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  type: Type.Enum(DEPOSIT_CHANNEL_TYPES),
  displayName: Type.String(),
  minAmount: AmountSchema,
  maxAmount: AmountSchema,
  enabled: Type.Boolean(),
  sortOrder: Type.Integer(),
  bankName: Type.Union([Type.String(), Type.Null()]),
  accountName: Type.Union([Type.String(), Type.Null()]),
  accountNumber: Type.Union([Type.String(), Type.Null()]),
  provider: Type.Union([Type.String(), Type.Null()]),
  deposits: Type.Integer({ description: 'deposits made through it: a channel with any is disabled, never deleted' }),
})
export type CashierChannel = Static<typeof CashierChannelSchema>

export const ChannelInputSchema = Type.Object({
  code: Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }),
  type: Type.Enum(DEPOSIT_CHANNEL_TYPES),
  displayName: Text(60),
  minAmount: Amount,
  maxAmount: Amount,
  enabled: Type.Boolean(),
  bankName: Type.Optional(Type.Union([Text(80), Type.Null()])),
  accountName: Type.Optional(Type.Union([Text(100), Type.Null()])),
  accountNumber: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9][0-9 -]{3,38}[0-9]$' }), Type.Null()])),
  provider: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
})
export type ChannelInput = Static<typeof ChannelInputSchema>

export const WithdrawalLimitsSchema = Type.Object({
  minAmount: Amount,
  maxAmount: Amount,
  dailyCount: Count,
  dailyAmount: Amount,
  autoReceiveMinutes: Type.Integer({ minimum: 1, maximum: 43_200 }),
  maxBankAccounts: Type.Integer({ minimum: 0, maximum: 20 }),
})
export type WithdrawalLimits = Static<typeof WithdrawalLimitsSchema>

export const WithdrawalBankSchema = Type.Object({
  code: Type.String({ pattern: '^[A-Z0-9_]{2,16}$' }),
  name: Text(80),
  enabled: Type.Boolean(),
})
export type WithdrawalBank = Static<typeof WithdrawalBankSchema>

export const TurnoverRulesSchema = Type.Object({ depositMultiplier: Multiplier })
export type TurnoverRules = Static<typeof TurnoverRulesSchema>

export const BrandCashierSchema = Type.Object({
  merchantId: Type.Integer(),
  currency: Type.String(),
  channels: Type.Array(CashierChannelSchema, { description: 'in the order members see them' }),
  providers: Type.Array(Type.String(), { description: 'payment providers this server knows, for gateway channels' }),
  withdrawals: Type.Object({
    ...WithdrawalLimitsSchema.properties,
    minAmount: AmountSchema,
    maxAmount: AmountSchema,
    dailyAmount: AmountSchema,
  }),
  banks: Type.Array(Type.Object({ ...WithdrawalBankSchema.properties, accounts: Type.Integer() }), {
    description: 'in the order members see them; accounts: members’ bank accounts bound to it',
  }),
  turnover: TurnoverRulesSchema,
  thresholds: MoneyThresholdsSchema,
})
export type BrandCashier = Static<typeof BrandCashierSchema>

const MerchantParams = Type.Object({ merchantId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) })
const ChannelParams = Type.Object({
  ...MerchantParams.properties,
  channelId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
})
const base = { access: OPERATOR, tags: ['operator', 'brands'] }

export const brandCashierRoutes = {
  get: defineRoute({
    ...base,
    method: 'GET',
    url: '/wps/operator/brands/:merchantId/cashier',
    permission: 'brands.read',
    summary:
      'A brand’s cashier settings: deposit channels, withdrawal limits and banks, turnover, four-eyes thresholds',
    schema: { params: MerchantParams, response: { 200: Ok(BrandCashierSchema) } },
  }),
  createChannel: defineRoute({
    ...base,
    method: 'POST',
    url: '/wps/operator/brands/:merchantId/cashier/deposit-channels',
    permission: 'brands.cashier',
    summary:
      'Add a deposit channel, last in the order (audited as brand.deposit_channels). A bank transfer names the receiving ' +
      'account; a gateway names a provider this server knows.',
    schema: { params: MerchantParams, body: ChannelInputSchema, response: { 200: Ok(CashierChannelSchema) } },
  }),
  updateChannel: defineRoute({
    ...base,
    method: 'PUT',
    url: '/wps/operator/brands/:merchantId/cashier/deposit-channels/:channelId',
    permission: 'brands.cashier',
    summary:
      'Change a deposit channel (audited); a channel with deposits keeps its code and type, and is disabled, never deleted',
    schema: { params: ChannelParams, body: ChannelInputSchema, response: { 200: Ok(CashierChannelSchema) } },
  }),
  orderChannels: defineRoute({
    ...base,
    method: 'PUT',
    url: '/wps/operator/brands/:merchantId/cashier/deposit-channels/order',
    permission: 'brands.cashier',
    summary: 'Put the brand’s deposit channels in this order: every channel id, once (audited)',
    schema: {
      params: MerchantParams,
      body: Type.Object({ channelIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200, uniqueItems: true }) }),
      response: { 200: Ok(Type.Array(CashierChannelSchema)) },
    },
  }),
  setWithdrawals: defineRoute({
    ...base,
    method: 'PUT',
    url: '/wps/operator/brands/:merchantId/cashier/withdrawals',
    permission: 'brands.cashier',
    summary: 'Set the brand’s withdrawal limits (audited as brand.withdrawals)',
    schema: { params: MerchantParams, body: WithdrawalLimitsSchema, response: { 200: Ok(BrandCashierSchema) } },
  }),
  setBanks: defineRoute({
    ...base,
    method: 'PUT',
    url: '/wps/operator/brands/:merchantId/cashier/withdrawal-banks',
    permission: 'brands.cashier',
    summary:
      'The banks members may withdraw to, in order: every bank the brand has, plus new ones; a bank is switched off, ' +
      'never removed (members’ bound accounts point at it) (audited as brand.withdrawal_banks)',
    schema: {
      params: MerchantParams,
      body: Type.Object({ banks: Type.Array(WithdrawalBankSchema, { maxItems: 200 }) }),
      response: { 200: Ok(BrandCashierSchema) },
    },
  }),
  setTurnover: defineRoute({
    ...base,
    method: 'PUT',
    url: '/wps/operator/brands/:merchantId/cashier/turnover',
    permission: 'brands.cashier',
    summary:
      'The wagering an approved deposit carries, as a multiple of its amount, before the member may withdraw ' +
      '(audited as brand.turnover)',
    schema: { params: MerchantParams, body: TurnoverRulesSchema, response: { 200: Ok(BrandCashierSchema) } },
  }),
}
