import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { ConfirmDialog } from '../components/confirm-dialog'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { Address } from './member-bits'
import { useMemberPart } from './member-part'
import { memberKey, membersApi, type ValueOf } from './members.api'
import { MEMBER_TABS } from './member-tabs.texts'

type Login = ValueOf<'logins'>['content'][number]
type Session = ValueOf<'sessions'>['sessions'][number]

function Device({ userAgent }: { userAgent: string | null }) {
  return userAgent ? (
    <span className="cell-clip member-device" title={userAgent}>
      {userAgent}
    </span>
  ) : (
    <span className="muted">—</span>
  )
}

/** Sessions opened and failed password attempts, newest first. */
export function LoginsTab({ memberId }: { memberId: string }) {
  const { t } = useTexts(MEMBER_TABS)
  const when = useDateTime()
  const { query, setPageNum } = useMemberPart(memberId, 'logins', (page, signal) =>
    call(membersApi.logins, { params: { memberId }, query: page, signal }),
  )
  const columns: ColumnDef<Login>[] = [
    {
      id: 'time',
      accessorKey: 'at',
      header: t('col.time'),
      cell: ({ row }) => <span className="num">{when(row.original.at, 'second')}</span>,
    },
    {
      id: 'result',
      accessorKey: 'succeeded',
      header: t('col.result'),
      cell: ({ row }) => (
        <span className={row.original.succeeded ? 'badge badge-ok' : 'badge badge-disabled'}>
          {t(row.original.succeeded ? 'login.ok' : 'login.failed')}
        </span>
      ),
    },
    {
      id: 'type',
      accessorFn: (row) => row.loginType ?? '',
      header: t('col.loginType'),
      cell: ({ row }) => <LoginType type={row.original.loginType} />,
    },
    {
      id: 'ip',
      accessorKey: 'ip',
      header: t('col.address'),
      cell: ({ row }) => <Address ip={row.original.ip} country={row.original.country} />,
    },
    {
      id: 'device',
      accessorFn: (row) => row.userAgent ?? '',
      header: t('col.device'),
      enableSorting: false,
      cell: ({ row }) => <Device userAgent={row.original.userAgent} />,
    },
  ]
  return (
    <DataTable
      label={t('tables.logins')}
      columns={columns}
      page={query.data}
      loading={query.isFetching}
      error={query.error}
      empty={t('empty.logins')}
      rowKey={(row) => `${row.at}-${row.ip}-${String(row.succeeded)}`}
      rowClassName={(row) => (row.succeeded ? undefined : 'member-row-failed')}
      onPage={setPageNum}
    />
  )
}

/** How the member logged in; a failed attempt has no type, and only a password can fail. */
function LoginType({ type }: { type: string | null }) {
  const { t } = useTexts(MEMBER_TABS)
  return type === null ? (
    <span className="muted">{t('login.password')}</span>
  ) : (
    <>{t(`loginTypes.${type}`, { defaultValue: type })}</>
  )
}

/** Live sessions; an operator with the security permission ends one, or all of them. */
export function SessionsTab({ memberId }: { memberId: string }) {
  const { t } = useTexts(MEMBER_TABS)
  const { can } = useOperator()
  const when = useDateTime()
  const queryClient = useQueryClient()
  const [revoking, setRevoking] = useState<Session | 'all' | null>(null)
  const sessions = useQuery({
    queryKey: [...memberKey(memberId), 'sessions'],
    queryFn: ({ signal }) => call(membersApi.sessions, { params: { memberId }, signal }),
  })
  const rows = sessions.data?.sessions
  const security = can('members.security')
  const columns: ColumnDef<Session>[] = [
    {
      id: 'started',
      accessorKey: 'startedAt',
      header: t('col.started'),
      cell: ({ row }) => <span className="num">{when(row.original.startedAt)}</span>,
    },
    {
      id: 'lastSeen',
      accessorKey: 'lastSeenAt',
      header: t('col.lastSeen'),
      cell: ({ row }) => <span className="num">{when(row.original.lastSeenAt)}</span>,
    },
    {
      id: 'expires',
      accessorKey: 'expiresAt',
      header: t('col.expires'),
      cell: ({ row }) => <span className="num">{when(row.original.expiresAt)}</span>,
    },
    {
      id: 'type',
      accessorKey: 'loginType',
      header: t('col.loginType'),
      cell: ({ row }) => <LoginType type={row.original.loginType} />,
    },
    {
      id: 'ip',
      accessorKey: 'ip',
      header: t('col.address'),
      cell: ({ row }) => <Address ip={row.original.ip} country={row.original.country} />,
    },
    {
      id: 'device',
      accessorFn: (row) => row.userAgent ?? '',
      header: t('col.device'),
      enableSorting: false,
      cell: ({ row }) => <Device userAgent={row.original.userAgent} />,
    },
  ]
  if (security)
    columns.push({
      id: 'actions',
      header: t('col.actions'),
      enableSorting: false,
      enableHiding: false,
      meta: { align: 'end' },
      cell: ({ row }) => (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => setRevoking(row.original)}
        >
          {t('sessions.revoke')}
        </button>
      ),
    })
  return (
    <>
      <DataTable
        label={t('tables.sessions')}
        columns={columns}
        page={rows}
        loading={sessions.isFetching}
        error={sessions.error}
        empty={t('empty.sessions')}
        rowKey={(row) => row.id}
        toolbar={
          security && rows && rows.length > 0 ? (
            <button type="button" className="button button-danger button-small" onClick={() => setRevoking('all')}>
              {t('sessions.revokeAll')}
            </button>
          ) : null
        }
      />
      {revoking ? (
        <ConfirmDialog
          title={t(revoking === 'all' ? 'sessions.revokeAll' : 'sessions.revoke')}
          text={
            revoking === 'all'
              ? t('sessions.confirmAll', { count: rows?.length ?? 0 })
              : t('sessions.confirmOne', { ip: revoking.ip, when: when(revoking.startedAt) })
          }
          danger
          action={() =>
            revoking === 'all'
              ? call(membersApi.revokeSessions, { params: { memberId } })
              : call(membersApi.revokeSession, { params: { memberId, sessionId: revoking.id } })
          }
          onDone={() => void queryClient.invalidateQueries({ queryKey: memberKey(memberId) })}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </>
  )
}
