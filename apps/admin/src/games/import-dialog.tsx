import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Dialog, ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { gamesApi, type ImportResult } from './games.api'
import { GAMES } from './games.texts'

/**
 * A vendor's game list from a file: checked first (a dry run that lists each bad row and field),
 * imported only once it is clean, all or nothing.
 */
export function ImportDialog({
  vendorCode,
  onClose,
  onImported,
}: {
  vendorCode: string
  onClose: () => void
  onImported: () => void
}) {
  const { t } = useTexts(GAMES)
  const [file, setFile] = useState<{ format: 'json' | 'csv'; content: string } | null>(null)
  const [checked, setChecked] = useState<ImportResult | null>(null)
  const run = useMutation({
    mutationFn: (dryRun: boolean) => call(gamesApi.importGames, { params: { vendorCode }, body: { ...file!, dryRun } }),
    onSuccess: (result) => {
      setChecked(result)
      if (!result.dryRun) onImported()
    },
  })
  const pick = async (picked: File | undefined) => {
    setChecked(null)
    run.reset()
    if (!picked) return setFile(null)
    const format = picked.name.toLowerCase().endsWith('.csv') ? 'csv' : 'json'
    setFile({ format, content: await picked.text() })
  }
  const clean = checked?.dryRun === true && checked.errors.length === 0
  return (
    <Dialog title={t('import.title', { vendor: vendorCode })} onClose={onClose} wide>
      <p className="dialog-text">{t('import.text')}</p>
      <label className="field">
        <span className="field-label">{t('import.file')}</span>
        <input
          className="input"
          type="file"
          accept=".json,.csv,application/json,text/csv"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </label>
      <ErrorAlert error={run.error} />
      {checked ? (
        <div className="games-import-result" role="status">
          <p>
            {checked.dryRun
              ? t('import.result', { rows: checked.rows, created: checked.created, updated: checked.updated })
              : t('import.done', { created: checked.created, updated: checked.updated })}
          </p>
          {checked.errors.length > 0 ? (
            <>
              <p className="field-error">{t('import.errors')}</p>
              <div className="table-wrap games-import-errors">
                <table className="table" aria-label={t('import.errors')}>
                  <thead>
                    <tr>
                      <th>{t('import.row')}</th>
                      <th>{t('import.field')}</th>
                      <th>{t('import.problem')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {checked.errors.map((error) => (
                      <tr key={`${error.row}:${error.field}`}>
                        <td>{error.row}</td>
                        <td>
                          <code>{error.field}</code>
                        </td>
                        <td>{error.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
        </div>
      ) : null}
      <div className="dialog-actions">
        <button className="button button-secondary" type="button" onClick={onClose}>
          {t('import.close')}
        </button>
        {checked && !checked.dryRun ? null : clean ? (
          <button
            className="button button-primary"
            type="button"
            disabled={run.isPending}
            onClick={() => run.mutate(false)}
          >
            {t('import.run', { count: checked.rows })}
          </button>
        ) : (
          <button
            className="button button-primary"
            type="button"
            disabled={!file || run.isPending}
            onClick={() => run.mutate(true)}
          >
            {t('import.check')}
          </button>
        )}
      </div>
    </Dialog>
  )
}
