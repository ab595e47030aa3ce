import type { StatusValue } from '@sea/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { SiteContext } from '../../lib/site'
import { testSite } from '../../testing/test-site'

export { testSite }

/** Renders inside a fresh query cache, the given site and a router. */
export function renderShell(ui: ReactElement, site: StatusValue = testSite()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <SiteContext.Provider value={site}>
        <MemoryRouter>{ui}</MemoryRouter>
      </SiteContext.Provider>
    </QueryClientProvider>,
  )
}
