import { useSyncExternalStore } from 'react'

/**
 * Which modal is open. Features open each other's modals by name through this store, so no
 * feature imports another (the app composes the modal components in one host).
 */
export type ModalName =
  | 'login'
  | 'loginPopup'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'notice'
  | 'afterLogin'
  | 'trialWarning'
  | 'memberCentre'
  | 'agentCentre'
  | 'logout'
  | 'feedback'
  | 'helpWidget'
  | 'vendorGames'
  | 'gameNotice'

export type OpenModal = { name: ModalName; params: Record<string, string> }

let stack: OpenModal[] = []
const listeners = new Set<() => void>()

function publish(next: OpenModal[]): void {
  stack = next
  for (const listener of listeners) listener()
}

/** Opens a modal over the current one (a login popup over the member centre, say). */
export function openModal(name: ModalName, params: Record<string, string> = {}): void {
  publish([...stack.filter((modal) => modal.name !== name), { name, params }])
}

/** Replaces every open modal with this one (switching from login to register). */
export function switchModal(name: ModalName, params: Record<string, string> = {}): void {
  publish([{ name, params }])
}

export function closeModal(name?: ModalName): void {
  publish(name ? stack.filter((modal) => modal.name !== name) : stack.slice(0, -1))
}

export function closeAllModals(): void {
  publish([])
}

export function getModals(): readonly OpenModal[] {
  return stack
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useModals(): readonly OpenModal[] {
  return useSyncExternalStore(subscribe, getModals, getModals)
}

/** What every modal component receives from the host. */
export type ModalProps = { params: Record<string, string>; onClose: () => void }
