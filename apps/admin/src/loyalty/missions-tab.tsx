import { MISSION_STATES, MONEY_MISSION_EVENTS, type MissionState } from '@sea/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { ConfirmDialog } from '../components/confirm-dialog'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatCount, formatMoney, useDateTime } from '../lib/format'
import { currentLanguage, useTexts } from '../lib/i18n'
import { titleOf } from '../promotions/promotions.api'
import { useOperator } from '../shell/operator-context'
import { STATE_BADGE } from './items-tab'
import { StateFilter } from './loyalty-fields'
import { loyaltyApi, loyaltyKey, type Mission } from './loyalty.api'
import { LOYALTY } from './loyalty.texts'
import { MISSIONS } from './missions.texts'
import { MissionForm } from './mission-form'

type Move = 'start' | 'pause' | 'resume' | 'end'
const MOVE_TO: Record<Move, 'live' | 'paused' | 'ended'> = {
  start: 'live',
  pause: 'paused',
  resume: 'live',
  end: 'ended',
}
/** The moves the server allows from each state (docs/admin.md "Loyalty"). */
const MOVES: Record<MissionState, Move[]> = {
  draft: ['start'],
  live: ['pause', 'end'],
  paused: ['resume', 'end'],
  ended: [],
}

/** The brand's missions with this period's completions and claims; loyalty.manage writes and switches them. */
export function MissionsTab({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(MISSIONS)
  const shared = useTexts(LOYALTY).t
  const { can } = useOperator()
  const queryClient = useQueryClient()
  const formatTime = useDateTime()
  const language = currentLanguage()
  const [pageNum, setPageNum] = useState(1)
  const [state, setState] = useState<MissionState | ''>('')
  const [editing, setEditing] = useState<Mission | 'new' | null>(null)
  const [moving, setMoving] = useState<{ mission: Mission; move: Move } | null>(null)
  const manage = can('loyalty.manage')
  const list = useQuery({
    queryKey: loyaltyKey(merchantId, 'missions', state, pageNum),
    queryFn: ({ signal }) =>
      call(loyaltyApi.missions, {
        params: { merchantId: String(merchantId) },
        query: { pageNum, pageSize: 20, ...(state ? { state } : {}) },
        signal,
      }),
  })
  const columns = useMemo<ColumnDef<Mission>[]>(
    () => [
      {
        id: 'title',
        header: t('mission.title'),
        cell: ({ row }) => (
          <span className="cell-stack">
            <span className="strong">{titleOf(row.original.titles, language)}</span>
            <code className="muted">{row.original.code}</code>
          </span>
        ),
      },
      {
        id: 'target',
        header: t('mission.target'),
        cell: ({ row }) => (
          <span className="cell-stack">
            <span className="strong num">
              {MONEY_MISSION_EVENTS.includes(row.original.event)
                ? formatMoney(row.original.target)
                : formatCount(Number(row.original.target))}
            </span>
            <span className="muted">
              {[t(`event.${row.original.event}`), row.original.category ?? row.original.gameCode]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
        ),
      },
      {
        id: 'rewards',
        header: t('mission.rewards'),
        cell: ({ row }) => (
          <span className="cell-stack">
            {row.original.rewardPoints > 0 ? (
              <span>{t('mission.pointsReward', { points: formatCount(row.original.rewardPoints) })}</span>
            ) : null}
            {row.original.rewardBonus ? (
              <span>{t('mission.bonusReward', { amount: formatMoney(row.original.rewardBonus) })}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'progress',
        // Its header may wrap: the figures under it are short.
        header: () => <span className="th-wrap">{t('mission.progress')}</span>,
        meta: { align: 'end' },
        cell: ({ row }) =>
          t('mission.completedClaimed', {
            completed: formatCount(row.original.completedThisPeriod),
            claimed: formatCount(row.original.claimedThisPeriod),
          }),
      },
      {
        id: 'dates',
        header: t('mission.dates'),
        cell: ({ row }) => {
          const { startsAt, endsAt } = row.original
          // The state, period and days in one narrow column; the minutes are in the tooltip.
          return (
            <span className="cell-stack" title={`${formatTime(startsAt)} → ${endsAt ? formatTime(endsAt) : t('open')}`}>
              <span className="run-state">
                <span className={STATE_BADGE[row.original.state]}>{t(`missionState.${row.original.state}`)}</span>
                <span>{t(`period.${row.original.period}`)}</span>
              </span>
              <span className="muted nowrap">
                {formatTime(startsAt, 'day')} → {endsAt ? formatTime(endsAt, 'day') : t('open')}
              </span>
            </span>
          )
        },
      },
      ...(manage
        ? [
            {
              id: 'actions',
              header: '',
              cell: ({ row }) => {
                const name = titleOf(row.original.titles, language)
                return (
                  <span className="row-buttons">
                    {row.original.state === 'ended' ? null : (
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={`${shared('edit')} ${name}`}
                        onClick={() => setEditing(row.original)}
                      >
                        {shared('edit')}
                      </button>
                    )}
                    {MOVES[row.original.state].map((move) => (
                      <button
                        key={move}
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={`${t(`move.${move}`)} ${name}`}
                        onClick={() => setMoving({ mission: row.original, move })}
                      >
                        {t(`move.${move}`)}
                      </button>
                    ))}
                  </span>
                )
              },
            } satisfies ColumnDef<Mission>,
          ]
        : []),
    ],
    [t, shared, language, formatTime, manage],
  )
  const moved = moving?.mission
  return (
    <>
      <DataTable
        label={t('mission.table')}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        onPage={setPageNum}
        rowKey={(row) => row.id}
        empty={t('mission.empty')}
        toolbar={
          <>
            <StateFilter
              label={t('mission.state')}
              every={shared('allStates')}
              value={state}
              options={MISSION_STATES}
              labelOf={(option) => t(`missionState.${option}`)}
              onChange={(value) => {
                setState(value)
                setPageNum(1)
              }}
            />
            {manage ? (
              <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
                {t('mission.create')}
              </button>
            ) : null}
          </>
        }
      />
      {editing ? (
        <MissionForm
          merchantId={merchantId}
          mission={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {moved && moving ? (
        <ConfirmDialog
          title={t(`move.${moving.move}`)}
          text={t(`move.confirm.${moving.move}`, { name: titleOf(moved.titles, language) })}
          confirmLabel={t(`move.${moving.move}`)}
          danger={moving.move === 'end'}
          action={() =>
            call(loyaltyApi.setMissionState, {
              params: { merchantId: String(merchantId), missionId: moved.id },
              body: { state: MOVE_TO[moving.move] },
            })
          }
          onClose={() => setMoving(null)}
          onDone={() => void queryClient.invalidateQueries({ queryKey: loyaltyKey(merchantId, 'missions') })}
        />
      ) : null}
    </>
  )
}
