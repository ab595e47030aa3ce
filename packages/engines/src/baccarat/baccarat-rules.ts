import { shuffle, type FairStream } from '../fair'

/**
 * Punto banco as docs/domain/games.md#baccarat states it: A = 1, 2–9 face value, 10/J/Q/K = 0, hand value = total
 * mod 10, cards dealt Player, Banker, Player, Banker, naturals on 8 or 9, then the third-card
 * rules. A fresh 8-deck shoe is shuffled for every hand, so there is nothing to count.
 */
export interface Card {
  /** 1..13: A = 1, J = 11, Q = 12, K = 13. */
  rank: number
  suit: 'S' | 'H' | 'D' | 'C'
}

export type BaccaratSide = 'PLAYER' | 'BANKER' | 'TIE'

export interface BaccaratHand {
  player: Card[]
  banker: Card[]
  playerTotal: number
  bankerTotal: number
  winner: BaccaratSide
  /** The side's first two cards share a rank. */
  playerPair: boolean
  bankerPair: boolean
  /** Either side's first two cards total 8 or 9, so neither drew. */
  natural: boolean
}

export const BACCARAT_DECKS = 8
const SUITS: readonly Card['suit'][] = ['S', 'H', 'D', 'C']

/** The unshuffled shoe, in the order a verifier rebuilds it: deck by deck, suits S H D C, ranks A..K. */
export function baccaratShoe(): Card[] {
  return Array.from({ length: BACCARAT_DECKS }, () =>
    SUITS.flatMap((suit) => Array.from({ length: 13 }, (_, i) => ({ rank: i + 1, suit }))),
  ).flat()
}

export function cardValue(card: Card): number {
  if (!Number.isInteger(card.rank) || card.rank < 1 || card.rank > 13)
    throw new RangeError(`bad card rank ${card.rank}`)
  return card.rank >= 10 ? 0 : card.rank
}

/** Does the Banker draw? playerThird is the value of the Player's third card, or null if the Player stood. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5
  if (bankerTotal <= 2) return true
  if (bankerTotal === 3) return playerThird !== 8
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7
  return false
}

export interface ValuesOutcome {
  playerTotal: number
  bankerTotal: number
  playerCards: number
  bankerCards: number
  natural: boolean
}

/**
 * The drawing rules on card values in shoe order (P, B, P, B, then the Player's and the Banker's
 * third cards as they draw). Shared by playHand and the exact odds so both use one rule set.
 */
export function playValues(values: readonly number[]): ValuesOutcome {
  const at = (i: number): number => {
    const value = values[i]
    if (value === undefined) throw new RangeError('a baccarat hand needs up to 6 cards')
    return value
  }
  let playerTotal = (at(0) + at(2)) % 10
  let bankerTotal = (at(1) + at(3)) % 10
  if (playerTotal >= 8 || bankerTotal >= 8)
    return { playerTotal, bankerTotal, playerCards: 2, bankerCards: 2, natural: true }
  let next = 4
  let playerThird: number | null = null
  if (playerTotal <= 5) {
    playerThird = at(next)
    next += 1
    playerTotal = (playerTotal + playerThird) % 10
  }
  const bankerDrew = bankerDraws(bankerTotal, playerThird)
  if (bankerDrew) bankerTotal = (bankerTotal + at(next)) % 10
  return {
    playerTotal,
    bankerTotal,
    playerCards: playerThird === null ? 2 : 3,
    bankerCards: bankerDrew ? 3 : 2,
    natural: false,
  }
}

/** A hand from cards in shoe order; cards after the ones used are ignored. */
export function playHand(cards: readonly Card[]): BaccaratHand {
  const outcome = playValues(cards.slice(0, 6).map(cardValue))
  const card = (i: number): Card => cards[i] as Card
  const player = [card(0), card(2)]
  const banker = [card(1), card(3)]
  if (outcome.playerCards === 3) player.push(card(4))
  if (outcome.bankerCards === 3) banker.push(card(outcome.playerCards === 3 ? 5 : 4))
  const { playerTotal, bankerTotal, natural } = outcome
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE',
    playerPair: card(0).rank === card(2).rank,
    bankerPair: card(1).rank === card(3).rank,
    natural,
  }
}

/** One hand: a fresh 416-card shoe, Fisher–Yates shuffled by the fair stream, dealt from the top. */
export function dealBaccarat(stream: FairStream): BaccaratHand {
  return playHand(shuffle(baccaratShoe(), stream))
}
