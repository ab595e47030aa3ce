import { randomBytes } from 'node:crypto'

/**
 * A fresh server seed for a fair round or draw: 32 bytes from the operating system's CSPRNG, as
 * the 64 hex characters `@sea/engines/fair` takes. Made here rather than in the engines, which
 * stay deterministic so that browsers run them too (decision 044).
 */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex')
}
