import {
  GAME_CATEGORIES,
  GAME_IMPORT_MAX_ROWS,
  LANGUAGES,
  type GameImportResult,
  type ImportRowError,
} from '@sea/contract'
import { parse } from 'csv-parse/sync'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { GameNames } from '../../db/games-schema'
import { AppError } from '../../lib/app-error'
import type { OperatorAction } from '../../http/access'
import * as repo from './game-admin.repository'
import { installationWide } from './vendor-wallet-admin.service'

/**
 * A vendor's game list, as the vendor hands it over: a JSON array of games, or CSV with a header
 * row (code, name_EN … name_TH, imageUrl, category, rtp, trialAllowed). Every row is checked
 * before anything is written, and the errors name the row and the field.
 */
const CODE = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/
/** An https address or a path on the site; never a relative climb (..) nor a script scheme. */
const IMAGE = /^(?!.*\.\.)(https:\/\/[^\s"'<>\\]+|\/[A-Za-z0-9][A-Za-z0-9._~/-]*)$/
const RTP = /^\d{1,3}(\.\d{1,2})?$/
const TRUE = new Set(['true', '1', 'yes', 'y'])
const FALSE = new Set(['false', '0', 'no', 'n', ''])

type Raw = Record<string, unknown>

function rowsOf(format: 'json' | 'csv', content: string): Raw[] {
  if (format === 'json') {
    let parsed: unknown
    try {
      parsed = JSON.parse(content)
    } catch {
      throw new AppError('validation_failed', 'The file is not JSON', [{ path: '/body/content', message: 'not JSON' }])
    }
    if (!Array.isArray(parsed) || !parsed.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r)))
      throw new AppError('validation_failed', 'Not a list of games', [
        { path: '/body/content', message: 'a JSON array of objects' },
      ])
    return parsed as Raw[]
  }
  let records: Record<string, string>[]
  try {
    records = parse(content, { columns: true, skip_empty_lines: true, trim: true, bom: true })
  } catch (error) {
    throw new AppError('validation_failed', 'The file is not CSV', [
      { path: '/body/content', message: error instanceof Error ? error.message.slice(0, 200) : 'not CSV' },
    ])
  }
  return records.map((record) => {
    const names: Record<string, string> = {}
    for (const language of LANGUAGES) if (record[`name_${language}`]) names[language] = record[`name_${language}`]!
    return { ...record, names }
  })
}

function checkRow(raw: Raw, row: number, errors: ImportRowError[]): repo.ImportedGame | null {
  const start = errors.length
  const fail = (field: string, message: string) => errors.push({ row, field, message })
  const code = typeof raw.code === 'string' ? raw.code.trim() : ''
  if (!CODE.test(code)) fail('code', 'letters, digits and _ . : -, at most 64')
  const names: GameNames = {}
  const given = raw.names
  if (typeof given !== 'object' || given === null || Array.isArray(given)) fail('names', 'names by language')
  else {
    for (const [language, name] of Object.entries(given)) {
      if (!(LANGUAGES as readonly string[]).includes(language)) fail(`names.${language}`, 'not a language')
      else if (typeof name !== 'string' || name.trim() === '' || name.length > 120)
        fail(`names.${language}`, '1 to 120 characters')
      else names[language] = name.trim()
    }
    if (Object.keys(given).length === 0) fail('names', 'at least one language')
  }
  const imageUrl = typeof raw.imageUrl === 'string' ? raw.imageUrl.trim() : ''
  if (!IMAGE.test(imageUrl) || imageUrl.length > 1024) fail('imageUrl', 'an https address or a site path (/…)')
  const category = typeof raw.category === 'string' ? raw.category.trim().toUpperCase() : ''
  if (!(GAME_CATEGORIES as readonly string[]).includes(category))
    fail('category', `one of ${GAME_CATEGORIES.join(', ')}`)
  let rtpBp: number | null = null
  const rtp = raw.rtp === undefined || raw.rtp === null ? '' : String(raw.rtp).trim()
  if (rtp !== '') {
    if (!RTP.test(rtp) || Number(rtp) > 100) fail('rtp', 'a percentage from 0 to 100, two decimals at most')
    else rtpBp = Math.round(Number(rtp) * 100)
  }
  let trialAllowed = false
  const trial = raw.trialAllowed
  if (typeof trial === 'boolean') trialAllowed = trial
  else if (trial === undefined || trial === null) trialAllowed = false
  else if (TRUE.has(String(trial).trim().toLowerCase())) trialAllowed = true
  else if (!FALSE.has(String(trial).trim().toLowerCase())) fail('trialAllowed', 'true or false')
  if (errors.length > start) return null
  return { code, names, imageUrl, gameType: category, rtpBp, trialAllowed }
}

/** POST /wps/operator/vendors/:vendorCode/games/import. */
export async function importGames(
  db: Db,
  action: OperatorAction,
  vendorCode: string,
  input: { format: 'json' | 'csv'; content: string; dryRun: boolean },
): Promise<GameImportResult> {
  installationWide(action.principal)
  if (!(await repo.findVendor(db, vendorCode))) throw new AppError('vendor_not_found', 'No such vendor')
  const raws = rowsOf(input.format, input.content)
  if (raws.length === 0 || raws.length > GAME_IMPORT_MAX_ROWS)
    throw new AppError('validation_failed', 'Nothing to import, or too much', [
      { path: '/body/content', message: `1 to ${GAME_IMPORT_MAX_ROWS} games` },
    ])
  const errors: ImportRowError[] = []
  const games: repo.ImportedGame[] = []
  const codes = new Set<string>()
  raws.forEach((raw, i) => {
    const game = checkRow(raw, i + 1, errors)
    if (!game) return
    if (codes.has(game.code)) errors.push({ row: i + 1, field: 'code', message: 'listed twice in the file' })
    codes.add(game.code)
    games.push(game)
  })
  const existing = await repo.existingGameCodes(db, vendorCode)
  const updated = games.filter((g) => existing.has(g.code)).length
  const result = { rows: raws.length, created: games.length - updated, updated, errors }
  if (input.dryRun) return { dryRun: true, ...result }
  if (errors.length > 0)
    throw new AppError(
      'validation_failed',
      'Some rows are not valid; nothing was imported',
      errors.map((e) => ({ path: `/body/content/${e.row}/${e.field}`, message: e.message })),
    )
  await db.transaction().execute(async (trx) => {
    await repo.upsertGames(trx, vendorCode, games)
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(action.principal.operatorId ?? ''),
      merchantId: null,
      ip: action.ip,
      action: 'vendor.games_import',
      target: `vendor:${vendorCode}`,
      before: null,
      after: { format: input.format, rows: result.rows, created: result.created, updated: result.updated },
    })
  })
  return { dryRun: false, ...result }
}
