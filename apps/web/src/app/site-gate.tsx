import type { Language, StatusValue } from '@sea/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { ApiError, call, onSiteClosed } from '../lib/api-client'
import { applyLanguage, storedLanguage } from '../lib/i18n'
import { SiteContext, statusEndpoint, takeBootStatusRequest } from '../lib/site'
import { ErrorScreen, LoadingScreen, MaintenanceScreen, RestrictedScreen } from './system/system-screens'
import { applyFavicon, applyTheme, listenForThemePreview } from './theme'

/** The visitor's language: their own earlier choice when the brand offers it, else the brand's default. */
export function chooseLanguage(site: StatusValue, stored: Language | null): Language {
  return stored && site.merchant.languages.includes(stored) ? stored : site.merchant.defaultLanguage
}

/**
 * Loads the site's settings for this host and renders the whole-app state the spec names:
 * the site, the maintenance page (status 1, which wins) or the region page (status 2).
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const status = useQuery({
    queryKey: ['site', 'status'],
    queryFn: ({ signal }) => call(statusEndpoint, { query: { url: location.host }, signal }, takeBootStatusRequest()),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  })
  const site = status.data
  // A call refused because the site closed since the status was read: read it again, so that
  // the maintenance or region page replaces the site.
  const queryClient = useQueryClient()
  useEffect(
    () => onSiteClosed(() => void queryClient.invalidateQueries({ queryKey: ['site', 'status'] })),
    [queryClient],
  )

  useEffect(() => listenForThemePreview(), [])

  useEffect(() => {
    if (!site) return
    applyTheme(site.merchant.theme)
    applyFavicon(site.merchant.faviconUrl)
    document.title = site.merchant.name
    applyLanguage(chooseLanguage(site, storedLanguage()), false)
  }, [site])

  if (!site) {
    if (status.error) {
      const code = status.error instanceof ApiError ? status.error.code : 'bad_response'
      return <ErrorScreen code={code} onRetry={() => void status.refetch()} />
    }
    return <LoadingScreen />
  }
  if (site.status === 1) return <MaintenanceScreen site={site} />
  if (site.status === 2) return <RestrictedScreen site={site} />
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
}
