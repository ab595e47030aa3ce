export { FAIR_ALGORITHM, commitOf, createFairStream, drawWithoutReplacement, shuffle } from './fair-rng'
export type { FairInputs, FairStream } from './fair-rng'
