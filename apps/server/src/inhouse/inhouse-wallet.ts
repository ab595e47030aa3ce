import type { Db } from '../db/database'
import { deriveKey } from '../lib/secret'
import { createSeamlessClient, type SeamlessClient } from '../providers/vendor/seamless-client'
import { seamlessSecret } from '../providers/vendor/seamless-signature'

/**
 * How the in-house vendor reaches the platform's wallet: the seamless protocol over real HTTP
 * to the platform's own address, signed with the vendor's secret, exactly as a third party
 * would (docs/decisions/026). Never the ledger directly.
 */
export type SeamlessWallet = SeamlessClient
export type WalletFor = (vendorCode: string) => SeamlessWallet

export interface WalletLink {
  appSecret: Buffer
  /** The platform's address; a function, since it is known only once the server listens. */
  platformUrl: () => string
  timeoutMs: number
}

export function walletFor(link: WalletLink): WalletFor {
  const clients = new Map<string, SeamlessWallet>()
  return (vendorCode) => {
    const baseUrl = link.platformUrl()
    const key = `${vendorCode} ${baseUrl}`
    let client = clients.get(key)
    if (!client) {
      client = createSeamlessClient({
        baseUrl,
        vendorCode,
        secret: seamlessSecret(link.appSecret, vendorCode),
        timeoutMs: link.timeoutMs,
      })
      clients.set(key, client)
    }
    return client
  }
}

export interface InhouseDeps {
  db: Db
  /** Seals the platform tokens and the unrevealed server seeds. */
  sealingKey: Buffer
  wallet: WalletFor
  /** The same link the other way: the platform reaches the vendor it serves at its own address. */
  link: WalletLink
}

/** The in-house vendor's dependencies: its own sealing key and its wallet client. */
export function inhouseDeps(link: WalletLink & { db: Db }): InhouseDeps {
  return { db: link.db, sealingKey: deriveKey(link.appSecret, 'inhouse-vendor'), wallet: walletFor(link), link }
}
