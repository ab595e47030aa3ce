import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { NoticeScreen } from '../../components/ui/notice-screen'
import { Icon } from '../../components/ui/icon'
import { useTexts } from '../../lib/i18n'
import { ChunkLoadError } from '../lazy-page'
import { SYSTEM } from '../system/system-texts'

/** A page that failed to load or render: names the chunk when a download was the cause. */
export function RouteError() {
  const error = useRouteError()
  const { t } = useTexts(SYSTEM)
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NoticeScreen icon={<Icon name="search" size={30} />} title={t('notFoundTitle')}>
        <p className="notice-card__body">{t('notFoundBody')}</p>
        <Link className="button button--primary" to="/">
          {t('goHome')}
        </Link>
      </NoticeScreen>
    )
  }
  const chunk = error instanceof ChunkLoadError ? error.chunk : 'page'
  return (
    <NoticeScreen icon={<Icon name="info" size={30} />} title={t('chunkTitle')} tone="danger">
      <p className="notice-card__body">{t('chunkBody', { chunk })}</p>
      <button type="button" className="button button--primary button--large" onClick={() => location.reload()}>
        {t('reload')}
      </button>
    </NoticeScreen>
  )
}
