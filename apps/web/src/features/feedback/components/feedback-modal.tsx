import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { Modal } from '../../../components/ui/modal'
import { Spinner } from '../../../components/ui/states'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { closeModal, openModal, type ModalProps } from '../../../lib/modals'
import { isTrial, useSession } from '../../../lib/session-store'
import { COMMON } from '../../../locales/common'
import { useSendFeedback } from '../api'
import {
  clampFeedback,
  contentProblem,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_MAX,
  FEEDBACK_MIN,
  feedbackLength,
  imageProblem,
} from '../feedback-rules'
import { FEEDBACK } from '../feedback-texts'
import '../../../components/ui/forms.css'
import './feedback.css'

type Picture = { id: number; file: File; url: string }

/**
 * Previews are data: URLs, which the site's content security policy allows for images (blob:
 * URLs it does not).
 */
function previewUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable picture'))
    reader.readAsDataURL(file)
  })
}

/** Feedback (PUT /wps/feedback): up to 140 characters and up to three pictures. */
export default function FeedbackModal({ onClose }: ModalProps) {
  const session = useSession()
  const blocked = !session ? 'loginPopup' : isTrial(session) ? 'trialWarning' : null
  // Only real accounts may send feedback; anyone else gets what the site offers them instead.
  useEffect(() => {
    if (!blocked) return
    closeModal('feedback')
    openModal(blocked)
  }, [blocked])
  if (blocked) return null
  return <FeedbackForm onClose={onClose} />
}

function FeedbackForm({ onClose }: { onClose: () => void }) {
  const { t } = useTexts(FEEDBACK)
  const common = useTexts(COMMON).t
  const errorText = useErrorText()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [content, setContent] = useState('')
  const [pictures, setPictures] = useState<Picture[]>([])
  const [contentError, setContentError] = useState(false)
  const [pictureError, setPictureError] = useState<string | null>(null)
  const [uploaded, setUploaded] = useState(0)
  const send = useSendFeedback(setUploaded)
  const nextId = useRef(0)

  const addPictures = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    const accepted: File[] = []
    let problem: string | null = null
    for (const file of files) {
      const found = imageProblem(file, pictures.length + accepted.length)
      if (found) problem = t(found, { max: FEEDBACK_IMAGES_MAX })
      else accepted.push(file)
    }
    setPictureError(problem)
    const added = await Promise.all(
      accepted.map(async (file) => ({ id: (nextId.current += 1), file, url: await previewUrl(file) })),
    )
    setPictures((current) => [...current, ...added].slice(0, FEEDBACK_IMAGES_MAX))
  }
  const removePicture = (index: number) => {
    setPictureError(null)
    setPictures((current) => current.filter((_, at) => at !== index))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = contentProblem(content)
    setContentError(problem !== null)
    if (problem) return
    setUploaded(0)
    send.mutate({ content, images: pictures.map((picture) => picture.file) })
  }

  if (send.isSuccess) {
    return (
      <Modal title={t('title')} closeLabel={common('close')} onClose={onClose} size="small">
        <div className="feedback-thanks" role="status">
          <span className="feedback-thanks__icon" aria-hidden="true">
            <Icon name="check" size={30} />
          </span>
          <p className="feedback-thanks__title">{t('thanksTitle')}</p>
          <p className="feedback-thanks__body">{t('thanksBody')}</p>
          <button type="button" className="button button--primary button--block" onClick={onClose}>
            {t('done')}
          </button>
        </div>
      </Modal>
    )
  }

  const length = feedbackLength(content)
  const describedBy = `${id}-counter${contentError ? ` ${id}-error` : ''}`
  return (
    <Modal title={t('title')} closeLabel={common('close')} onClose={onClose} size="medium" className="feedback-modal">
      <form className="form feedback" onSubmit={submit} noValidate>
        <p className="feedback__intro">{t('intro')}</p>
        <div className={`field${contentError ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-content`}>
            {t('content')}
          </label>
          <div className="feedback__box">
            <textarea
              id={`${id}-content`}
              className="field__input feedback__text"
              rows={5}
              value={content}
              placeholder={t('placeholder')}
              onChange={(event) => {
                setContent(clampFeedback(event.target.value))
                if (contentError) setContentError(contentProblem(event.target.value) !== null)
              }}
              aria-invalid={contentError || undefined}
              aria-describedby={describedBy}
            />
            <span
              id={`${id}-counter`}
              className={`feedback__counter${length >= FEEDBACK_MAX ? ' feedback__counter--full' : ''}`}
            >
              <span aria-hidden="true">
                {length}/{FEEDBACK_MAX}
              </span>
              <span className="visually-hidden">{t('counter', { count: length, max: FEEDBACK_MAX })}</span>
            </span>
          </div>
          {contentError ? (
            <p id={`${id}-error`} className="field__error" role="alert">
              {t('bounds', { min: FEEDBACK_MIN, max: FEEDBACK_MAX })}
            </p>
          ) : null}
        </div>

        <div className="field">
          <span className="field__label" id={`${id}-pictures`}>
            {t('images')}
          </span>
          <ul className="feedback__pictures" aria-labelledby={`${id}-pictures`}>
            {pictures.map((picture, index) => (
              <li key={picture.id} className="feedback__picture">
                <img src={picture.url} alt="" />
                <button
                  type="button"
                  className="feedback__remove"
                  onClick={() => removePicture(index)}
                  aria-label={t('remove', { number: index + 1 })}
                  disabled={send.isPending}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            ))}
            {pictures.length < FEEDBACK_IMAGES_MAX ? (
              <li>
                <button
                  type="button"
                  className="feedback__add"
                  onClick={() => input.current?.click()}
                  disabled={send.isPending}
                >
                  <Icon name="plus" size={22} />
                  <span>{t('add')}</span>
                </button>
              </li>
            ) : null}
          </ul>
          <input
            ref={input}
            type="file"
            accept={FEEDBACK_IMAGE_TYPES.join(',')}
            multiple
            hidden
            onChange={(event) => void addPictures(event)}
          />
          <p className="field__hint">{t('imagesHint', { max: FEEDBACK_IMAGES_MAX })}</p>
          {pictureError ? (
            <p className="field__error" role="alert">
              {pictureError}
            </p>
          ) : null}
        </div>

        {send.error ? <FormMessage>{errorText(send.error)}</FormMessage> : null}
        <button type="submit" className="button button--cta button--large button--block" disabled={send.isPending}>
          {send.isPending ? <Spinner /> : <Icon name="send" size={18} />}
          {send.isPending
            ? pictures.length > uploaded
              ? t('uploading', { done: uploaded, total: pictures.length })
              : t('sending')
            : t('submit')}
        </button>
      </form>
    </Modal>
  )
}
