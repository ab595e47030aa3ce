import type { RaffleView } from '@sea/contract'
import { formatCount, formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { QueryView } from '../../../components/ui/states'
import { useRaffle } from '../api'
import { PROMOTIONS } from '../promotions-texts'
import { GrantStateChip } from './offer-parts'

/**
 * A raffle as the member follows it: tickets so far and the commitment published before it
 * opened; once drawn, the revealed seed, the winners and the member's own prizes, so anyone can
 * recompute the draw (docs/domain/promotions.md#raffle-draws).
 */
export function RafflePanel({ promotionId }: { promotionId: string }) {
  const query = useRaffle(promotionId)
  return (
    <QueryView query={query} rows={3}>
      {(raffle) => <RaffleBody raffle={raffle} />}
    </QueryView>
  )
}

function RaffleBody({ raffle }: { raffle: RaffleView }) {
  const { t } = useTexts(PROMOTIONS)
  const dateTime = useDateTime()
  const currency = useSite().merchant.currency
  const money = (amount: string) => `${currency} ${formatMoney(amount)}`
  return (
    <section className="promo-raffle" aria-labelledby="promo-raffle-title">
      <h2 id="promo-raffle-title" className="promo-section-title">
        {t('raffle.title')}
      </h2>
      <dl className="promo-raffle__stats">
        <div>
          <dt>{t('raffle.tickets')}</dt>
          <dd className="promo-raffle__mine">{formatCount(raffle.tickets)}</dd>
        </div>
        <div>
          <dt>{t('raffle.entrants')}</dt>
          <dd>{formatCount(raffle.entrants)}</dd>
        </div>
        <div>
          <dt>{t('raffle.totalTickets')}</dt>
          <dd>{formatCount(raffle.totalTickets)}</dd>
        </div>
      </dl>
      <dl className="promo-raffle__proof">
        <div>
          <dt>{t('raffle.commitment')}</dt>
          <dd>
            <code>{raffle.commitment}</code>
          </dd>
        </div>
        {raffle.seed ? (
          <div>
            <dt>{t('raffle.seed')}</dt>
            <dd>
              <code>{raffle.seed}</code>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="promo-raffle__note">
        {raffle.drawnAt ? t('raffle.drawnAt', { time: dateTime(raffle.drawnAt) }) : t('raffle.pending')}{' '}
        {t('raffle.commitmentNote')}
      </p>
      {raffle.drawnAt ? (
        <>
          <h3 className="promo-raffle__heading">{t('raffle.myPrizes')}</h3>
          {raffle.myPrizes.length > 0 ? (
            <ul className="promo-raffle__prizes">
              {raffle.myPrizes.map((prize) => (
                <li key={prize.rewardId}>
                  <span>{t('raffle.rank', { rank: prize.rank })}</span>
                  <strong>{money(prize.amount)}</strong>
                  <GrantStateChip state={prize.state} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="promo-raffle__note">{t('raffle.noPrize')}</p>
          )}
          <h3 className="promo-raffle__heading">{t('raffle.winners')}</h3>
          <table className="promo-raffle__winners">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('raffle.account')}</th>
                <th scope="col" className="num">
                  {t('raffle.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {raffle.winners.map((winner) => (
                <tr key={`${winner.rank}-${winner.account}`}>
                  <td>{t('raffle.rank', { rank: winner.rank })}</td>
                  <td>{winner.account}</td>
                  <td className="num">{money(winner.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  )
}
