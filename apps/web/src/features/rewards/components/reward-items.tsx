import type { Reward } from '@sea/contract'
import { FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { Spinner } from '../../../components/ui/states'
import { isPositive } from '../../../lib/amount'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { GrantStateChip, WageringBar } from '../../promotions/components/offer-parts'
import { useClaimReward } from '../api'
import { REWARDS } from '../rewards-texts'
import '../../../components/ui/forms.css'

/** A reward waiting for the member, with its Claim button and what came of pressing it. */
export function ClaimableReward({ reward }: { reward: Reward }) {
  const { t } = useTexts(REWARDS)
  const errorText = useErrorText()
  const dateTime = useDateTime()
  const currency = useSite().merchant.currency
  const claim = useClaimReward()
  return (
    <li className="reward-claim">
      <span className="reward-claim__icon" aria-hidden="true">
        <Icon name="gift" size={22} />
      </span>
      <span className="reward-claim__text">
        <span className="reward-claim__title">{reward.title}</span>
        {reward.claimableUntil ? (
          <span className="reward-claim__due">{t('claimBy', { time: dateTime(reward.claimableUntil) })}</span>
        ) : null}
      </span>
      <strong className="reward-claim__amount">
        <small>{currency}</small> {formatMoney(reward.amount)}
      </strong>
      <button
        type="button"
        className="button button--cta reward-claim__button"
        disabled={claim.isPending || claim.isSuccess}
        onClick={() => claim.mutate(reward.id)}
        aria-label={`${t('claim')} ${reward.title}`}
      >
        {claim.isPending ? <Spinner /> : null}
        {t('claim')}
      </button>
      {claim.isSuccess ? (
        <div className="reward-claim__note">
          <FormMessage tone="success">
            {t('claimedNow', { amount: `${currency} ${formatMoney(claim.data.amount)}` })}
          </FormMessage>
        </div>
      ) : null}
      {claim.error ? (
        <div className="reward-claim__note">
          <FormMessage>{errorText(claim.error)}</FormMessage>
        </div>
      ) : null}
    </li>
  )
}

/** One grant in the history: what, how much, its state and date, and its wagering while open. */
export function RewardRow({ reward }: { reward: Reward }) {
  const { t } = useTexts(REWARDS)
  const dateTime = useDateTime()
  const currency = useSite().merchant.currency
  return (
    <li className="reward-row">
      <div className="reward-row__head">
        <span className="reward-row__title">{reward.title}</span>
        <strong className="reward-row__amount">
          {currency} {formatMoney(reward.amount)}
        </strong>
      </div>
      <div className="reward-row__meta">
        <GrantStateChip state={reward.state} />
        <time dateTime={reward.issuedAt ?? reward.createdAt}>{dateTime(reward.issuedAt ?? reward.createdAt)}</time>
        {isPositive(reward.forfeited) ? (
          <span>{t('givenBack', { amount: `${currency} ${formatMoney(reward.forfeited)}` })}</span>
        ) : null}
      </div>
      {reward.wagering && reward.state === 'wagering' ? <WageringBar wagering={reward.wagering} /> : null}
    </li>
  )
}
