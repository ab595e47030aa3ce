import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { Modal } from '../../../components/ui/modal'
import { MEMBER_KEY } from '../../../lib/account'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { clearSession } from '../../../lib/session-store'
import { COMMON } from '../../../locales/common'
import { logOut, useRealityCheckFigures } from '../protection-session-api'
import { PROTECTION_SESSION } from '../protection-session-texts'
import { endingWarningAt, nextCheckAt } from '../reality-check-schedule'
import { useSessionLength } from '../use-session-length'
import './reality-check.css'

type Shown = 'check' | 'ending' | null
// setTimeout takes at most 2^31 - 1 ms; a later instant is looked at again then.
const MAX_DELAY = 2 ** 31 - 1

/**
 * The reality check where the member plays (the game frame, the lottery pages): every chosen
 * interval since the session began, time played and this session's net result, with Continue
 * and Log out; and once, five minutes before a session limit ends the session, a warning.
 */
export function RealityCheckNotice() {
  const { t } = useTexts(PROTECTION_SESSION)
  const common = useTexts(COMMON).t
  const dateTime = useDateTime()
  const length = useSessionLength()
  const figures = useRealityCheckFigures()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [shown, setShown] = useState<Shown>(null)
  const [warned, setWarned] = useState(false)
  const data = figures.data
  const refetch = figures.refetch

  useEffect(() => {
    if (!data || shown) return
    const now = Date.now()
    const check = nextCheckAt(Date.parse(data.sessionStartedAt), data.realityCheckMinutes, now)
    const end = data.sessionEndsAt ? Date.parse(data.sessionEndsAt) : null
    // The warning once, at once when the page opens inside its five minutes.
    const warning = !warned && end !== null && end > now ? Math.max(now, endingWarningAt(data.sessionEndsAt)!) : null
    // At the session's end the next call is refused and the site logs out (api-client's sessionLost).
    const moments = [check, warning, end !== null && end > now ? end : null]
    const next = Math.min(...moments.filter((at): at is number => at !== null))
    if (!Number.isFinite(next)) return
    const timer = setTimeout(
      () => {
        if (next === warning) {
          setWarned(true)
          setShown('ending')
          return
        }
        void refetch().then((fresh) => {
          if (fresh.data && next === check) setShown('check')
        })
      },
      Math.min(next - now, MAX_DELAY),
    )
    return () => clearTimeout(timer)
  }, [data, shown, warned, refetch])

  if (!data || !shown) return null

  if (shown === 'ending') {
    const close = () => setShown(null)
    return (
      <Modal title={t('notice.endingTitle')} closeLabel={common('close')} onClose={close} size="small">
        <div className="reality-check">
          <span className="reality-check__icon" aria-hidden="true">
            <Icon name="clock" size={26} />
          </span>
          <p className="reality-check__body">{t('notice.endingBody', { time: dateTime(data.sessionEndsAt!) })}</p>
          <div className="reality-check__actions">
            <button type="button" className="button button--primary" onClick={close}>
              {t('notice.ok')}
            </button>
          </div>
        </div>
      </Modal>
    )
  }

  const played = length(data.playedSeconds / 60)
  const net = Number(data.net)
  const proceed = () => setShown(null)
  const leave = async () => {
    await logOut()
    clearSession()
    queryClient.removeQueries({ queryKey: MEMBER_KEY })
    void navigate('/')
  }
  return (
    <Modal title={t('notice.title')} closeLabel={common('close')} onClose={proceed} size="small">
      <div className="reality-check" data-testid="reality-check">
        <span className="reality-check__icon" aria-hidden="true">
          <Icon name="clock" size={26} />
        </span>
        <p className="reality-check__body">{t('notice.body', { played })}</p>
        <dl className="reality-check__figures">
          <div>
            <dt>{t('notice.played')}</dt>
            <dd>{played}</dd>
          </div>
          <div>
            <dt>{t('notice.net')}</dt>
            <dd className={net > 0 ? 'is-up' : net < 0 ? 'is-down' : undefined}>
              {net > 0 ? '+' : ''}
              {formatMoney(data.net)}
            </dd>
          </div>
        </dl>
        <p className="reality-check__since">{t('notice.since', { time: dateTime(data.sessionStartedAt) })}</p>
        <div className="reality-check__actions">
          <button type="button" className="button button--ghost" onClick={() => void leave()}>
            {t('notice.logout')}
          </button>
          <button type="button" className="button button--primary" onClick={proceed}>
            {t('notice.continue')}
          </button>
        </div>
      </div>
    </Modal>
  )
}
