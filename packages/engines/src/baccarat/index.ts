export {
  BACCARAT_DECKS,
  baccaratShoe,
  bankerDraws,
  cardValue,
  dealBaccarat,
  playHand,
  playValues,
} from './baccarat-rules'
export type { BaccaratHand, BaccaratSide, Card, ValuesOutcome } from './baccarat-rules'
export { BACCARAT_PAYOUTS, settleBaccarat } from './baccarat-settle'
export type { BaccaratBet, BaccaratBetResult, BaccaratBetType, BaccaratSettlement } from './baccarat-settle'
export { exactBaccaratOdds } from './baccarat-odds'
export type { BaccaratOdds } from './baccarat-odds'
