import { CONTENT_PICTURE_MAX_BYTES, operatorContentRoutes } from '@sea/contract'
import { readPicture, storePicture } from '../../lib/pictures'
import type { FileStore } from '../../providers/storage'

const CONTENT_SHELF = { folder: 'content', url: operatorContentRoutes.picture.url }

/** Stores a banner or promotion picture (lib/pictures); an announcement then names the answered path. */
export async function uploadContentPicture(store: FileStore, data: unknown): Promise<{ url: string }> {
  return { url: await storePicture(store, CONTENT_SHELF, data, CONTENT_PICTURE_MAX_BYTES) }
}

/** A stored content picture and its type. */
export const contentPicture = (store: FileStore, key: string) => readPicture(store, CONTENT_SHELF, key)
