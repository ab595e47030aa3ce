import type { StatusValue } from '@sea/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { SiteContext } from '../lib/site'
import { testSite } from './test-site'

/** Renders inside a fresh query cache that does not retry, so a failed call shows at once, and a site. */
export function renderInSite(ui: ReactElement, site: StatusValue = testSite()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <SiteContext.Provider value={site}>{ui}</SiteContext.Provider>
    </QueryClientProvider>,
  )
}
