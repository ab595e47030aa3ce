import { Component, Suspense, use, useState, type ComponentType, type ReactNode } from 'react'
import { Icon } from '../../components/ui/icon'
import { LoadingState } from '../../components/ui/states'
import { AGENT } from '../../features/agent-centre/agent-texts'
import { useTexts } from '../../lib/i18n'
import { COMMON } from '../../locales/common'
import { withTimeout } from '../lazy-page'
import type { AgentCentrePage, AgentCentrePageProps } from './pages'

type PageModule = { default: ComponentType<AgentCentrePageProps> }

/** Each page's code from its first visit; a failed load is dropped so that a retry loads again. */
const loaded = new Map<string, Promise<PageModule>>()

function loadPage(page: AgentCentrePage): Promise<PageModule> {
  let module = loaded.get(page.id)
  if (!module) {
    module = withTimeout(page.load, page.id)
    loaded.set(page.id, module)
  }
  return module
}

function LoadedPage({ page, params }: { page: AgentCentrePage; params: Readonly<Record<string, string>> }) {
  const module = use(loadPage(page))
  return <module.default params={params} />
}

/** Catches what one page throws (its chunk failing, a render error) so the frame survives. */
class PageBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** The current page, loaded when first shown, with its own loading state and error boundary. */
export function AgentCentrePageView({ page, params }: { page: AgentCentrePage; params: Readonly<Record<string, string>> }) {
  const { t } = useTexts(AGENT)
  const common = useTexts(COMMON).t
  const [attempt, setAttempt] = useState(0)
  const retry = () => {
    loaded.delete(page.id)
    setAttempt((value) => value + 1)
  }
  const failed = (
    <div className="state state--error" role="alert">
      <span className="state__icon">
        <Icon name="alert" size={28} />
      </span>
      <p className="state__title">{t('pageError')}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        <Icon name="refresh" size={16} />
        {common('retry')}
      </button>
    </div>
  )
  return (
    <PageBoundary key={`${page.id}:${attempt}`} fallback={failed}>
      <Suspense fallback={<LoadingState rows={4} />}>
        <LoadedPage page={page} params={params} />
      </Suspense>
    </PageBoundary>
  )
}
