/**
 * Proof pictures of a not-received answer (decision 012): PNG or JPEG, at most 5 MB each, at
 * most 3 per withdrawal. The server checks the bytes; the page checks first so the member learns
 * at once, and sends each picture with the type its bytes show.
 */
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const
export type ProofType = (typeof PROOF_TYPES)[number]
export const PROOF_MAX_BYTES = 5 * 1024 * 1024
export const PROOFS_MAX = 3

export type ProofProblem = 'type' | 'size' | 'count'

/** PNG and JPEG by their first bytes (the signatures), whatever the file's name says. */
export function sniffImage(head: Uint8Array): ProofType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (png.every((byte, index) => head[index] === byte)) return 'image/png'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg'
  return null
}

type FileLike = { name: string; size: number; type: string }

/**
 * Which of the chosen files may join the `current` ones: in order, each must be a PNG or JPEG
 * (by its declared type here, by its bytes in `readProof`), at most 5 MB, within the 3 allowed.
 */
export function screenProofs<F extends FileLike>(
  current: number,
  files: readonly F[],
): { accepted: F[]; rejected: { file: F; problem: ProofProblem }[] } {
  const accepted: F[] = []
  const rejected: { file: F; problem: ProofProblem }[] = []
  for (const file of files) {
    if (!(PROOF_TYPES as readonly string[]).includes(file.type)) rejected.push({ file, problem: 'type' })
    else if (file.size > PROOF_MAX_BYTES) rejected.push({ file, problem: 'size' })
    else if (current + accepted.length >= PROOFS_MAX) rejected.push({ file, problem: 'count' })
    else accepted.push(file)
  }
  return { accepted, rejected }
}

/**
 * `screenProofs` after a look at each file's bytes: a file whose declared type says PNG or JPEG
 * but whose bytes are something else is refused as the wrong type, before it takes a place.
 */
export async function pickProofs<F extends FileLike & Blob>(current: number, files: readonly F[]) {
  const pictures = await Promise.all(files.map(async (file) => (await readProof(file)) !== null))
  const fake = files.filter((file, index) => !pictures[index] && (PROOF_TYPES as readonly string[]).includes(file.type))
  const screened = screenProofs(
    current,
    files.filter((file) => !fake.includes(file)),
  )
  return {
    accepted: screened.accepted,
    rejected: [...fake.map((file) => ({ file, problem: 'type' as const })), ...screened.rejected],
  }
}

/** The picture as it is sent: typed by its bytes; null when its bytes are not PNG or JPEG. */
export async function readProof(file: Blob): Promise<Blob | null> {
  const type = sniffImage(new Uint8Array(await file.slice(0, 8).arrayBuffer()))
  return type ? new Blob([file], { type }) : null
}
