import { type AnnouncementType, type Language, operatorHomeRoutes } from '@sea/contract'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Dialog, ErrorAlert } from '../components/common'
import { ApiError, call } from '../lib/api'
import { useTimeZone } from '../lib/format'
import { typeboxResolver } from '../lib/form'
import { LANGUAGE_NAMES, LANGUAGE_ORDER, useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { type Announcement, contentApi } from './content.api'
import { isoToZoned, zonedToIso } from './content-time'
import { CONTENT } from './content.texts'
import { HtmlField, PictureField } from './picture-field'

interface TextValues {
  title: string
  summary: string
  content: string
  imageUrl: string
}
interface FormValues {
  merchantId: string
  groupName: string
  languages: Language[]
  texts: Record<Language, TextValues>
  imageUrl: string
  link: string
  published: boolean
  startAt: string
  endAt: string
}

const NEEDS_CONTENT: readonly AnnouncementType[] = ['PL', 'PU', 'PR']
const HAS_PICTURE: readonly AnnouncementType[] = ['B', 'H', 'PR', 'PU']
const HAS_LINK: readonly AnnouncementType[] = ['B', 'H', 'PR']
const BANNER_GROUPS = ['home', 'login', 'w_register'] as const
const emptyText: TextValues = { title: '', summary: '', content: '', imageUrl: '' }

/** The form's values as the route's body: only the languages kept, empty fields left out. */
function toBody(values: FormValues, type: AnnouncementType, timeZone: string) {
  const texts: Record<string, { title: string; summary?: string; content?: string; imageUrl?: string }> = {}
  for (const language of values.languages) {
    const text = values.texts[language]
    texts[language] = {
      title: text.title.trim(),
      ...(type === 'PR' && text.summary.trim() ? { summary: text.summary.trim() } : {}),
      ...(NEEDS_CONTENT.includes(type) && text.content.trim() ? { content: text.content } : {}),
      ...(HAS_PICTURE.includes(type) && text.imageUrl ? { imageUrl: text.imageUrl } : {}),
    }
  }
  return {
    texts,
    ...(type === 'B' ? { groupName: values.groupName } : {}),
    imageUrl: values.imageUrl || null,
    link: HAS_LINK.includes(type) && values.link ? values.link : null,
    published: values.published,
    ...(values.startAt ? { startAt: zonedToIso(values.startAt, timeZone) } : {}),
    endAt: values.endAt ? (zonedToIso(values.endAt, timeZone) ?? null) : null,
  }
}

/** Creates or changes a notice, popup, banner or promotion, one language at a time. */
export function AnnouncementEditor({
  editing,
  type,
  onClose,
  onSaved,
}: {
  editing?: Announcement
  type: AnnouncementType
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTexts(CONTENT)
  const { me, brandId } = useOperator()
  const merchantId = editing?.merchantId ?? brandId ?? me.brands[0]?.id ?? 0
  const brand = me.brands.find((candidate) => candidate.id === merchantId)
  const fallbackZone = useTimeZone()
  const timeZone = brand?.timezone ?? fallbackZone
  const initialLanguages = editing ? (Object.keys(editing.texts) as Language[]) : ['EN' as Language]
  const { register, handleSubmit, control, formState, setValue } = useForm<FormValues>({
    resolver: typeboxResolver<FormValues>(operatorHomeRoutes.updateAnnouncement.schema.body, (values) =>
      toBody(values, type, timeZone),
    ),
    defaultValues: {
      merchantId: String(merchantId),
      groupName: editing?.groupName ?? 'home',
      languages: initialLanguages,
      texts: Object.fromEntries(
        LANGUAGE_ORDER.map((language) => [language, { ...emptyText, ...editing?.texts[language] }]),
      ) as Record<Language, TextValues>,
      imageUrl: editing?.imageUrl ?? '',
      link: editing?.link ?? '',
      published: editing?.published ?? false,
      startAt: isoToZoned(editing?.startAt, timeZone),
      endAt: isoToZoned(editing?.endAt, timeZone),
    },
  })
  const languages = useWatch({ control, name: 'languages' })
  const [active, setActive] = useState<Language>(initialLanguages[0] ?? 'EN')
  const content = useWatch({ control, name: `texts.${active}.content` })
  const save = useMutation({
    mutationFn: async (values: FormValues) => {
      const body = toBody(values, type, timeZone)
      if (editing) return call(contentApi.update, { params: { id: editing.id }, body })
      return call(contentApi.create, { body: { ...body, type, merchantId: Number(values.merchantId) } })
    },
    onSuccess: onSaved,
  })
  const details = save.error instanceof ApiError ? save.error.details : []
  const invalid = Object.keys(formState.errors).length > 0
  const typeName = t(`types.${type}`)
  return (
    <Dialog
      title={editing ? t('editor.editTitle', { type: typeName }) : t('editor.createTitle', { type: typeName })}
      onClose={onClose}
      wide
    >
      <form className="form content-editor" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <ErrorAlert error={save.error} />
        {details.length > 0 ? (
          <ul className="field-error content-details">
            {details.map((detail) => (
              <li key={detail.path}>
                {detail.path.replace('/body/', '')}: {detail.message}
              </li>
            ))}
          </ul>
        ) : null}
        {invalid ? <p className="field-error">{t('editor.invalid')}</p> : null}
        <div className="form-row">
          {!editing && me.brands.length > 1 ? (
            <label className="field">
              <span className="field-label">{t('editor.brand')}</span>
              <select className="select" {...register('merchantId')}>
                {me.brands.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {type === 'B' ? (
            <label className="field">
              <span className="field-label">{t('editor.group')}</span>
              <select className="select" {...register('groupName')}>
                {BANNER_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {t(`groups.${group}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        <div className="language-tabs" role="tablist" aria-label={t('editor.language')}>
          {LANGUAGE_ORDER.map((language) => {
            const on = languages.includes(language)
            return (
              <button
                key={language}
                type="button"
                role="tab"
                aria-selected={active === language}
                className={`language-tab${active === language ? ' active' : ''}${on ? '' : ' off'}`}
                onClick={() => {
                  if (!on) setValue('languages', [...languages, language])
                  setActive(language)
                }}
              >
                {on ? LANGUAGE_NAMES[language] : t('editor.add', { language: LANGUAGE_NAMES[language] })}
              </button>
            )
          })}
        </div>
        {languages.includes(active) ? (
          <div className="language-panel" role="tabpanel" aria-label={LANGUAGE_NAMES[active]}>
            <label className="field">
              <span className="field-label">{t('editor.titleField')}</span>
              <input
                className="input"
                aria-invalid={formState.errors.texts ? true : undefined}
                {...register(`texts.${active}.title`)}
              />
            </label>
            {type === 'PR' ? (
              <label className="field">
                <span className="field-label">{t('editor.summary')}</span>
                <input className="input" {...register(`texts.${active}.summary`)} />
              </label>
            ) : null}
            {NEEDS_CONTENT.includes(type) ? (
              <HtmlField
                label={t('editor.content')}
                rows={8}
                html={content ?? ''}
                field={register(`texts.${active}.content`)}
              />
            ) : null}
            {HAS_PICTURE.includes(type) ? (
              <Controller
                control={control}
                name={`texts.${active}.imageUrl`}
                render={({ field }) => (
                  <PictureField label={t('editor.picture')} value={field.value} onChange={field.onChange} />
                )}
              />
            ) : null}
            {languages.length > 1 ? (
              <button
                className="button button-secondary button-small"
                type="button"
                onClick={() => {
                  const rest = languages.filter((language) => language !== active)
                  setValue('languages', rest)
                  setActive(rest[0] ?? 'EN')
                }}
              >
                {t('editor.remove')}
              </button>
            ) : null}
          </div>
        ) : null}
        {HAS_PICTURE.includes(type) ? (
          <Controller
            control={control}
            name="imageUrl"
            render={({ field }) => (
              <PictureField
                label={t('editor.sharedPicture')}
                hint={t('editor.pictureHint')}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ) : null}
        {HAS_LINK.includes(type) ? (
          <label className="field">
            <span className="field-label">{t('editor.link')}</span>
            <input className="input" aria-invalid={formState.errors.link ? true : undefined} {...register('link')} />
            <span className="field-hint">{t('editor.linkHint')}</span>
          </label>
        ) : null}
        <div className="form-row">
          <label className="field">
            <span className="field-label">{t('editor.startAt')}</span>
            <input className="input" type="datetime-local" {...register('startAt')} />
          </label>
          <label className="field">
            <span className="field-label">{t('editor.endAt')}</span>
            <input className="input" type="datetime-local" {...register('endAt')} />
          </label>
        </div>
        <p className="field-hint">{t('editor.zone', { zone: timeZone })}</p>
        <label className="check">
          <input type="checkbox" {...register('published')} />
          <span>{t('editor.published')}</span>
        </label>
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
