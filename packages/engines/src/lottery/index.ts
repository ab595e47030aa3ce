export * as fourd from './fourd'
export * as vietnam from './vietnam'
export { costOf, payoutOf, ratio, sameRatio } from './money'
export type { BetCheck, BetErrorCode, Liability, Ratio, Settlement } from './money'
