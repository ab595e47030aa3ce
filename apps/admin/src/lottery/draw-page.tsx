import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Link, Route, Routes, useParams } from 'react-router'
import { ErrorAlert } from '../components/common'
import { Tabs } from '../components/tabs'
import { call } from '../lib/api'
import { formatCount, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { ReviewPanel, VoidControl } from './draw-actions'
import { SettlementBadge, StatusBadge, useDrawMoney, useOperatorName } from './draw-status'
import { EntryHistory } from './entry-history'
import { ExposureTab } from './exposure-tab'
import { gameName } from './games'
import { type DrawDetail, lotteryApi } from './lottery.api'
import { LOTTERY } from './lottery.texts'
import { ResultEntry } from './result-entry'
import { SheetView } from './result-sheet'

/** One draw: its state and money, then tabs for the result (entry, review), exposure and entries. */
export function DrawPage() {
  const { t } = useTexts(LOTTERY)
  const { drawId = '' } = useParams()
  const queryClient = useQueryClient()
  const detail = useQuery({
    queryKey: ['lottery', 'draw', drawId],
    queryFn: () => call(lotteryApi.draw, { params: { drawId } }),
  })
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['lottery'] })
  const draw = detail.data
  const base = `/lottery/draws/${drawId}`
  return (
    <div className="page">
      <Link className="lot-back" to="/lottery">
        ‹ {t('draw.back')}
      </Link>
      <ErrorAlert error={detail.error} />
      {draw ? (
        <>
          <header className="page-header">
            <div>
              <h1 className="page-title lot-title">
                {gameName(draw.game)} <span className="num muted">{draw.issueNo}</span>
              </h1>
              <p className="page-subtitle lot-badges">
                <StatusBadge draw={draw} official={!draw.game.inHouse} />
                {/* A settled draw's settlement says the same again. */}
                {draw.state === 'settled' ? null : <SettlementBadge settlement={draw.settlement} />}
                {draw.stations.length > 0 ? (
                  <span className="muted">{draw.stations.map((s) => s.name).join(' · ')}</span>
                ) : null}
              </p>
            </div>
            <VoidControl draw={draw} onDone={refresh} />
          </header>
          <Facts draw={draw} />
          <Tabs
            label={t('draw.tabs')}
            tabs={[
              { to: base, label: t('draw.result') },
              { to: `${base}/exposure`, label: t('draw.exposure') },
              {
                to: `${base}/history`,
                label: t('draw.history'),
                badge: draw.earlierEntries.length + (draw.currentEntry ? 1 : 0),
              },
            ]}
          />
          <Routes>
            <Route index element={<ResultTab draw={draw} onDone={refresh} />} />
            <Route path="exposure" element={<ExposureTab drawId={draw.drawId} />} />
            <Route path="history" element={<EntryHistory draw={draw} />} />
          </Routes>
        </>
      ) : null}
    </div>
  )
}

function Facts({ draw }: { draw: DrawDetail }) {
  const { t } = useTexts(LOTTERY)
  const at = useDateTime()
  const name = useOperatorName()
  const money = useDrawMoney()
  const facts: [string, ReactNode][] = [
    [t('draw.closeAt'), at(draw.closeAt)],
    [t('draw.drawAt'), at(draw.drawAt)],
    [t('col.bets'), formatCount(draw.betCount)],
    [t('col.stakes'), money(draw.stakes)],
    [t('col.payouts'), money(draw.payouts)],
    [t('col.house'), money(draw.houseResult)],
  ]
  if (draw.enteredBy !== null) facts.push([t('draw.enteredBy'), name(draw.enteredBy)])
  if (draw.confirmedBy !== null) facts.push([t('draw.confirmedBy'), name(draw.confirmedBy)])
  if (draw.settlement.drawnAt) facts.push([t('draw.drawnAt'), at(draw.settlement.drawnAt)])
  if (draw.settlement.settledAt) facts.push([t('draw.settledAt'), at(draw.settlement.settledAt)])
  if (draw.settlement.losersMarkedAt) facts.push([t('draw.losersMarkedAt'), at(draw.settlement.losersMarkedAt)])
  return (
    <dl className="card lot-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="lot-fact">
          <dt>{label}</dt>
          <dd className="num">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** What the result tab offers depends on where the draw stands and what the operator may do. */
function ResultTab({ draw, onDone }: { draw: DrawDetail; onDone: () => void }) {
  const { t } = useTexts(LOTTERY)
  const { can } = useOperator()
  const [reentering, setReentering] = useState(false)
  const mayEnter = can('lottery.results.enter') && !draw.game.inHouse
  if (draw.state === 'closed' && mayEnter)
    return (
      <section className="card">
        <div className="card-body">
          <h2 className="lot-card-title">{t('entry.title')}</h2>
          <ResultEntry draw={draw} onDone={onDone} />
        </div>
      </section>
    )
  if (draw.state === 'entered')
    return reentering ? (
      <section className="card">
        <div className="card-body">
          <h2 className="lot-card-title">{t('entry.again')}</h2>
          <ResultEntry
            draw={draw}
            onDone={() => {
              setReentering(false)
              onDone()
            }}
            onCancel={() => setReentering(false)}
          />
        </div>
      </section>
    ) : (
      <>
        <ReviewPanel draw={draw} onDone={onDone} />
        {mayEnter ? (
          <button className="button button-secondary lot-again" type="button" onClick={() => setReentering(true)}>
            {t('entry.again')}
          </button>
        ) : null}
      </>
    )
  const result = draw.result ?? draw.currentEntry?.sheet ?? null
  return (
    <section className="card">
      <div className="card-body">
        <h2 className="lot-card-title">{t('draw.official')}</h2>
        {result ? (
          <SheetView sheet={result} />
        ) : (
          <p className="muted">{draw.game.inHouse ? t('draw.inHouse') : t('draw.noResult')}</p>
        )}
      </div>
    </section>
  )
}
