import { AVATAR_UPLOAD_TYPES, STATIC_AVATARS } from '@sea/contract/constants'
import { useRef, useState, type ChangeEvent } from 'react'
import { FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { Spinner } from '../../../components/ui/states'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { useChooseAvatar, useUploadAvatar, type Avatar } from '../api'
import { avatarFileProblem } from '../avatar-file'
import { SECURITY } from '../security-texts'
import { AvatarArt } from './avatar-art'

/** The built-in pictures and an upload tile; the choice applies at once. */
export function AvatarPicker({ current }: { current: Avatar | undefined }) {
  const { t } = useTexts(SECURITY)
  const errorText = useErrorText()
  const choose = useChooseAvatar()
  const upload = useUploadAvatar()
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const busy = choose.isPending || upload.isPending
  const error = choose.error ?? upload.error
  const saved = (choose.isSuccess || upload.isSuccess) && !busy

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const found = avatarFileProblem(file)
    setProblem(found ? t(`avatar.${found}`) : null)
    choose.reset()
    if (!found) upload.mutate(file)
  }

  return (
    <div className="avatar-picker">
      <p className="avatar-picker__title" id="avatar-picker-title">
        {t('avatar.title')}
      </p>
      <div className="avatar-picker__grid" role="group" aria-labelledby="avatar-picker-title">
        {STATIC_AVATARS.map((name, index) => {
          const selected = current?.avatarType === 'STATIC' && current.avatar === name
          return (
            <button
              key={name}
              type="button"
              className="avatar-picker__option"
              aria-pressed={selected}
              aria-label={t('avatar.option', { number: index + 1 })}
              disabled={busy}
              onClick={() => {
                setProblem(null)
                upload.reset()
                choose.mutate(name)
              }}
            >
              <AvatarArt name={name} size={52} />
              {selected ? (
                <span className="avatar-picker__tick" aria-hidden="true">
                  <Icon name="check" size={12} />
                </span>
              ) : null}
            </button>
          )
        })}
        <button
          type="button"
          className="avatar-picker__option avatar-picker__upload"
          aria-pressed={current?.avatarType === 'CUSTOM'}
          onClick={() => input.current?.click()}
          disabled={busy}
        >
          {upload.isPending ? (
            <Spinner label={t('avatar.uploading')} />
          ) : current?.avatarType === 'CUSTOM' ? (
            <img className="avatar-photo avatar-picker__photo" src={current.avatar} alt="" />
          ) : (
            <Icon name="plus" size={22} />
          )}
          <span className="visually-hidden">{t('avatar.upload')}</span>
        </button>
      </div>
      <input ref={input} type="file" accept={AVATAR_UPLOAD_TYPES.join(',')} hidden onChange={pickFile} />
      <p className="avatar-picker__hint">
        {t('avatar.upload')} · {t('avatar.uploadHint')}
      </p>
      <div aria-live="polite">
        {problem ? <FormMessage>{problem}</FormMessage> : null}
        {!problem && error ? <FormMessage>{errorText(error)}</FormMessage> : null}
        {saved ? <FormMessage tone="success">{t('avatar.saved')}</FormMessage> : null}
      </div>
    </div>
  )
}
