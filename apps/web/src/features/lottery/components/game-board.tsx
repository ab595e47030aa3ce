import type { LotteryIssue, LotteryPlayType } from '@sea/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { QueryView } from '../../../components/ui/states'
import { Tabs } from '../../../components/ui/tabs'
import { MEMBER_KEY } from '../../../lib/account'
import { useTexts } from '../../../lib/i18n'
import { type GameDetail, useGame, useResults } from '../api'
import { LOTTERY } from '../lottery-texts'
import type { Choice } from '../picks'
import { oddsLabel, tabName } from '../play-names'
import type { FourDForm } from '../slip'
import { BetSlip } from './bet-slip'
import { DrawNumbers } from './draw-result'
import { FairInfo } from './fair-info'
import { IssueCountdown } from './issue-countdown'
import { MyBets } from './my-bets'
import { NumberPicker } from './number-picker'
import { ResultsHistory } from './results-history'
import { TrendPanel } from './trend-chart'
import './board.css'
import './panels.css'
import './play.css'
import './results.css'
import './slip.css'
import '../../../components/ui/card.css'

type Panel = 'results' | 'trend' | 'bets' | 'fair'

/** One game: issue and countdown, the latest result, play types, picker and slip, then the panels. */
export function GameBoard({
  gameCode,
  playType,
  onPlayType,
}: {
  gameCode: string
  playType: string | null
  onPlayType: (code: string) => void
}) {
  const query = useGame(gameCode)
  return (
    <QueryView query={query} rows={6}>
      {(game) => <Board game={game} playType={playType} onPlayType={onPlayType} onRoll={() => void query.refetch()} />}
    </QueryView>
  )
}

function Board({
  game,
  playType,
  onPlayType,
  onRoll,
}: {
  game: GameDetail
  playType: string | null
  onPlayType: (code: string) => void
  onRoll: () => void
}) {
  const { t } = useTexts(LOTTERY)
  const [issue, setIssue] = useState<LotteryIssue | null>(game.currentIssue)
  const [panel, setPanel] = useState<Panel>('results')
  const play =
    game.playTypes.find((p) => p.playType === playType) ??
    game.playTypes.find((p) => p.playType === game.defaultPlayType) ??
    game.playTypes[0]
  const fast = game.intervalSeconds !== null
  useSettlementRefresh(game.gameCode, fast)

  return (
    <div className="board">
      <section className="board__top glow-panel">
        <div className="board__title">
          <h2>{game.name}</h2>
          <span className="board__badges">
            {game.inHouse ? (
              <span className="lotto-tag lotto-tag--fair">
                <Icon name="shield" size={12} />
                {t('menu.fair')}
              </span>
            ) : null}
            {game.intervalSeconds ? (
              <span className="lotto-tag">
                {t('menu.every', { count: Math.max(1, Math.round(game.intervalSeconds / 60)) })}
              </span>
            ) : null}
          </span>
        </div>
        <IssueCountdown current={game.currentIssue} next={game.nextIssues} onRoll={onRoll} onActive={setIssue} />
        <LatestResult gameCode={game.gameCode} fast={fast} />
      </section>

      {play ? <PlayArea key={game.gameCode} game={game} play={play} issue={issue} onPlayType={onPlayType} /> : null}

      <section className="board__panels">
        <Tabs
          label={game.name}
          value={panel}
          onChange={setPanel}
          tabs={[
            { id: 'results', label: t('tabs.results') },
            { id: 'trend', label: t('tabs.trend') },
            { id: 'bets', label: t('tabs.bets') },
            { id: 'fair', label: t('tabs.fair') },
          ]}
        />
        <div className="board__panel" role="tabpanel">
          {panel === 'results' ? <ResultsHistory gameCode={game.gameCode} fast={fast} /> : null}
          {panel === 'trend' ? <TrendPanel gameCode={game.gameCode} /> : null}
          {panel === 'bets' ? <MyBets gameCode={game.gameCode} /> : null}
          {panel === 'fair' ? <FairInfo game={game} issue={issue} /> : null}
        </div>
      </section>
    </div>
  )
}

/** The newest draw with its numbers revealed one by one. */
function LatestResult({ gameCode, fast }: { gameCode: string; fast: boolean }) {
  const { t } = useTexts(LOTTERY)
  const results = useResults(gameCode, 1, 10, fast)
  const latest = results.data?.content.find((draw) => draw.headline.length > 0)
  return (
    <div className="board__latest" aria-live="polite">
      <span className="board__latest-label">
        {t('latest.title')}
        {latest ? <small>{t('latest.issue', { issueNo: latest.issueNo })}</small> : null}
      </span>
      {latest ? (
        <DrawNumbers numbers={latest.headline} drawKey={latest.drawId} />
      ) : (
        <span className="board__latest-empty">{t('latest.waiting')}</span>
      )}
    </div>
  )
}

