import type { MissionEvent, MissionView } from '@sea/contract'
import { FormMessage } from '../../../components/ui/field'
import { Icon, type IconName } from '../../../components/ui/icon'
import { Spinner } from '../../../components/ui/states'
import { useErrorText } from '../../../lib/error-text'
import { formatCount, formatMoney } from '../../../lib/format'
import { counted, useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { useClaimMission } from '../api'
import { isMoneyMission, missionPercent, timeLeft } from '../missions'
import { MISSIONS } from '../missions-texts'
import '../../../components/ui/forms.css'

const EVENT_ICONS: Record<MissionEvent, IconName> = {
  login_days: 'star',
  deposit: 'wallet',
  turnover: 'coins',
  lottery_bets: 'ticket',
  game_rounds: 'game',
}

/** The reward's parts in words: points, a bonus, or both. */
function useRewardParts() {
  const { t } = useTexts(MISSIONS)
  const currency = useSite().merchant.currency
  return (mission: MissionView): string[] =>
    [
      mission.rewardPoints > 0 ? t('points', counted(mission.rewardPoints)) : null,
      mission.rewardBonus ? t('bonus', { amount: `${currency} ${formatMoney(mission.rewardBonus)}` }) : null,
    ].filter((part) => part !== null)
}

/** One mission: what it asks, how far the member is, the time left, the reward and its Claim. */
export function MissionCard({ mission, now }: { mission: MissionView; now: number }) {
  const { t } = useTexts(MISSIONS)
  const currency = useSite().merchant.currency
  const errorText = useErrorText()
  const rewardParts = useRewardParts()
  const claim = useClaimMission()
  const money = isMoneyMission(mission)
  const percent = missionPercent(mission)
  const figure = (value: string) => (money ? `${currency} ${formatMoney(value)}` : formatCount(Number(value)))
  const goal = money
    ? t(`goal.${mission.event}`, { amount: figure(mission.target) })
    : mission.gameName !== null
      ? t('gameGoal', { count: Number(mission.target), game: mission.gameName })
      : t(`goal.${mission.event}`, { count: Number(mission.target) })
  const left = timeLeft(mission.periodEndsAt, now)
  const claimable = mission.completed && !mission.claimed
  const state = mission.claimed ? ' is-claimed' : claimable ? ' is-claimable' : ''

  return (
    <li className={`mission${state}`}>
      <span className="mission__icon" aria-hidden="true">
        <Icon name={mission.claimed ? 'check' : EVENT_ICONS[mission.event]} size={22} />
      </span>
      <div className="mission__body">
        <h4 className="mission__title">{mission.title}</h4>
        <p className="mission__goal">
          {goal}
          {mission.category ? <span className="mission__tag">{t(`categories.${mission.category}`)}</span> : null}
        </p>
        <div className="mission__progress">
          <div
            className="mission__bar"
            role="progressbar"
            aria-label={t('progress', { title: mission.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <span className="mission__figures">
            {t('progressText', { progress: figure(mission.progress), target: figure(mission.target) })}
          </span>
        </div>
        <p className="mission__time">
          <Icon name="clock" size={14} />
          {left === null
            ? t('noDeadline')
            : t('endsIn', {
                time:
                  left.days > 0
                    ? t('days', { days: left.days, hours: left.hours })
                    : left.hours > 0
                      ? t('hours', { hours: left.hours, minutes: left.minutes })
                      : t('minutes', { minutes: left.minutes }),
              })}
        </p>
      </div>
      <div className="mission__side">
        <p className="mission__reward">
          <small>{t('reward')}</small>
          {rewardParts(mission).map((part) => (
            <strong key={part}>{part}</strong>
          ))}
        </p>
        {claimable ? (
          <button
            type="button"
            className="button button--cta mission__claim"
            disabled={claim.isPending || claim.isSuccess}
            onClick={() => claim.mutate(mission.id)}
            aria-label={t('claimLabel', { title: mission.title })}
          >
            {claim.isPending ? <Spinner /> : null}
            {t('claim')}
          </button>
        ) : (
          <span className={`mission__state${mission.claimed ? ' is-claimed' : ''}`}>
            {mission.claimed ? t('claimed') : t('inProgress')}
          </span>
        )}
      </div>
      {claim.isSuccess ? (
        <div className="mission__note">
          <FormMessage tone="success">{t('claimedNow', { reward: rewardParts(claim.data).join(' + ') })}</FormMessage>
        </div>
      ) : null}
      {claim.error ? (
        <div className="mission__note">
          <FormMessage>{errorText(claim.error)}</FormMessage>
        </div>
      ) : null}
    </li>
  )
}
