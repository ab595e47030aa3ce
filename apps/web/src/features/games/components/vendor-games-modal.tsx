import { EmptyState, ErrorState } from '../../../components/ui/states'
import { Modal } from '../../../components/ui/modal'
import { useTexts } from '../../../lib/i18n'
import type { ModalProps } from '../../../lib/modals'
import { COMMON } from '../../../locales/common'
import { useVendorGames } from '../api'
import { GAMES } from '../games-texts'
import { GameTile, TileSkeletons } from './game-tile'
import './games.css'

/** The popup game list of a VASSALAGE vendor (docs/domain/site.md#data-and-fields): its games, each launched directly. */
export default function VendorGamesModal({ params, onClose }: ModalProps) {
  const { t, i18n } = useTexts(GAMES)
  const common = useTexts(COMMON)
  const vassalage = params.vassalage ?? ''
  const name = params.name || vassalage
  const games = useVendorGames(vassalage, i18n.language)
  return (
    <Modal
      title={t('popup.title', { name })}
      closeLabel={common.t('close')}
      onClose={onClose}
      size="wide"
      className="vendor-games"
    >
      {games.isPending ? (
        <div className="game-grid game-grid--popup" aria-busy="true">
          <TileSkeletons count={8} />
        </div>
      ) : games.error || !games.data ? (
        <ErrorState error={games.error} onRetry={() => void games.refetch()} />
      ) : games.data.content.length === 0 ? (
        <EmptyState icon="game" title={t('popup.empty')} />
      ) : (
        <ul className="game-grid game-grid--popup">
          {games.data.content.map((game) => (
            <li key={game.nodeId}>
              <GameTile game={game} asGame onLaunch={onClose} />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  )
}
