import { Component, Suspense, use, useState, type ComponentType, type ReactNode } from 'react'
import { Icon, type IconName } from '../../components/ui/icon'
import { LoadingState } from '../../components/ui/states'
import { useTexts } from '../../lib/i18n'
import { COMMON } from '../../locales/common'
import { withTimeout } from '../lazy-page'
import '../../components/ui/icon-tile.css'

/** What a centre page receives: the modal's params (`page` and anything the opener added). */
export type CentrePageProps = { params: Readonly<Record<string, string>> }

/** A page of a centre: its id (the spec's name, also the modal's `page` param), icon, menu section and code. */
export type CentrePage<Group extends string = string> = {
  id: string
  icon: IconName
  /** The menu's section: the spec's order keeps each section's pages together. */
  group: Group
  load: () => Promise<{ default: ComponentType<CentrePageProps> }>
}

type PageModule = { default: ComponentType<CentrePageProps> }

/** Each page's code, loading or loaded, from its first visit; a failed load is dropped so a retry loads again. */
const loaded = new WeakMap<CentrePage, Promise<PageModule>>()

function loadPage(page: CentrePage): Promise<PageModule> {
  let module = loaded.get(page)
  if (!module) {
    module = withTimeout(page.load, page.id)
    loaded.set(page, module)
  }
  return module
}

/** Suspends until the page's code is there, then renders it. */
function LoadedPage({ page, params }: { page: CentrePage; params: Readonly<Record<string, string>> }) {
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

function PageFailed({ title, retry }: { title: string; retry: () => void }) {
  const common = useTexts(COMMON).t
  return (
    <div className="state state--error" role="alert">
      <span className="state__icon icon-tile icon-tile--round icon-tile--primary">
        <Icon name="alert" size={28} />
      </span>
      <p className="state__title">{title}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        <Icon name="refresh" size={16} />
        {common('retry')}
      </button>
    </div>
  )
}

/** The current page, loaded when first shown, with its own loading state and error boundary. */
export function CentrePageView({
  page,
  params,
  errorTitle,
}: {
  page: CentrePage
  params: Readonly<Record<string, string>>
  errorTitle: string
}) {
  const [attempt, setAttempt] = useState(0)
  const retry = () => {
    loaded.delete(page)
    setAttempt((value) => value + 1)
  }
  // A new key per page and per attempt gives a fresh boundary: switching pages clears an error.
  return (
    <PageBoundary key={`${page.id}:${attempt}`} fallback={<PageFailed title={errorTitle} retry={retry} />}>
      <Suspense fallback={<LoadingState rows={4} />}>
        <LoadedPage page={page} params={params} />
      </Suspense>
    </PageBoundary>
  )
}

/** The page the `page` param names when it is on the menu; otherwise null. */
export function findCentrePage<Page extends CentrePage>(pages: readonly Page[], id: string | undefined): Page | null {
  return pages.find((page) => page.id === id) ?? null
}
