import type { Db } from '../database'

/** Malaysian banks a demo member can withdraw to (codes as the banks publish them). */
const MALAYSIAN_BANKS: readonly [code: string, name: string][] = [
  ['MBB', 'Maybank'],
  ['CIMB', 'CIMB Bank'],
  ['PBB', 'Public Bank'],
  ['RHB', 'RHB Bank'],
  ['HLB', 'Hong Leong Bank'],
  ['AMB', 'AmBank'],
  ['BIMB', 'Bank Islam'],
  ['BSN', 'Bank Simpanan Nasional'],
  ['AFFIN', 'Affin Bank'],
  ['ALLIANCE', 'Alliance Bank'],
]

/** The demo brand's banks and withdrawal rules; run inside the demo seed's transaction. */
export async function seedWithdrawals(db: Db, merchantId: number): Promise<void> {
  await db
    .insertInto('banks')
    .values(MALAYSIAN_BANKS.map(([code, name], sortOrder) => ({ merchantId, code, name, sortOrder })))
    .execute()
  await db
    .insertInto('withdrawalSettings')
    .values({
      merchantId,
      minAmount: 5_000n,
      maxAmount: 5_000_000n,
      dailyCount: 5,
      dailyAmount: 10_000_000n,
      autoReceiveMinutes: 30,
      maxBankAccounts: 3,
    })
    .execute()
}
