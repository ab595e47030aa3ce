import { ApiError } from '../../lib/api-client'
import { useErrorText } from '../../lib/error-text'
import { useTexts } from '../../lib/i18n'
import { COMMON } from '../../locales/common'
import { Icon } from './icon'
import './icon-tile.css'

export default function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTexts(COMMON)
  const text = useErrorText()
  return (
    <div className="state state--error" role="alert">
      <span className="state__icon icon-tile icon-tile--round icon-tile--primary">
        <Icon name="info" size={28} />
      </span>
      <p className="state__title">{text(error)}</p>
      {error instanceof ApiError ? (
        <p className="state__meta">
          {t('errorCode')}: <code>{error.code}</code>
        </p>
      ) : null}
      {onRetry ? (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          <Icon name="refresh" size={16} />
          {t('retry')}
        </button>
      ) : null}
    </div>
  )
}
