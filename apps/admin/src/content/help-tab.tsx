import { HelpArticleBodySchema, LANGUAGES, type Language } from '@sea/contract'
import type { ColumnDef } from '@tanstack/react-table'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Dialog, ErrorAlert } from '../components/common'
import { ConfirmDialog } from '../components/confirm-dialog'
import { DataTable } from '../components/data-table'
import { ApiError, call } from '../lib/api'
import { typeboxResolver } from '../lib/form'
import { LANGUAGE_NAMES, useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { contentApi, type HelpArticle } from './content.api'
import { CONTENT } from './content.texts'
import { HtmlField } from './picture-field'

type FormValues = Omit<HelpArticle, 'id' | 'merchantId' | 'sortOrder'> & { merchantId: string; sortOrder: string }

const toBody = (values: FormValues) => ({
  merchantId: Number(values.merchantId),
  language: values.language,
  categoryCode: values.categoryCode.trim(),
  categoryTitle: values.categoryTitle.trim(),
  anchor: values.anchor.trim(),
  title: values.title.trim(),
  contentHtml: values.contentHtml,
  sortOrder: Number(values.sortOrder) || 0,
})

/** The help centre's articles, by brand, language and order; the site shows them grouped by category. */
export function HelpTab() {
  const { t } = useTexts(CONTENT)
  const { me, can, brandId } = useOperator()
  const queryClient = useQueryClient()
  const [language, setLanguage] = useState<Language | ''>('')
  const [pageNum, setPageNum] = useState(1)
  const [editing, setEditing] = useState<HelpArticle | 'new' | null>(null)
  const [removing, setRemoving] = useState<HelpArticle | null>(null)
  const edit = can('content.announcements')
  const list = useQuery({
    queryKey: ['content', 'help', brandId, language, pageNum],
    queryFn: () =>
      call(contentApi.helpArticles, {
        query: {
          pageNum,
          pageSize: 50,
          ...(brandId ? { merchantId: brandId } : {}),
          ...(language ? { language } : {}),
        },
      }),
  })
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['content', 'help'] })
  const brandName = (id: number) => me.brands.find((brand) => brand.id === id)?.name ?? `#${id}`
  const columns: ColumnDef<HelpArticle>[] = [
    { id: 'title', header: t('help.titleField'), accessorKey: 'title' },
    {
      id: 'category',
      header: t('help.category'),
      cell: ({ row }) => (
        <span>
          {row.original.categoryTitle} <span className="muted">{row.original.categoryCode}</span>
        </span>
      ),
    },
    { id: 'anchor', header: t('help.anchor'), cell: ({ row }) => <code>#{row.original.anchor}</code> },
    {
      id: 'language',
      header: t('help.language'),
      cell: ({ row }) => <span className="chip">{row.original.language}</span>,
    },
    { id: 'brand', header: t('col.brand'), cell: ({ row }) => brandName(row.original.merchantId) },
    { id: 'sortOrder', header: t('help.sortOrder'), accessorKey: 'sortOrder' },
    {
      id: 'actions',
      header: t('col.actions'),
      enableSorting: false,
      cell: ({ row }) =>
        edit ? (
          <span className="row-buttons">
            <button
              className="button button-secondary button-small"
              type="button"
              onClick={() => setEditing(row.original)}
            >
              {t('edit')}
            </button>
            <button
              className="button button-secondary button-small"
              type="button"
              onClick={() => setRemoving(row.original)}
            >
              {t('help.delete')}
            </button>
          </span>
        ) : null,
    },
  ]
  return (
    <div className="content-tab">
      <DataTable
        label={t('tabs.help')}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        onPage={setPageNum}
        rowKey={(row) => row.id}
        empty={t('empty')}
        toolbar={
          <>
            <select
              className="select"
              aria-label={t('help.language')}
              value={language}
              onChange={(event) => {
                setLanguage(event.target.value as Language | '')
                setPageNum(1)
              }}
            >
              <option value="">{t('help.all')}</option>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
            {edit ? (
              <button className="button button-primary" type="button" onClick={() => setEditing('new')}>
                {t('help.create')}
              </button>
            ) : null}
          </>
        }
      />
      {editing ? (
        <HelpEditor
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            refresh()
            setEditing(null)
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('help.deleteTitle')}
          text={t('help.deleteText', { title: removing.title })}
          danger
          confirmLabel={t('help.delete')}
          action={() => call(contentApi.deleteHelp, { params: { id: removing.id } })}
          onClose={() => setRemoving(null)}
          onDone={refresh}
        />
      ) : null}
    </div>
  )
}

function HelpEditor({
  editing,
  onClose,
  onSaved,
}: {
  editing?: HelpArticle
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTexts(CONTENT)
  const { me, brandId } = useOperator()
  const { register, handleSubmit, control, formState } = useForm<FormValues>({
    resolver: typeboxResolver<FormValues>(HelpArticleBodySchema, toBody),
    defaultValues: {
      merchantId: String(editing?.merchantId ?? brandId ?? me.brands[0]?.id ?? ''),
      language: editing?.language ?? 'EN',
      categoryCode: editing?.categoryCode ?? '',
      categoryTitle: editing?.categoryTitle ?? '',
      anchor: editing?.anchor ?? '',
      title: editing?.title ?? '',
      contentHtml: editing?.contentHtml ?? '',
      sortOrder: String(editing?.sortOrder ?? 0),
    },
  })
  const html = useWatch({ control, name: 'contentHtml' })
  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const { merchantId, ...fields } = toBody(values)
      return editing
        ? call(contentApi.updateHelp, { params: { id: editing.id }, body: fields })
        : call(contentApi.createHelp, { body: { merchantId, ...fields } })
    },
    onSuccess: onSaved,
  })
  const errors = formState.errors
  const details = save.error instanceof ApiError ? save.error.details : []
  const invalid = (field: keyof FormValues) =>
    errors[field] || details.some((detail) => detail.path === `/body/${field}`) ? true : undefined
  const text = (field: 'categoryCode' | 'categoryTitle' | 'anchor' | 'title', hint?: string) => (
    <label className="field">
      <span className="field-label">{t(`help.${field === 'title' ? 'titleField' : field}`)}</span>
      <input className="input" aria-invalid={invalid(field)} {...register(field)} />
      {invalid(field) ? (
        <span className="field-error">{t('editor.required')}</span>
      ) : hint ? (
        <span className="field-hint">{hint}</span>
      ) : null}
    </label>
  )
  return (
    <Dialog title={editing ? t('help.editTitle') : t('help.createTitle')} onClose={onClose} wide>
      <form className="form content-editor" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <ErrorAlert error={save.error} />
        <div className="form-row">
          {!editing && me.brands.length > 1 ? (
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
            <span className="field-label">{t('help.language')}</span>
            <select className="select" {...register('language')}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">{t('help.sortOrder')}</span>
            <input className="input" type="number" {...register('sortOrder')} />
          </label>
        </div>
        <div className="form-row">
          {text('categoryCode')}
          {text('categoryTitle')}
        </div>
        <div className="form-row">
          {text('title')}
          {text('anchor', t('help.anchorHint'))}
        </div>
        <HtmlField
          label={t('help.content')}
          rows={10}
          html={html}
          field={register('contentHtml')}
          invalid={invalid('contentHtml')}
        />
        <div className="dialog-actions">
          <button className="button button-secondary" type="button" onClick={onClose}>
            {t('editor.cancel')}
          </button>
          <button className="button button-primary" type="submit" disabled={save.isPending}>
            {save.isPending ? t('editor.saving') : t('editor.save')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
