// The back office's daily rollups (migration 0038, decision 052 "Rollups"); money in minor units.

export interface ReportChangeTable {
  merchantId: number
  at: Date
}

export interface ReportBrandDayTable {
  merchantId: number
  day: string
  depositCount: number
  depositSum: bigint
  firstDepositors: number
  withdrawalCount: number
  withdrawalSum: bigint
  registrations: number
  bonus: bigint
  activePlayers: number
}

/** Each member's last day with a bet or a deposit, per brand (migration 0041). */
export interface ReportMemberLastDayTable {
  merchantId: number
  memberId: bigint
  day: string
}

export interface ReportGameDayTable {
  merchantId: number
  day: string
  product: string
  vendorCode: string
  gameCode: string
  betCount: number
  players: number
  stake: bigint
  validBet: bigint
  win: bigint
}

export interface ReportMemberDayTable {
  merchantId: number
  day: string
  memberId: bigint
  betCount: number
  stake: bigint
  validBet: bigint
  win: bigint
  depositCount: number
  depositSum: bigint
  withdrawalCount: number
  withdrawalSum: bigint
}

export interface ReportCashierDayTable {
  merchantId: number
  day: string
  direction: 'deposit' | 'withdrawal'
  channel: string
  count: number
  sum: bigint
}
