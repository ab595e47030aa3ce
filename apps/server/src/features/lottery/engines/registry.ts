import type { LotteryEngine } from '../../../db/lottery-schema'
import type { EngineAdapter, GameInfo } from './adapter'
import { electronicAdapter } from './electronic.adapter'
import { fourdAdapter } from './fourd.adapter'
import { vietnamAdapter } from './vietnam.adapter'

/** Game engine -> adapter, built once per engine and region (adapters are stateless). */
const cache = new Map<string, EngineAdapter>()

export function adapterFor(game: GameInfo): EngineAdapter {
  const key = `${game.engine}:${game.region ?? ''}`
  let adapter = cache.get(key)
  if (!adapter) {
    adapter = build(game.engine, game) as EngineAdapter
    cache.set(key, adapter)
  }
  return adapter
}

function build(engine: LotteryEngine, game: GameInfo): EngineAdapter<never> {
  switch (engine) {
    case 'vietnam':
      return vietnamAdapter(game) as EngineAdapter<never>
    case 'fourd':
      return fourdAdapter() as EngineAdapter<never>
    default:
      return electronicAdapter(engine) as EngineAdapter<never>
  }
}
