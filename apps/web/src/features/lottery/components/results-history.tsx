import type { LotteryDraw } from '@sea/contract'
import { useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, Pagination, QueryView } from '../../../components/ui/states'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useResults } from '../api'
import { LOTTERY } from '../lottery-texts'
import { DrawNumbers, ResultView } from './draw-result'

/** Result history, newest first: a row per draw with its headline numbers, opening to the whole result. */
export function ResultsHistory({ gameCode, fast }: { gameCode: string; fast: boolean }) {
  const { t } = useTexts(LOTTERY)
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<string | null>(null)
  const query = useResults(gameCode, page, 10, fast)
  return (
    <QueryView
      query={query}
      rows={5}
      isEmpty={(data) => data.content.length === 0}
      empty={<EmptyState icon="history" title={t('results.empty')} />}
    >
      {(data) => (
        <>
          <ul className="history">
            {data.content.map((draw) => (
              <HistoryRow
                key={draw.drawId}
                draw={draw}
                open={open === draw.drawId}
                onToggle={() => setOpen(open === draw.drawId ? null : draw.drawId)}
              />
            ))}
          </ul>
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
        </>
      )}
    </QueryView>
  )
}

function HistoryRow({ draw, open, onToggle }: { draw: LotteryDraw; open: boolean; onToggle: () => void }) {
  const dateTime = useDateTime()
  const { t } = useTexts(LOTTERY)
  return (
    <li className={`history__row${open ? ' history__row--open' : ''}`}>
      <button
        type="button"
        className="history__summary"
        aria-expanded={open}
        onClick={onToggle}
        disabled={!draw.result}
      >
        <span className="history__issue">
          <b>{draw.issueNo}</b>
          <small>{dateTime(draw.drawAt)}</small>
        </span>
        <span className="history__numbers">
          {draw.state === 'void' ? (
            <span className="lotto-tag lotto-tag--muted">{t('results.void')}</span>
          ) : draw.headline.length ? (
            <DrawNumbers numbers={draw.headline} drawKey={draw.drawId} size="small" />
          ) : (
            <span className="lotto-tag">{t('results.pending')}</span>
          )}
        </span>
        {draw.result ? (
          <span className="history__chevron" aria-hidden="true">
            <Icon name="chevronDown" size={18} />
          </span>
        ) : null}
      </button>
      {open && draw.result ? (
        <div className="history__detail">
          <ResultView result={draw.result} drawKey={draw.drawId} stations={draw.stations} />
        </div>
      ) : null}
    </li>
  )
}
