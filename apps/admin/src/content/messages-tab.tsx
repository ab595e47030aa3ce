import { operatorHomeRoutes } from '@sea/contract'
import type { ColumnDef } from '@tanstack/react-table'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { ErrorAlert, Notice } from '../components/common'
import { DataTable } from '../components/data-table'
import { ApiError, call } from '../lib/api'
import { useDateTime } from '../lib/format'
import { typeboxResolver } from '../lib/form'
import { currentLanguage, useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { contentApi, type SentMessage } from './content.api'
import { titleOf } from './content-status'
import { CONTENT } from './content.texts'
import { HtmlField } from './picture-field'

type Audience = 'member' | 'label' | 'existing' | 'everyone'
interface FormValues {
  merchantId: string
  audience: Audience
  to: string
  title: string
  content: string
}

/** One language per message here: the site falls back to it for members reading another. */
const toBody = (values: FormValues) => ({
  merchantId: Number(values.merchantId),
  ...(values.audience === 'member' ? { username: values.to.trim() } : {}),
  ...(values.audience === 'label' ? { label: values.to.trim() } : {}),
  ...(values.audience === 'existing' || values.audience === 'everyone' ? { audience: values.audience } : {}),
  texts: { [currentLanguage()]: { title: values.title.trim(), content: values.content } },
})

/** Platform messages: compose one (to a member, a label's holders or the whole brand) and the sent list. */
export function MessagesTab() {
  const { t } = useTexts(CONTENT)
  const { me, brandId } = useOperator()
  const queryClient = useQueryClient()
  const [pageNum, setPageNum] = useState(1)
  const list = useQuery({
    queryKey: ['content', 'messages', brandId, pageNum],
    queryFn: () => call(contentApi.messages, { query: { pageNum, ...(brandId ? { merchantId: brandId } : {}) } }),
  })
  const { register, handleSubmit, control, formState, reset } = useForm<FormValues>({
    resolver: typeboxResolver<FormValues>(operatorHomeRoutes.sendMessage.schema.body, toBody),
    defaultValues: {
      merchantId: String(brandId ?? me.brands[0]?.id ?? ''),
      audience: 'member',
      to: '',
      title: '',
      content: '',
    },
  })
  const audience = useWatch({ control, name: 'audience' })
  const html = useWatch({ control, name: 'content' })
  const send = useMutation({
    mutationFn: (values: FormValues) => call(contentApi.send, { body: toBody(values) }),
    onSuccess: () => {
      reset()
      void queryClient.invalidateQueries({ queryKey: ['content', 'messages'] })
    },
  })
  const formatTime = useDateTime()
  const language = currentLanguage()
  const details = send.error instanceof ApiError ? send.error.details : []
  const invalid = (field: string) =>
    (formState.errors as Record<string, unknown>)[field] ||
    details.some((detail) => detail.path.startsWith(`/body/${field}`))
      ? true
      : undefined
  const columns: ColumnDef<SentMessage>[] = [
    { id: 'at', header: t('messages.col.at'), cell: ({ row }) => formatTime(row.original.createdAt) },
    {
      id: 'to',
      header: t('messages.col.to'),
      cell: ({ row }) =>
        row.original.username ??
        (row.original.audience === 'everyone' ? t('messages.everyone') : t('messages.existing')),
    },
    { id: 'title', header: t('messages.col.title'), cell: ({ row }) => titleOf(row.original.texts, language) },
    { id: 'by', header: t('messages.col.by'), cell: ({ row }) => row.original.sentBy ?? '' },
    {
      id: 'brand',
      header: t('messages.col.brand'),
      cell: ({ row }) => me.brands.find((brand) => brand.id === row.original.merchantId)?.name ?? '',
    },
  ]
  return (
    <div className="content-tab">
      <section className="card card-body">
        <h2 className="section-title">{t('messages.compose')}</h2>
        <form className="form" noValidate onSubmit={handleSubmit((values) => send.mutate(values))}>
          <ErrorAlert error={send.error} />
          {send.data ? (
            <Notice>
              {send.data.recipients !== undefined
                ? t('messages.sentTo', { count: send.data.recipients })
                : t('messages.sent')}
            </Notice>
          ) : null}
          <div className="form-row">
            {me.brands.length > 1 ? (
              <label className="field">
                <span className="field-label">{t('editor.brand')}</span>
                <select className="select" {...register('merchantId')}>
                  {me.brands.map((brand) => (
                    <option key={brand.id} value={brand.id}>
                      {brand.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label className="field">
              <span className="field-label">{t('messages.to')}</span>
              <select className="select" {...register('audience')}>
                {(['member', 'label', 'existing', 'everyone'] as const).map((option) => (
                  <option key={option} value={option}>
                    {t(`messages.audience.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            {audience === 'member' || audience === 'label' ? (
              <label className="field">
                <span className="field-label">
                  {audience === 'member' ? t('messages.username') : t('messages.label')}
                </span>
                <input
                  className="input"
                  aria-invalid={invalid(audience === 'member' ? 'username' : 'label')}
                  {...register('to')}
                />
              </label>
            ) : null}
          </div>
          <label className="field">
            <span className="field-label">{t('editor.titleField')}</span>
            <input className="input" aria-invalid={invalid('texts')} {...register('title')} />
          </label>
          <HtmlField
            label={t('editor.content')}
            rows={6}
            html={html}
            field={register('content')}
            invalid={invalid('texts')}
          />
          <div>
            <button className="button button-primary" type="submit" disabled={send.isPending}>
              {send.isPending ? t('messages.sending') : t('messages.send')}
            </button>
          </div>
        </form>
      </section>
      <DataTable
        label={t('messages.list')}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        onPage={setPageNum}
        rowKey={(row) => row.id}
        empty={t('empty')}
      />
    </div>
  )
}