/**
 * A new result on the page means a settlement is under way: the header balance and my bets
 * refresh now and once more shortly after, when the payouts have been credited.
 */
function useSettlementRefresh(gameCode: string, fast: boolean) {
  const queryClient = useQueryClient()
  const results = useResults(gameCode, 1, 10, fast)
  const newest = results.data?.content.find((draw) => draw.result)?.drawId
  const seen = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!newest) return
    const first = seen.current === undefined
    seen.current = newest
    if (first) return
    void queryClient.invalidateQueries({ queryKey: MEMBER_KEY })
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: MEMBER_KEY }), 4000)
    return () => clearTimeout(timer)
  }, [newest, queryClient])
}

/** Play type tabs (by group), the stations of the day, the picker and the slip. */
function PlayArea({
  game,
  play,
  issue,
  onPlayType,
}: {
  game: GameDetail
  play: LotteryPlayType
  issue: LotteryIssue | null
  onPlayType: (code: string) => void
}) {
  const { t } = useTexts(LOTTERY)
  const [picks, setPicks] = useState<Choice[]>([])
  const [position, setPosition] = useState<number | undefined>(play.positions ? 1 : undefined)
  const [form, setForm] = useState<FourDForm | undefined>((play.forms[0] as FourDForm | undefined) ?? undefined)
  const stationsOffered = issue?.stations ?? []
  const [stations, setStations] = useState<string[]>([])
  const chosenStations = stations.filter((code) => stationsOffered.some((s) => s.code === code))
  const effectiveStations = chosenStations.length ? chosenStations : stationsOffered.slice(0, 1).map((s) => s.code)
  const groups = [...new Set(game.playTypes.map((p) => p.group))]
  const choosePlay = (code: string) => {
    const next = game.playTypes.find((p) => p.playType === code)
    setPicks([])
    setPosition(next?.positions ? 1 : undefined)
    setForm((next?.forms[0] as FourDForm | undefined) ?? undefined)
    onPlayType(code)
  }
  const toggleStation = (code: string) =>
    setStations((current) => {
      const base = current.length ? current : effectiveStations
      if (base.includes(code)) return base.length > 1 ? base.filter((c) => c !== code) : base
      return base.length >= 4 ? base : [...base, code]
    })

  return (
    <section className="board__play">
      <div className="board__picker">
        <div className="play-groups" role="tablist" aria-label={t('picker.form')}>
          {groups.map((group) => {
            const first = game.playTypes.find((p) => p.group === group)
            return (
              <button
                key={group}
                type="button"
                role="tab"
                aria-selected={play.group === group}
                className="play-groups__tab"
                onClick={() => first && play.group !== group && choosePlay(first.playType)}
              >
                {tabName(game.playTypes, group)}
              </button>
            )
          })}
        </div>
        {game.playTypes.filter((p) => p.group === play.group).length > 1 ? (
          <div className="play-types">
            {game.playTypes
              .filter((p) => p.group === play.group)
              .map((p) => (
                <button
                  key={p.playType}
                  type="button"
                  aria-pressed={p.playType === play.playType}
                  className="lotto-chip"
                  onClick={() => choosePlay(p.playType)}
                >
                  {p.name}
                  {p.oddsDisplay ? <small>{oddsLabel(p.oddsDisplay, p.unit === 'points')}</small> : null}
                </button>
              ))}
          </div>
        ) : null}
        {stationsOffered.length > 1 ? (
          <div className="picker__row" aria-label={t('issue.stations')}>
            <span className="picker__caption">{t('issue.stations')}</span>
            {stationsOffered.map((station) => (
              <button
                key={station.code}
                type="button"
                aria-pressed={effectiveStations.includes(station.code)}
                className="lotto-chip"
                onClick={() => toggleStation(station.code)}
              >
                {station.name}
              </button>
            ))}
          </div>
        ) : null}
        <NumberPicker
          play={play}
          picks={picks}
          onPicks={setPicks}
          position={position}
          onPosition={setPosition}
          form={form}
          onForm={setForm}
        />
      </div>
      <BetSlip
        game={game}
        play={play}
        issue={issue}
        draft={{
          playType: play.playType,
          numbers: picks,
          position,
          form,
          stations: stationsOffered.length ? effectiveStations : [],
        }}
        onAdded={() => setPicks([])}
      />
    </section>
  )
}
