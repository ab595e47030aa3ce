import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { type BrandDetail, brandKey, brandsApi } from './brands.api'
import { BRANDS } from './brands.texts'

/** The brand's logo or favicon: what it is now, and an upload (PNG or JPEG, typed by the server). */
export function PictureField({
  brand,
  kind,
  editable,
}: {
  brand: BrandDetail
  kind: 'logo' | 'favicon'
  editable: boolean
}) {
  const { t } = useTexts(BRANDS)
  const queryClient = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const upload = useMutation({
    mutationFn: (file: File) => call(brandsApi[kind], { params: { merchantId: brand.id }, file }),
    onSuccess: (saved) => queryClient.setQueryData(brandKey(brand.id), saved),
  })
  const url = kind === 'logo' ? brand.logoUrl : brand.faviconUrl
  return (
    <div className="field picture-field">
      <span className="field-label">{t(`look.${kind}`)}</span>
      <div className={`picture-frame picture-${kind}`}>
        {url ? <img src={url} alt={t(`look.${kind}`)} /> : <span className="muted">{t('look.none')}</span>}
      </div>
      <span className="field-hint">{t(`look.${kind}Hint`)}</span>
      <ErrorAlert error={upload.error} />
      {editable ? (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept="image/png,image/jpeg"
            aria-label={t(`look.${kind}`)}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              // The server types the picture by its bytes and refuses one over the limit.
              if (file) upload.mutate(file)
            }}
          />
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? t('look.uploading') : t('look.upload')}
          </button>
        </>
      ) : null}
    </div>
  )
}
