export {
  DEFAULT_4D_CONFIG,
  MALAYSIA_4D_CONFIG,
  betCost,
  coveredNumbers,
  liabilityKeys,
  permutationsOf,
  quoteBet,
  settleBet,
  validateBet,
} from './bets'
export type { FourDBet, FourDConfig, FourDForm, FourDPrizes, FourDSize } from './bets'
export { CATEGORIES, drawResult, parseResultSheet } from './result'
export type { FourDCategory, FourDParse, FourDResult } from './result'
