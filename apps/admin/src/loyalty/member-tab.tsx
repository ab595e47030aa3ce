import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ErrorAlert } from '../components/common'
import { ConfirmDialog } from '../components/confirm-dialog'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatCount, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { loyaltyApi, loyaltyKey, type MemberLoyalty } from './loyalty.api'
import { LOYALTY } from './loyalty.texts'
import { MEMBER } from './member.texts'
import { whole } from './loyalty-fields'

type Entry = MemberLoyalty['entries'][number]
type Change = MemberLoyalty['vipChanges'][number]

/**
 * One member's points and tier, looked up by id (`/loyalty/member?id=…`, an address other
 * sections can link to; the query keeps the tab marked as the current one): balance, the latest entries, tier changes; loyalty.adjust adds or takes
 * points and sets the tier by hand, each with a reason.
 */
export function MemberTab({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(MEMBER)
  const [search, setSearch] = useSearchParams()
  const memberId = search.get('id') ?? ''
  const [typed, setTyped] = useState(memberId)
  const valid = /^[1-9]\d{0,17}$/.test(memberId)
  return (
    <>
      <form
        className="filters member-lookup"
        onSubmit={(event) => {
          event.preventDefault()
          setSearch({ id: typed.trim() })
        }}
      >
        <label className="field">
          <span className="field-label">{t('member.id')}</span>
          <input className="input" inputMode="numeric" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <button className="button button-primary" type="submit" disabled={!/^[1-9]\d{0,17}$/.test(typed.trim())}>
          {t('member.lookUp')}
        </button>
      </form>
      {valid ? <MemberView merchantId={merchantId} memberId={memberId} /> : null}
    </>
  )
}

function MemberView({ merchantId, memberId }: { merchantId: number; memberId: string }) {
  const { t } = useTexts(MEMBER)
  const shared = useTexts(LOYALTY).t
  const { can } = useOperator()
  const queryClient = useQueryClient()
  const formatTime = useDateTime()
  const [dialog, setDialog] = useState<'points' | 'tier' | null>(null)
  const [sign, setSign] = useState<'+' | '-'>('+')
  const [points, setPoints] = useState('')
  const [rank, setRank] = useState('')
  const [reason, setReason] = useState('')
  const key = loyaltyKey(merchantId, 'member', memberId)
  const params = { merchantId: String(merchantId), memberId }
  const member = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(loyaltyApi.member, { params, signal }),
  })
  if (member.error) return <ErrorAlert error={member.error} />
  if (!member.data) return <p className="muted">{shared('loading')}</p>
  const data = member.data
  const adjust = can('loyalty.adjust')
  const open = (which: 'points' | 'tier') => {
    setReason('')
    setPoints('')
    setSign('+')
    setRank(String(data.vipRank))
    setDialog(which)
  }
  const amount = whole(points)
  const newRank = whole(rank)
  return (
    <div className="member-loyalty">
      <section className="card card-body member-summary">
        <div>
          <span className="muted">{t('member.account')}</span>
          <strong>
            {can('members.read') ? <Link to={`/members/${data.memberId}`}>{data.account}</Link> : data.account}
          </strong>
        </div>
        <div>
          <span className="muted">{t('member.points')}</span>
          <strong className="num">{formatCount(data.points)}</strong>
        </div>
        <div>
          <span className="muted">{t('member.vipRank')}</span>
          <strong className="num">{data.vipRank}</strong>
        </div>
        {adjust ? (
          <div className="row-buttons">
            <button type="button" className="button button-secondary" onClick={() => open('points')}>
              {t('member.adjust')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => open('tier')}>
              {t('member.setTier')}
            </button>
          </div>
        ) : null}
      </section>
      <DataTable<Entry>
        label={t('member.entries')}
        page={data.entries}
        loading={false}
        rowKey={(row) => row.id}
        empty={t('member.noEntries')}
        columns={[
          { id: 'kind', header: t('member.kind'), cell: ({ row }) => t(`entryKind.${row.original.kind}`) },
          {
            id: 'points',
            header: t('member.change'),
            meta: { align: 'end' },
            cell: ({ row }) => (
              <span className={row.original.points < 0 ? 'amount-out' : 'amount-in'}>
                {row.original.points > 0 ? '+' : ''}
                {formatCount(row.original.points)}
              </span>
            ),
          },
          {
            id: 'balance',
            header: t('member.balanceAfter'),
            meta: { align: 'end' },
            cell: ({ row }) => formatCount(row.original.balanceAfter),
          },
          { id: 'note', header: t('member.note'), cell: ({ row }) => row.original.note ?? '' },
          { id: 'operator', header: t('member.operator'), cell: ({ row }) => row.original.operator ?? '' },
          { id: 'at', header: t('member.at'), cell: ({ row }) => formatTime(row.original.createdAt) },
        ]}
      />
      <DataTable<Change>
        label={t('member.vipChanges')}
        page={data.vipChanges}
        loading={false}
        rowKey={(row) => `${row.createdAt}-${row.toRank}`}
        empty={t('member.noChanges')}
        columns={[
          {
            id: 'ranks',
            header: t('member.ranks'),
            cell: ({ row }) => `${row.original.fromRank} → ${row.original.toRank}`,
          },
          { id: 'reason', header: t('member.reason'), cell: ({ row }) => t(`changeReason.${row.original.reason}`) },
          { id: 'at', header: t('member.at'), cell: ({ row }) => formatTime(row.original.createdAt) },
        ]}
      />
      {dialog === 'points' ? (
        <ConfirmDialog
          title={t('member.adjust')}
          text={t('member.adjustText', { account: data.account, points: formatCount(data.points) })}
          confirmLabel={t('member.adjust')}
          ready={Number.isInteger(amount) && amount > 0 && reason.trim().length > 0}
          action={() =>
            call(loyaltyApi.adjustPoints, {
              params,
              body: { points: sign === '-' ? -amount : amount, reason: reason.trim() },
            })
          }
          onClose={() => setDialog(null)}
          onDone={() => void queryClient.invalidateQueries({ queryKey: key })}
        >
          <div className="form-grid">
            <label className="field">
              <span className="field-label">{t('member.direction')}</span>
              <select className="input" value={sign} onChange={(e) => setSign(e.target.value as '+' | '-')}>
                <option value="+">{t('member.add')}</option>
                <option value="-">{t('member.take')}</option>
              </select>
            </label>
            <label className="field">
              <span className="field-label">{t('member.amount')}</span>
              <input className="input" inputMode="numeric" value={points} onChange={(e) => setPoints(e.target.value)} />
            </label>
          </div>
          <ReasonField reason={reason} onChange={setReason} />
        </ConfirmDialog>
      ) : null}
      {dialog === 'tier' ? (
        <ConfirmDialog
          title={t('member.setTier')}
          text={t('member.tierText', { account: data.account, rank: data.vipRank })}
          confirmLabel={t('member.setTier')}
          ready={Number.isInteger(newRank) && newRank >= 0 && newRank <= 20 && reason.trim().length > 0}
          action={() => call(loyaltyApi.setVipRank, { params, body: { rank: newRank, reason: reason.trim() } })}
          onClose={() => setDialog(null)}
          onDone={() => void queryClient.invalidateQueries({ queryKey: key })}
        >
          <label className="field">
            <span className="field-label">{t('member.rank')}</span>
            <input className="input" inputMode="numeric" value={rank} onChange={(e) => setRank(e.target.value)} />
          </label>
          <ReasonField reason={reason} onChange={setReason} />
        </ConfirmDialog>
      ) : null}
    </div>
  )
}

function ReasonField({ reason, onChange }: { reason: string; onChange: (reason: string) => void }) {
  const { t } = useTexts(MEMBER)
  return (
    <label className="field">
      <span className="field-label">{t('member.reason')}</span>
      <input className="input" maxLength={200} value={reason} onChange={(e) => onChange(e.target.value)} />
    </label>
  )
}
