import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * The one draw recipe of every in-house game and draw (docs/domain/games.md#provably-fair-draws): a 32-byte server
 * seed committed by its SHA-256 before play, then a byte stream HMAC-SHA256(serverSeed,
 * `${clientSeed}:${nonce}:${counter}`) for counter 0, 1, 2... read 4 bytes at a time with
 * rejection sampling, so that anyone holding the revealed seed recomputes the same outcome.
 * Hashing goes through @noble/hashes (audited, synchronous, no platform API), so the same code
 * runs on the server and in the player's browser; seeds are made by the server (decision 044).
 */
export const FAIR_ALGORITHM = 'HMAC-SHA256/rejection/v1'

export interface FairInputs {
  /** 64 hex characters (32 bytes). */
  serverSeed: string
  clientSeed: string
  nonce: number | bigint
}

export interface FairStream {
  /** A uniform integer in [0, n), n between 1 and 2^32. */
  int(n: number): number
  /** How many 4-byte words were read so far (the audit record's 'bytes consumed' / 4). */
  readonly wordsRead: number
}

const SEED_PATTERN = /^[0-9a-f]{64}$/
const TWO_32 = 2 ** 32

/** The commitment shown before play: SHA-256 of the seed's bytes, hex. */
export function commitOf(serverSeed: string): string {
  assertSeed(serverSeed)
  return bytesToHex(sha256(hexToBytes(serverSeed)))
}

export function createFairStream(inputs: FairInputs): FairStream {
  assertSeed(inputs.serverSeed)
  const key = hexToBytes(inputs.serverSeed)
  let counter = 0
  let block = new DataView(new ArrayBuffer(0))
  let offset = 0
  let wordsRead = 0
  const nextWord = (): number => {
    if (offset + 4 > block.byteLength) {
      const digest = hmac(sha256, key, utf8ToBytes(`${inputs.clientSeed}:${inputs.nonce}:${counter}`))
      block = new DataView(digest.buffer, digest.byteOffset, digest.byteLength)
      counter += 1
      offset = 0
    }
    const word = block.getUint32(offset)
    offset += 4
    wordsRead += 1
    return word
  }
  return {
    int(n: number): number {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`fair int range must be 1..2^32, got ${n}`)
      // Accept only below the largest multiple of n, so every residue is equally likely.
      const limit = Math.floor(TWO_32 / n) * n
      for (;;) {
        const word = nextWord()
        if (word < limit) return word % n
      }
    },
    get wordsRead() {
      return wordsRead
    },
  }
}

/** Fisher–Yates driven by the stream; returns a new array. */
export function shuffle<T>(items: readonly T[], stream: FairStream): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = stream.int(i + 1)
    const swap = out[i] as T
    out[i] = out[j] as T
    out[j] = swap
  }
  return out
}

/** m distinct picks from 0..n-1 in draw order (keno 20 of 80, 11x5, a card shoe). */
export function drawWithoutReplacement(n: number, m: number, stream: FairStream): number[] {
  if (m > n) throw new RangeError(`cannot draw ${m} of ${n}`)
  const pool = Array.from({ length: n }, (_, i) => i)
  // A partial Fisher–Yates from the front: the first m positions are the draw.
  for (let i = 0; i < m; i += 1) {
    const j = i + stream.int(n - i)
    const swap = pool[i] as number
    pool[i] = pool[j] as number
    pool[j] = swap
  }
  return pool.slice(0, m)
}

function assertSeed(serverSeed: string): void {
  if (!SEED_PATTERN.test(serverSeed)) throw new RangeError('server seed must be 64 lowercase hex characters')
}
