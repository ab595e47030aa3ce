import { useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { Modal } from '../../../components/ui/modal'
import { ErrorState, LoadingState } from '../../../components/ui/states'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { COMMON } from '../../../locales/common'
import { useBetDetail, useGameRounds, type BetRecord } from '../api'
import { readRecall, type Card, type Hand, type Row } from '../bet-recall'
import { BETS } from '../bets-texts'
import { direction, signedMoney } from '../record-kinds'

/** One round in full: amounts, status, the game recall and the link that verifies it. */
export function BetDetailModal({
  bet: opened,
  vendorName,
  onClose,
}: {
  bet: BetRecord
  vendorName: string
  onClose: () => void
}) {
  const dateTime = useDateTime()
  const { t, i18n } = useTexts(BETS)
  const common = useTexts(COMMON)
  const [bet, setBet] = useState(opened)
  const detail = useBetDetail(bet.id, i18n.language)
  const shown = detail.data ?? bet
  const stats = [
    ['stake', formatMoney(shown.stake), ''],
    ['validBet', formatMoney(shown.validBet), ''],
    ['win', formatMoney(shown.win), ''],
    ['profit', signedMoney(shown.profit), `amount--${direction(shown.profit)}`],
  ] as const
  return (
    <Modal
      title={t('detail.title')}
      closeLabel={common.t('close')}
      onClose={onClose}
      size="medium"
      className="bet-detail"
    >
      <div className="bet-detail__head">
        <div>
          <p className="bet-detail__game">{shown.gameName}</p>
          <p className="bet-detail__sub">
            {vendorName} · {t('detail.round')} #{shown.roundId}
          </p>
        </div>
        <span className={`bet-status bet-status--${shown.status}`}>{t(`status.${shown.status}`)}</span>
      </div>
      <dl className="bet-detail__stats">
        {stats.map(([key, value, tone]) => (
          <div key={key}>
            <dt>{t(`columns.${key}`)}</dt>
            <dd className={tone}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="bet-detail__times">
        <span>
          {t('detail.placed')}: {dateTime(shown.time)}
        </span>
        {shown.settledAt ? (
          <span>
            {t('detail.settled')}: {dateTime(shown.settledAt)}
          </span>
        ) : null}
      </p>
      <h3 className="bet-detail__section">{t('detail.recall')}</h3>
      {detail.isPending ? (
        <LoadingState rows={3} />
      ) : detail.error || !detail.data ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <Recall detail={detail.data.detail} />
          <LastRounds nodeId={bet.nodeId} current={bet.id} onPick={setBet} />
          {detail.data.verifyUrl ? (
            <a
              className="button button--ghost bet-detail__verify"
              href={detail.data.verifyUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="shield" size={16} />
              {t('detail.verify')}
              <Icon name="external" size={14} />
              <span className="visually-hidden">{t('detail.verifyNote')}</span>
            </a>
          ) : null}
        </>
      )}
    </Modal>
  )
}

/** The member's last rounds of the same game, to step through them (game recall). */
function LastRounds({
  nodeId,
  current,
  onPick,
}: {
  nodeId: string | null
  current: string
  onPick: (bet: BetRecord) => void
}) {
  const dateTime = useDateTime()
  const { t, i18n } = useTexts(BETS)
  const rounds = useGameRounds(nodeId, i18n.language)
  const list = rounds.data?.content ?? []
  if (list.length < 2) return null
  return (
    <section className="recall-rounds" aria-label={t('detail.lastRounds', { count: list.length })}>
      <h4 className="recall__title">{t('detail.lastRounds', { count: list.length })}</h4>
      <div className="recall-rounds__list">
        {list.map((round) => (
          <button
            key={round.id}
            type="button"
            className={`recall-rounds__item amount--${direction(round.profit)}`}
            aria-pressed={round.id === current}
            onClick={() => onPick(round)}
            title={dateTime(round.time)}
          >
            {signedMoney(round.profit)}
          </button>
        ))}
      </div>
    </section>
  )
}

/** The vendor's round summary drawn by its shape (`bet-recall.ts`). */
export function Recall({ detail }: { detail: unknown }) {
  const { t } = useTexts(BETS)
  const recall = readRecall(detail)
  return (
    <div className="recall">
      {recall.kind === 'slot' ? (
        <>
          <div
            className="recall-reels"
            role="img"
            aria-label={t('detail.reels')}
            style={{ gridTemplateColumns: `repeat(${recall.rows[0]?.length ?? 1}, 1fr)` }}
          >
            {recall.rows.flatMap((row, y) =>
              row.map((symbol, x) => (
                <span key={`${y}-${x}`} className="recall-reels__cell">
                  {symbol}
                </span>
              )),
            )}
          </div>
          <h4 className="recall__title">{t('detail.lines')}</h4>
          {recall.lines.length === 0 ? (
            <p className="recall__none">{t('detail.noLines')}</p>
          ) : (
            <ul className="recall-lines">
              {recall.lines.map((line, index) => (
                <li key={index}>
                  <span>{t('detail.line', { line: line.line })}</span>
                  <span className="recall-lines__symbols">
                    {line.symbols}
                    {line.count ? ` ×${line.count}` : ''}
                  </span>
                  <strong>{line.win ? formatMoney(line.win) : ''}</strong>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      {recall.kind === 'baccarat' ? (
        <>
          <div className="recall-table">
            <HandView label={t('detail.player')} hand={recall.player} side="player" />
            <HandView label={t('detail.banker')} hand={recall.banker} side="banker" />
          </div>
          {recall.winner ? (
            <p className="recall__winner">
              {t('detail.winner')}: <strong>{recall.winner}</strong>
            </p>
          ) : null}
          {recall.bets.length > 0 ? (
            <>
              <h4 className="recall__title">{t('detail.bets')}</h4>
              <table className="recall-bets">
                <thead>
                  <tr>
                    <th scope="col">{t('detail.betOn')}</th>
                    <th scope="col">{t('detail.betAmount')}</th>
                    <th scope="col">{t('detail.betWin')}</th>
                  </tr>
                </thead>
                <tbody>
                  {recall.bets.map((bet, index) => (
                    <tr key={index}>
                      <td>{bet.on}</td>
                      <td>{formatMoney(bet.amount)}</td>
                      <td>{bet.win === null ? '' : formatMoney(bet.win)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : null}
        </>
      ) : null}
      {recall.extra.length > 0 ? <ExtraRows rows={recall.extra} titled={recall.kind !== 'other'} /> : null}
      {recall.kind === 'other' && recall.extra.length === 0 ? (
        <p className="recall__none">{t('detail.noDetail')}</p>
      ) : null}
    </div>
  )
}

function HandView({ label, hand, side }: { label: string; hand: Hand; side: 'player' | 'banker' }) {
  const { t } = useTexts(BETS)
  return (
    <div className={`recall-hand recall-hand--${side}`}>
      <p className="recall-hand__label">
        {label}
        {hand.total !== null ? (
          <span className="recall-hand__total">{t('detail.total', { total: hand.total })}</span>
        ) : null}
      </p>
      <div className="recall-hand__cards">
        {hand.cards.map((card, index) => (
          <PlayingCard key={index} card={card} />
        ))}
      </div>
    </div>
  )
}

const SUIT_GLYPH = { S: '♠', H: '♥', D: '♦', C: '♣' } as const

function PlayingCard({ card }: { card: Card }) {
  if (!card.suit) return <span className="playing-card playing-card--plain">{card.text}</span>
  const red = card.suit === 'H' || card.suit === 'D'
  return (
    <span className={`playing-card${red ? ' playing-card--red' : ''}`} aria-label={card.text}>
      <span>{card.rank}</span>
      <span aria-hidden="true">{SUIT_GLYPH[card.suit]}</span>
    </span>
  )
}

function ExtraRows({ rows, titled }: { rows: Row[]; titled: boolean }) {
  const { t } = useTexts(BETS)
  return (
    <>
      {titled ? <h4 className="recall__title">{t('detail.more')}</h4> : null}
      <dl className="recall-rows">
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.key}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
