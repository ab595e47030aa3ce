import { useNavigate } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { launchGame, launchKey, useLaunching, type LaunchTarget } from '../../../lib/launch-game'
import { useSite } from '../../../lib/site'
import { useRooms } from '../api'
import { GAMES } from '../games-texts'
import '../../../components/ui/icon-tile.css'

/** PVP rooms (GLS2_roomList) above the list, when the member is signed in and the vendor has rooms. */
export function RoomStrip({ vassalage }: { vassalage: string }) {
  const { t, i18n } = useTexts(GAMES)
  const site = useSite()
  const navigate = useNavigate()
  const launching = useLaunching()
  const rooms = useRooms(vassalage, i18n.language, true)
  if (!rooms.data || rooms.data.length === 0) return null
  return (
    <section className="room-strip" aria-labelledby="room-strip-title">
      <h2 id="room-strip-title" className="games-subtitle">
        {t('rooms.title')}
      </h2>
      <ul className="room-strip__list">
        {rooms.data.map((room) => {
          const target: LaunchTarget = {
            vassalage: room.vassalage,
            name: room.name,
            isGame: 'GAME',
            comingSoon: false,
            nodeId: room.nodeId,
            roomId: room.roomId,
          }
          const busy = launching === launchKey(target)
          return (
            <li key={room.roomId} className="room-card">
              <span className="room-card__icon icon-tile icon-tile--accent" aria-hidden="true">
                <Icon name="chip" size={22} />
              </span>
              <span className="room-card__text">
                <span className="room-card__name">{room.name}</span>
                <span className="room-card__meta">
                  {t('rooms.minBet', { amount: formatMoney(room.minBet) })} ·{' '}
                  {t('rooms.players', { count: room.players })}
                </span>
              </span>
              <button
                type="button"
                className="button button--primary room-card__join"
                disabled={busy}
                onClick={() => void launchGame(target, navigate, site.merchant.code)}
              >
                {busy ? t('launching') : t('rooms.join')}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
