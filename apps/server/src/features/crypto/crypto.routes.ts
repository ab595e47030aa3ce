import { systemRoutes } from '@sea/contract'
import { route, type App } from '../../http/route'
import type { KeyRing } from './crypto.service'

export function cryptoRoutesPlugin(keys: KeyRing) {
  return async function register(app: App) {
    route(app, systemRoutes.publicKey, async () => ({
      ...(await keys.current()),
      algorithm: 'RSA-OAEP-256+A256GCM' as const,
    }))
  }
}
