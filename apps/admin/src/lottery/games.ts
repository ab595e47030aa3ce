import { currentLanguage } from '../lib/i18n'
import type { DeskGame } from './lottery.api'

/** A game's name in the operator's language, else English, else its code. */
export function gameName(game: Pick<DeskGame, 'gameCode' | 'names'> | undefined, code = ''): string {
  if (!game) return code
  return game.names[currentLanguage()] ?? game.names.EN ?? game.gameCode
}
