import type { StatusValue, systemRoutes } from '@sea/contract'
import { createContext, useContext } from 'react'
import { endpoint } from './api-client'

export const statusEndpoint = endpoint<typeof systemRoutes.status>('GET', '/wps/system/status')

/** The site's settings (brand, flags, rules, resources), loaded once before anything renders. */
export const SiteContext = createContext<StatusValue | null>(null)

export function useSite(): StatusValue {
  const site = useContext(SiteContext)
  if (!site) throw new Error('useSite outside the site gate')
  return site
}

/** A path under the brand's image base URL (docs/domain/site.md#header). */
export function imageUrl(site: StatusValue, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/') || path.startsWith('data:')) return path
  const base = site.imageCDNs[0] ?? site.merchant.imageBaseUrl
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

declare global {
  interface Window {
    /** Started by /boot.js before the app's code arrives (index.html). */
    __statusRequest?: Promise<Response>
  }
}

/**
 * The status request /boot.js started while the app's code was still downloading, once: the
 * first load uses it, every later load (a retry, a refetch) asks again.
 */
export function takeBootStatusRequest(): Promise<Response> | undefined {
  const request = window.__statusRequest
  window.__statusRequest = undefined
  return request
}
