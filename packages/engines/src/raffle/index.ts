export { RAFFLE_ALGORITHM, drawRaffle, entrantsDigest, uniform } from './raffle-draw'
export type { RaffleEntrant, RaffleInputs, RaffleWinner } from './raffle-draw'
