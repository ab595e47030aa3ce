import type { ColumnDef } from '@tanstack/react-table'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useMemberPart } from './member-part'
import { membersApi, type ValueOf } from './members.api'
import { MEMBER_TABS } from './member-tabs.texts'

type Note = ValueOf<'notes'>['content'][number]

/** Staff notes, newest first; they are never edited, so the list is the record. */
export function NotesTab({ memberId }: { memberId: string }) {
  const { t } = useTexts(MEMBER_TABS)
  const when = useDateTime()
  const { query, setPageNum } = useMemberPart(memberId, 'notes', (page, signal) =>
    call(membersApi.notes, { params: { memberId }, query: page, signal }),
  )
  const columns: ColumnDef<Note>[] = [
    {
      id: 'time',
      accessorKey: 'createdAt',
      header: t('col.time'),
      cell: ({ row }) => <span className="num">{when(row.original.createdAt)}</span>,
    },
    {
      id: 'operator',
      accessorKey: 'operator',
      header: t('col.operator'),
      cell: ({ row }) => <span className="strong">{row.original.operator}</span>,
    },
    // Plain text as typed: React escapes it, and the line breaks the operator typed stay.
    {
      id: 'text',
      accessorKey: 'text',
      header: t('col.note'),
      enableSorting: false,
      cell: ({ row }) => <p className="member-note">{row.original.text}</p>,
    },
  ]
  return (
    <DataTable
      label={t('tables.notes')}
      columns={columns}
      page={query.data}
      loading={query.isFetching}
      error={query.error}
      empty={t('empty.notes')}
      rowKey={(row) => row.id}
      onPage={setPageNum}
    />
  )
}
