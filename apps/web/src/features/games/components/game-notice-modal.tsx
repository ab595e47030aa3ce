import { Icon } from '../../../components/ui/icon'
import { Modal } from '../../../components/ui/modal'
import { useErrorText } from '../../../lib/error-text'
import { ApiError } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import type { ModalProps } from '../../../lib/modals'
import { COMMON } from '../../../locales/common'
import { GAMES } from '../games-texts'
import './games.css'
import '../../../components/ui/icon-tile.css'

/** What a launch that did not happen says: 'coming soon', or the refusal's text by its code. */
export default function GameNoticeModal({ params, onClose }: ModalProps) {
  const { t } = useTexts(GAMES)
  const common = useTexts(COMMON)
  const errorText = useErrorText()
  const name = params.name ?? ''
  const soon = params.kind === 'soon'
  const code = (params.code ?? 'bad_response') as ApiError['code']
  return (
    <Modal
      title={soon ? t('notice.soonTitle') : t('notice.errorTitle', { name })}
      closeLabel={common.t('close')}
      onClose={onClose}
      size="small"
    >
      <div className={`game-notice${soon ? ' game-notice--soon' : ''}`}>
        <span className="game-notice__icon icon-tile icon-tile--round icon-tile--danger" aria-hidden="true">
          <Icon name={soon ? 'clock' : 'alert'} size={26} />
        </span>
        <p>{soon ? t('notice.soonBody', { name }) : errorText(new ApiError(code, 0, code))}</p>
        {soon ? null : <p className="game-notice__code">{code}</p>}
        <button type="button" className="button button--primary game-notice__ok" onClick={onClose}>
          {t('notice.ok')}
        </button>
      </div>
    </Modal>
  )
}
