import { Component, Suspense, use, useState, type ComponentType, type ReactNode } from 'react'
import { Icon } from '../../components/ui/icon'
import { LoadingState } from '../../components/ui/states'
import { useTexts } from '../../lib/i18n'
import { COMMON } from '../../locales/common'
import { withTimeout } from '../lazy-page'
import { MEMBER_CENTRE } from './member-centre-texts'
import type { MemberCentrePage, MemberCentrePageProps } from './pages'

type PageModule = { default: ComponentType<MemberCentrePageProps> }

/** Each page's code, loading or loaded, from its first visit; a failed load is dropped so a retry loads again. */
const loaded = new Map<string, Promise<PageModule>>()

function loadPage(page: MemberCentrePage): Promise<PageModule> {
  let module = loaded.get(page.id)
  if (!module) {
    module = withTimeout(page.load, page.id)
    loaded.set(page.id, module)
  }
  return module
}

/** Suspends until the page's code is there, then renders it. */
function LoadedPage({ page, params }: { page: MemberCentrePage; params: Readonly<Record<string, string>> }) {
  const module = use(loadPage(page))
  return <module.default params={params} />
}

/** Catches what one page throws (its chunk failing to load, or a render error) so the frame survives. */
class PageBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

function PageFailed({ retry }: { retry: () => void }) {
  const { t } = useTexts(MEMBER_CENTRE)
  const common = useTexts(COMMON).t
  return (
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
}

/** The current page, loaded when first shown, with its own loading state and error boundary. */
export function MemberCentrePageView({ page, params }: { page: MemberCentrePage; params: Readonly<Record<string, string>> }) {
  const [attempt, setAttempt] = useState(0)
  const retry = () => {
    loaded.delete(page.id)
    setAttempt((value) => value + 1)
  }
  // A new key per page and per attempt gives a fresh boundary: switching pages clears an error.
  return (
    <PageBoundary key={`${page.id}:${attempt}`} fallback={<PageFailed retry={retry} />}>
      <Suspense fallback={<LoadingState rows={4} />}>
        <LoadedPage page={page} params={params} />
      </Suspense>
    </PageBoundary>
  )
}
