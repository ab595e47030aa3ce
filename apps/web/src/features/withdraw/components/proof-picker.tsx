import { useEffect, useId, useRef } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { pickProofs, PROOF_TYPES, PROOFS_MAX, type ProofProblem } from '../proof-files'
import { WITHDRAW } from '../withdraw-texts'

export type ProofRejected = { name: string; problem: ProofProblem }

/** Up to three proof pictures with thumbnails; refused files are named with the reason. */
export function ProofPicker({
  files,
  onChange,
  rejected,
  error,
  disabled,
}: {
  files: readonly File[]
  onChange: (files: File[], rejected: ProofRejected[]) => void
  rejected: readonly ProofRejected[]
  error: string | null
  disabled?: boolean
}) {
  const { t } = useTexts(WITHDRAW)
  const id = useId()
  const input = useRef<HTMLInputElement>(null)

  const add = async (chosen: FileList | null) => {
    const picked = Array.from(chosen ?? [])
    // Choosing the same file again after removing it must fire a change.
    if (input.current) input.current.value = ''
    const screened = await pickProofs(files.length, picked)
    onChange(
      [...files, ...screened.accepted],
      screened.rejected.map(({ file, problem }) => ({ name: file.name, problem })),
    )
  }

  return (
    <div className="field proofs">
      <span className="field__label" id={`${id}-label`}>
        {t('confirm.proofs')}
      </span>
      <ul className="proofs__list" aria-labelledby={`${id}-label`}>
        {files.map((file, index) => (
          <li key={`${file.name}:${file.size}:${index}`} className="proofs__item">
            <Thumb file={file} />
            <button
              type="button"
              className="proofs__remove"
              aria-label={t('confirm.removeProof', { name: file.name })}
              disabled={disabled}
              onClick={() =>
                onChange(
                  files.filter((_, at) => at !== index),
                  [],
                )
              }
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
        {files.length < PROOFS_MAX ? (
          <li>
            <label className={`proofs__add${disabled ? ' proofs__add--disabled' : ''}`} htmlFor={id}>
              <Icon name="upload" size={20} />
              <span>{t('confirm.addProof')}</span>
            </label>
            <input
              ref={input}
              id={id}
              className="visually-hidden"
              type="file"
              accept={PROOF_TYPES.join(',')}
              multiple
              disabled={disabled}
              aria-describedby={`${id}-hint`}
              onChange={(event) => void add(event.target.files)}
            />
          </li>
        ) : null}
      </ul>
      <p id={`${id}-hint`} className="field__hint">
        {t('confirm.proofsHint')}
      </p>
      {rejected.map((item) => (
        <p key={`${item.name}:${item.problem}`} className="field__error" role="alert">
          {t(`confirm.proofErrors.${item.problem}`, { name: item.name })}
        </p>
      ))}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A local preview, read as a data URL (the site's content policy allows data: images, not blob:). */
function Thumb({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const reader = new FileReader()
    reader.onload = () => {
      if (image.current && typeof reader.result === 'string') image.current.src = reader.result
    }
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file])
  return <img ref={image} className="proofs__thumb" alt={file.name} />
}
