import type { AnnouncementType } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { useDateTime } from '../lib/format'
import { currentLanguage, useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { AnnouncementEditor } from './announcement-editor'
import { type Announcement, contentApi } from './content.api'
import { STATUS_BADGE, statusOf, titleOf } from './content-status'
import { CONTENT } from './content.texts'
import { PicturePreview } from './picture-field'
import { SortableRows } from './sortable-rows'

/** Types the site shows by sort order; notices and popups go newest first whatever the order. */
const ORDERED: readonly AnnouncementType[] = ['B', 'H', 'PR']

interface Bucket {
  key: string
  merchantId: number
  type: AnnouncementType
  group: string | null
  items: Announcement[]
}

/** One list per brand, type and placement, in the order the site shows them. */
function bucketsOf(items: Announcement[]): Bucket[] {
  const buckets = new Map<string, Bucket>()
  for (const item of items) {
    const key = `${item.merchantId}:${item.type}:${item.groupName ?? ''}`
    const bucket = buckets.get(key) ?? {
      key,
      merchantId: item.merchantId,
      type: item.type,
      group: item.groupName,
      items: [],
    }
    bucket.items.push(item)
    buckets.set(key, bucket)
  }
  const byOrder = (a: Announcement, b: Announcement) =>
    a.sortOrder - b.sortOrder || b.startAt.localeCompare(a.startAt) || Number(b.id) - Number(a.id)
  const byNewest = (a: Announcement, b: Announcement) => b.startAt.localeCompare(a.startAt)
  for (const bucket of buckets.values()) bucket.items.sort(ORDERED.includes(bucket.type) ? byOrder : byNewest)
  return [...buckets.values()].sort((a, b) => a.key.localeCompare(b.key))
}

/**
 * A tab of announcements of the given types: lists per placement with their status, drag
 * ordering where the site follows it, publish and unpublish, and the editor.
 */
export function AnnouncementsTab({ types }: { types: readonly AnnouncementType[] }) {
  const { t } = useTexts(CONTENT)
  const { me, can, brandId } = useOperator()
  const queryClient = useQueryClient()
  const edit = can('content.announcements')
  const queryKey = ['content', 'announcements', types.join(','), brandId]
  const list = useQuery({
    queryKey,
    queryFn: async () => {
      const pages = await Promise.all(
        types.map((type) =>
          call(contentApi.announcements, {
            query: { type, pageSize: 100, ...(brandId ? { merchantId: brandId } : {}) },
          }),
        ),
      )
      return pages.flatMap((page) => page.content)
    },
  })
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['content', 'announcements'] })
  const [editing, setEditing] = useState<Announcement | AnnouncementType | null>(null)
  const toggle = useMutation({
    mutationFn: (item: Announcement) =>
      item.published
        ? call(contentApi.unpublish, { params: { id: item.id } })
        : call(contentApi.publish, { params: { id: item.id } }),
    onSuccess: refresh,
  })
  const order = useMutation({
    mutationFn: (input: { bucket: Bucket; ids: string[] }) =>
      call(contentApi.order, {
        body: { merchantId: input.bucket.merchantId, type: input.bucket.type, ids: input.ids },
      }),
    onMutate: ({ bucket, ids }) => {
      // Shown in the new order at once; the refresh after saving confirms it.
      const sortOrder = new Map(ids.map((id, index) => [id, (index + 1) * 10]))
      queryClient.setQueryData<Announcement[]>(queryKey, (items) =>
        items?.map((item) =>
          sortOrder.has(item.id) && item.merchantId === bucket.merchantId
            ? { ...item, sortOrder: sortOrder.get(item.id)! }
            : item,
        ),
      )
    },
    onSettled: refresh,
  })
  const formatTime = useDateTime()
  const language = currentLanguage()
  const brandName = (id: number) => me.brands.find((brand) => brand.id === id)?.name ?? `#${id}`
  const buckets = bucketsOf(list.data ?? [])
  return (
    <div className="content-tab">
      {edit ? (
        <div className="content-actions">
          {types.map((type) => (
            <button key={type} className="button button-primary" type="button" onClick={() => setEditing(type)}>
              {t('create')} · {t(`types.${type}`)}
            </button>
          ))}
        </div>
      ) : null}
      <ErrorAlert error={list.error ?? toggle.error ?? order.error} />
      {list.isPending ? <p className="muted">{t('loading')}</p> : null}
      {!list.isPending && buckets.length === 0 ? (
        <div className="card empty-state">
          <p>{t('empty')}</p>
        </div>
      ) : null}
      {buckets.map((bucket) => {
        const sortable = edit && ORDERED.includes(bucket.type) && bucket.items.length > 1
        return (
          <section
            key={bucket.key}
            className="card content-bucket"
            aria-label={`${t(`types.${bucket.type}`)} ${bucket.group ?? ''}`}
          >
            <header className="content-bucket-head">
              <h2 className="section-title">
                {bucket.group && bucket.type !== 'PL' && bucket.type !== 'PU'
                  ? t(`groups.${bucket.group}`, { defaultValue: bucket.group })
                  : t(`types.${bucket.type}`)}
              </h2>
              <span className="muted">{brandName(bucket.merchantId)}</span>
              {sortable ? <span className="muted content-hint">{t('dragHint')}</span> : null}
            </header>
            <SortableRows
              className="table content-table"
              head={
                <thead>
                  <tr>
                    <th className="content-handle-col" aria-label={t('col.order')} />
                    <th>{t('col.title')}</th>
                    <th className="content-lang-col">{t('col.languages')}</th>
                    <th className="content-status-col">{t('col.status')}</th>
                    <th className="content-window-col">{t('col.window')}</th>
                    <th className="content-actions-col">{t('col.actions')}</th>
                  </tr>
                </thead>
              }
              items={bucket.items}
              idOf={(item) => item.id}
              labelOf={(item) => t('drag', { title: titleOf(item.texts, language) })}
              disabled={!sortable || order.isPending}
              onOrder={(ids) => order.mutate({ bucket, ids })}
            >
              {(item, handle) => {
                const status = statusOf(item)
                const picture = item.texts[language]?.imageUrl ?? item.imageUrl
                return (
                  <>
                    <td className="content-handle-col">{handle}</td>
                    <td>
                      <div className="content-title">
                        {picture ? <PicturePreview className="content-thumb" url={picture} label="" /> : null}
                        <span>{titleOf(item.texts, language)}</span>
                      </div>
                    </td>
                    <td>
                      <span className="chips">
                        {Object.keys(item.texts).map((code) => (
                          <span key={code} className="chip">
                            {code}
                          </span>
                        ))}
                      </span>
                    </td>
                    <td>
                      <span className={STATUS_BADGE[status]}>{t(`status.${status}`)}</span>
                    </td>
                    <td className="muted content-window">
                      {t('from', { at: formatTime(item.startAt) })}
                      <br />
                      {item.endAt ? t('until', { at: formatTime(item.endAt) }) : t('always')}
                    </td>
                    <td className="content-actions-col">
                      {edit ? (
                        <span className="row-buttons">
                          <button
                            className="button button-secondary button-small"
                            type="button"
                            onClick={() => setEditing(item)}
                          >
                            {t('edit')}
                          </button>
                          <button
                            className="button button-secondary button-small"
                            type="button"
                            disabled={toggle.isPending}
                            onClick={() => toggle.mutate(item)}
                          >
                            {item.published ? t('unpublish') : t('publish')}
                          </button>
                        </span>
                      ) : null}
                    </td>
                  </>
                )
              }}
            </SortableRows>
          </section>
        )
      })}
      {editing !== null ? (
        <AnnouncementEditor
          editing={typeof editing === 'string' ? undefined : editing}
          type={typeof editing === 'string' ? editing : editing.type}
          onClose={() => setEditing(null)}
          onSaved={() => {
            refresh()
            setEditing(null)
          }}
        />
      ) : null}
    </div>
  )
}
