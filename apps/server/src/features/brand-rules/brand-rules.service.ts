import {
  BRAND_QR_MAX_BYTES,
  brandRulesRoutes,
  WHITELABEL_FLAG_CODES,
  type BrandRules,
  type BrandRulesGroup,
  type ResourceType,
} from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { OperatorAction, Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { readPicture, storePicture } from '../../lib/pictures'
import type { FileStore } from '../../providers/storage'
import { identityRules, saveIdentityRules } from '../identity-gate/identity-gate.service'
import { canSee, merchantToWrite } from '../operator/operator.service'
import * as checks from './brand-rules-checks.service'
import * as repo from './brand-rules.repository'

export interface BrandRulesDeps {
  db: Db
  /** Drops this instance's settings cache once a change has committed (others follow within SETTINGS_CACHE_MS). */
  invalidate: () => void
  store: FileStore
  social: checks.SocialClients
}

const POPUP = { width: 440, height: 750 }

function rulesOf(
  loaded: NonNullable<Awaited<ReturnType<typeof repo.loadRules>>>,
  identity: BrandRules['identity'],
): BrandRules {
  const { merchant, flags, rules, messages, patterns, resources, routes } = loaded
  const enabled = new Map(flags.map((f) => [f.flag, f.enabled]))
  const cs = merchant.customerService
  return {
    merchantId: merchant.id,
    currency: merchant.currency,
    flags: Object.fromEntries(WHITELABEL_FLAG_CODES.map((code) => [code, enabled.get(code) ?? false])),
    registration: {
      rules: rules as BrandRules['registration']['rules'],
      messages: messages as BrandRules['registration']['messages'],
    },
    patterns: patterns.map((p) => ({ patternId: p.id, name: p.name, pattern: p.pattern, messages: p.messages })),
    resources: {
      resources: resources.map((r) => ({
        resourceType: r.resourceType as ResourceType,
        url: r.url,
        labelNameEn: r.labelNameEn,
        customQrUrl: r.qrCodeUrl,
      })),
    },
    customerService: {
      url: cs.url ?? null,
      vipUrl: cs.vipUrl ?? null,
      popupWidth: cs.popupWidth ?? POPUP.width,
      popupHeight: cs.popupHeight ?? POPUP.height,
    },
    analytics: { gtagId: merchant.gtagId },
    domainRoutes: { routes: routes.map((r) => ({ url: r.url })) },
    access: {
      maintenance: merchant.maintenance,
      maintenanceEnd: merchant.maintenanceEnd?.toISOString() ?? null,
      restrictedCountries: merchant.restrictedCountries,
      restrictedIps: merchant.restrictedIps,
      minimumAge: merchant.minimumAge,
      birthdayMinimumAge: merchant.birthdayMinimumAge,
    },
    sessions: {
      sessionIdleMinutes: merchant.sessionIdleMinutes,
      sessionMaxHours: merchant.sessionMaxHours,
      passwordMaxAgeDays: merchant.passwordMaxAgeDays,
      newIpVerification: merchant.newIpVerification,
      trialBalance: String(merchant.trialBalance),
    },
    identity,
  }
}

async function load(db: Db, merchantId: number): Promise<BrandRules> {
  const loaded = await repo.loadRules(db, merchantId)
  if (!loaded) throw new AppError('not_found', 'No such merchant')
  return rulesOf(loaded, await identityRules(db, merchantId))
}

/** A brand outside the operator's scope does not exist for it. */
export async function readRules(db: Db, principal: Principal, merchantId: number): Promise<BrandRules> {
  if (!canSee(principal, merchantId)) throw new AppError('not_found', 'No such merchant')
  return load(db, merchantId)
}

/**
 * The one shape of every save (decision 053): the brand locked, `write` run with the group as it
 * was, one audit row `brand.<group>` holding that group before and after, all in one
 * transaction; the settings cache is dropped once it has committed.
 */
async function save(
  deps: BrandRulesDeps,
  action: OperatorAction,
  requested: number,
  group: BrandRulesGroup,
  write: (
    trx: Db,
    before: BrandRules,
    merchant: NonNullable<Awaited<ReturnType<typeof repo.lockMerchant>>>,
  ) => Promise<void>,
): Promise<BrandRules> {
  const merchantId = await merchantToWrite(deps.db, action.principal, requested)
  const after = await deps.db.transaction().execute(async (trx) => {
    const merchant = await repo.lockMerchant(trx, merchantId)
    if (!merchant) throw new AppError('not_found', 'No such merchant')
    const before = await load(trx, merchantId)
    await write(trx, before, merchant)
    const after = await load(trx, merchantId)
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(action.principal.operatorId),
      merchantId,
      ip: action.ip,
      action: `brand.${group}`,
      target: `merchant:${merchantId}`,
      before: before[group],
      after: after[group],
    })
    return after
  })
  deps.invalidate()
  return after
}

export function saveFlags(deps: BrandRulesDeps, action: OperatorAction, merchantId: number, flags: checks.Flags) {
  checks.checkFlags(flags, deps.social)
  return save(deps, action, merchantId, 'flags', (trx) => repo.replaceFlags(trx, merchantId, flags))
}

