import type { StatusValue } from '@sea/contract'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { renderInSite } from '../../testing/render-in-site'
import { testSite } from '../../testing/test-site'

export { testSite }

/** Renders inside a fresh query cache, the given site and a router. */
export function renderShell(ui: ReactElement, site: StatusValue = testSite()) {
  return renderInSite(<MemoryRouter>{ui}</MemoryRouter>, site)
}
