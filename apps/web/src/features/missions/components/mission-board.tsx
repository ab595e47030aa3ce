import { useState } from 'react'
import { ErrorState, LoadingState } from '../../../components/ui/states'
import { Tabs } from '../../../components/ui/tabs'
import { TitledSection } from '../../../components/ui/titled-section'
import { formatCount } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useMissionLeaderboard, type BoardPeriod } from '../api'
import { MISSIONS } from '../missions-texts'

/**
 * Members ranked by missions completed today or this week (the server's top 50, accounts masked),
 * with the member's own place: highlighted in the list when it is there, and always in the summary.
 */
export function MissionBoard() {
  const { t } = useTexts(MISSIONS)
  const [period, setPeriod] = useState<BoardPeriod>('daily')
  const board = useMissionLeaderboard(period)
  const data = board.data
  const mine = data?.me.rank ?? null

  return (
    <TitledSection id="missions-board" title={t('board.title')} level="h3" titleClass="rewards-section-title">
      <div className="mission-board">
        <Tabs
          label={t('board.periods')}
          tabs={[
            { id: 'daily', label: t('board.daily') },
            { id: 'weekly', label: t('board.weekly') },
          ]}
          value={period}
          onChange={setPeriod}
        />
        {board.isPending ? (
          <LoadingState rows={3} />
        ) : board.error || !data ? (
          <ErrorState error={board.error} onRetry={() => void board.refetch()} />
        ) : (
          <div className="mission-board__body" aria-busy={board.isPlaceholderData}>
            <p className="mission-board__me">
              <span className="mission-board__me-label">{t('board.myPlace')}</span>
              <strong className="mission-board__me-rank">{mine === null ? '–' : `#${mine}`}</strong>
              <span>{mine === null ? t('board.notRanked') : t('board.myCompleted', { count: data.me.completed })}</span>
            </p>
            {data.entries.length === 0 ? (
              <p className="mission-board__empty">{t('board.empty')}</p>
            ) : (
              <table className="mission-board__table">
                <thead>
                  <tr>
                    <th scope="col">{t('board.rank')}</th>
                    <th scope="col">{t('board.player')}</th>
                    <th scope="col" className="num">
                      {t('board.completed')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.entries.map((entry) => {
                    const me = entry.rank === mine
                    return (
                      <tr
                        key={`${entry.rank}-${entry.account}`}
                        className={me ? 'is-me' : undefined}
                        aria-current={me ? 'true' : undefined}
                      >
                        <td>
                          <span className={`mission-board__rank${entry.rank <= 3 ? ` is-top${entry.rank}` : ''}`}>
                            {entry.rank}
                          </span>
                        </td>
                        <td>
                          {entry.account}
                          {me ? <span className="mission-board__you">{t('board.you')}</span> : null}
                        </td>
                        <td className="num">{formatCount(entry.completed)}</td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            )}
          </div>
        )}
      </div>
    </TitledSection>
  )
}