export function saveRegistration(
  deps: BrandRulesDeps,
  action: OperatorAction,
  merchantId: number,
  input: checks.Registration,
) {
  return save(deps, action, merchantId, 'registration', async (trx, before, merchant) => {
    checks.checkRegistration(input, merchant.languages)
    // The accepted pattern always follows the chosen pattern of the catalogue.
    const catalogue = new Map(before.patterns.map((p) => [p.patternId, p.pattern]))
    const rules = input.rules.map((rule) => ({ ...rule, acceptedPattern: catalogue.get(rule.patternId) ?? '^.*$' }))
    const messages = input.messages.map((m) => ({ ...m, message: m.message.trim() }))
    await repo.replaceRegistration(trx, merchantId, rules, messages)
  })
}

export function saveResources(
  deps: BrandRulesDeps,
  action: OperatorAction,
  merchantId: number,
  input: checks.Resources,
) {
  return save(deps, action, merchantId, 'resources', async (trx, before) => {
    const current = new Map(before.resources.resources.map((r) => [r.resourceType, r.customQrUrl]))
    checks.checkResources(input, current)
    await repo.replaceResources(
      trx,
      merchantId,
      input.resources.map((r) => ({
        resourceType: r.resourceType,
        url: r.url,
        labelNameEn: r.labelNameEn.trim(),
        qrCodeUrl: r.customQrUrl,
      })),
    )
  })
}

export function saveCustomerService(
  deps: BrandRulesDeps,
  action: OperatorAction,
  merchantId: number,
  input: BrandRules['customerService'],
) {
  return save(deps, action, merchantId, 'customerService', async (trx, _before, merchant) => {
    // Other keys of the column (none today) are kept as they are.
    const customerService = { ...merchant.customerService, ...input }
    await repo.updateMerchant(trx, merchantId, { customerService: JSON.stringify(customerService) })
  })
}

export function saveAnalytics(
  deps: BrandRulesDeps,
  action: OperatorAction,
  merchantId: number,
  input: BrandRules['analytics'],
) {
  return save(deps, action, merchantId, 'analytics', (trx) => repo.updateMerchant(trx, merchantId, input))
}

export function saveDomainRoutes(
  deps: BrandRulesDeps,
  action: OperatorAction,
  merchantId: number,
  input: checks.DomainRoutes,
) {
  checks.checkDomainRoutes(input)
  return save(deps, action, merchantId, 'domainRoutes', async (trx) => {
    // A kept address keeps its measured speed; a new one starts unmeasured.
    const loaded = await repo.loadRules(trx, merchantId)
    const speeds = new Map(loaded?.routes.map((r) => [checks.normalRoute(r.url), r.speed]))
    const routes = input.routes.map((r) => ({ url: r.url, speed: speeds.get(checks.normalRoute(r.url)) ?? 0 }))
    await repo.replaceDomainRoutes(trx, merchantId, routes)
  })
}

export function saveAccess(deps: BrandRulesDeps, action: OperatorAction, merchantId: number, input: checks.Access) {
  return save(deps, action, merchantId, 'access', async (trx) => {
    checks.checkAccess(input, await repo.existingCountries(trx, input.restrictedCountries))
    await repo.updateMerchant(trx, merchantId, {
      maintenance: input.maintenance,
      maintenanceEnd: input.maintenanceEnd === null ? null : new Date(input.maintenanceEnd),
      restrictedCountries: JSON.stringify(input.restrictedCountries),
      restrictedIps: JSON.stringify(input.restrictedIps.map((entry) => entry.trim())),
      minimumAge: input.minimumAge,
      birthdayMinimumAge: input.birthdayMinimumAge,
    })
  })
}

export function saveSessions(deps: BrandRulesDeps, action: OperatorAction, merchantId: number, input: checks.Sessions) {
  checks.checkSessions(input)
  return save(deps, action, merchantId, 'sessions', (trx) =>
    repo.updateMerchant(trx, merchantId, { ...input, trialBalance: BigInt(input.trialBalance) }),
  )
}

export function saveIdentity(
  deps: BrandRulesDeps,
  action: OperatorAction,
  merchantId: number,
  input: BrandRules['identity'],
) {
  return save(deps, action, merchantId, 'identity', (trx) => saveIdentityRules(trx, merchantId, input))
}

const QR_SHELF = { folder: 'brand-rules', url: brandRulesRoutes.file.url }

/**
 * A link's own QR picture (lib/pictures: PNG or JPEG by its bytes), recorded on the link as part
 * of the resources group. The link must exist already.
 */
export async function uploadQr(
  deps: BrandRulesDeps,
  action: OperatorAction,
  merchantId: number,
  resourceType: ResourceType,
  data: unknown,
) {
  // Checked before the file is stored: nothing is written for a brand or link the operator cannot change.
  const target = await merchantToWrite(deps.db, action.principal, merchantId)
  const rules = await load(deps.db, target)
  if (!rules.resources.resources.some((r) => r.resourceType === resourceType))
    throw new AppError('not_found', `The brand has no ${resourceType} link`)
  const url = await storePicture(deps.store, QR_SHELF, data, BRAND_QR_MAX_BYTES)
  return save(deps, action, target, 'resources', async (trx) => {
    await repo.setResourceQr(trx, target, resourceType, url)
  })
}

/** A stored QR picture and its type. */
export const brandFile = (store: FileStore, key: string) => readPicture(store, QR_SHELF, key)
