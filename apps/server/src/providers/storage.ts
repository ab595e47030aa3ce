import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'

/**
 * Where uploaded files live. Keys are made by the server (`avatars/<random>`), never taken
 * from a client as they are. The built-in store keeps files on disk under the data directory;
 * an S3-compatible object store fits the same interface later (put = PutObject with
 * ContentType, get = GetObject answering null on NoSuchKey), for installs with several instances.
 */
export interface FileStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>
}

const TYPE_SUFFIX = '.type'

/** A key is a relative path of plain segments: no `..`, no leading `/`, nothing that names a sidecar. */
function checkKey(key: string): void {
  const bad =
    key === '' ||
    key.includes('..') ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    key.endsWith(TYPE_SUFFIX) ||
    key.split('/').some((segment) => segment === '' || segment === '.')
  if (bad) throw new Error(`refused storage key: ${JSON.stringify(key)}`)
}

/**
 * Files on the local disk under `root`; the content type sits beside each file in `<key>.type`.
 * Writes go through a temporary name and a rename, data first and type last, so a reader
 * never sees half a file: a key without its type file does not exist yet.
 */
export function localFileStore(root: string): FileStore {
  const base = resolve(root)
  const pathOf = (key: string): string => {
    checkKey(key)
    const path = resolve(base, key)
    const inside = relative(base, path)
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside))
      throw new Error(`refused storage key: ${JSON.stringify(key)}`)
    return path
  }
  const writeAtomically = async (path: string, data: Buffer | string): Promise<void> => {
    const temporary = join(dirname(path), `.tmp-${randomBytes(8).toString('hex')}`)
    await writeFile(temporary, data)
    await rename(temporary, path)
  }

  return {
    async put(key, data, contentType) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      await writeAtomically(path, data)
      await writeAtomically(path + TYPE_SUFFIX, contentType)
    },
    async get(key) {
      const path = pathOf(key)
      try {
        const contentType = (await readFile(path + TYPE_SUFFIX, 'utf8')).trim()
        return { data: await readFile(path), contentType }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
  }
}
