import type { Db } from '../database'

/**
 * The demo brand's deposit channels (MYR, minor units): a bank transfer an operator approves
 * and the built-in payment-gateway simulator. The receiving account is obviously not a real one.
 */
export async function seedDepositChannels(db: Db, merchantId: number): Promise<void> {
  await db
    .insertInto('depositChannels')
    .values([
      {
        merchantId,
        code: 'BANK_TRANSFER',
        type: 'bank_transfer',
        displayName: 'Bank transfer',
        minAmount: 3_000n,
        maxAmount: 5_000_000n,
        sortOrder: 0,
        bankName: 'Demo Bank Berhad',
        accountName: 'Lotus Play Demo Sdn Bhd',
        accountNumber: '000-111-222-333',
        provider: null,
      },
      {
        merchantId,
        code: 'ONLINE_PAYMENT',
        type: 'gateway',
        displayName: 'Online payment',
        minAmount: 1_000n,
        maxAmount: 3_000_000n,
        sortOrder: 1,
        bankName: null,
        accountName: null,
        accountNumber: null,
        provider: 'paygate',
      },
    ])
    .execute()
}
