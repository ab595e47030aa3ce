import { accountRoutes, STATIC_AVATARS, type Language, type MemberInfo } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { MAX_IMAGE_BYTES } from '../../lib/image-check'
import { pickText } from '../../lib/localized'
import { readPicture, storePicture } from '../../lib/pictures'
import type { FileStore } from '../../providers/storage'
import type { MerchantSettings } from '../merchant/merchant.service'
import { passwordState } from '../session/session.service'
import { endMemberSessions } from '../session/session.service'
import * as repo from './member.repository'

/** "0123456789" -> "01******89": enough for the member to recognise, not to harvest. */
export function mask(value: string | null, keep = 2): string | null {
  if (!value) return null
  if (value.includes('@')) {
    const [name = '', domain = ''] = value.split('@')
    return `${name.slice(0, keep)}***@${domain}`
  }
  return value.length <= keep * 2
    ? '*'.repeat(value.length)
    : `${value.slice(0, keep)}${'*'.repeat(value.length - keep * 2)}${value.slice(-keep)}`
}

/**
 * The signed-in member. The VIP and club labels are kept as the tier's English name (written
 * when the rank moves); they are shown as the tier's name in `language` where the brand's tier
 * of that rank has one, and as kept otherwise.
 */
export async function memberInfo(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  mustChange: boolean,
  language: Language,
): Promise<MemberInfo> {
  const member = await repo.findById(db, memberId)
  if (!member) throw new AppError('unauthorized', 'Log in first')
  const state = passwordState(merchant, member)
  const tiers = await repo.tierNames(db, member.merchantId, [member.vipRank, member.clubRank])
  const label = (kept: string | null, rank: number) => {
    const names = kept === null ? undefined : tiers.get(rank)
    return (names && pickText(names, language, merchant.brand.defaultLanguage)) ?? kept
  }
  const clubLabel = label(member.clubLabel, member.clubRank)
  return {
    id: String(member.id),
    account: member.username,
    type: member.isAgent,
    nickname: member.nickname,
    payeeName: member.payeeName,
    mobileNum: mask(member.mobileNum),
    email: mask(member.email),
    toUpline: await repo.findUplineName(db, member.parentId),
    affiliateCode: member.affiliateCode,
    clubLabel: clubLabel ? { labelName: clubLabel, rankLevel: member.clubRank } : null,
    memberLabel: member.memberLabels,
    vip: { hasVip: member.vipRank > 0, labelName: label(member.vipLabel, member.vipRank), rankLevel: member.vipRank },
    firstTimeLogin: mustChange && state.isDefault,
    passwordExpired: mustChange || state.expired,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    totpEnabled: member.totpSecretSealed !== null,
    lastLoginTime: member.lastLoginAt?.toISOString() ?? null,
  }
}

export async function avatar(db: Db, memberId: bigint) {
  const member = await repo.findById(db, memberId)
  if (!member) throw new AppError('unauthorized', 'Log in first')
  return { avatar: member.avatar, avatarType: member.avatarType }
}

export async function unfreezeMember(db: Db, memberId: bigint): Promise<void> {
  await repo.setStatus(db, memberId, 'active')
}

/** Picks one of the built-in pictures. */
export async function chooseStaticAvatar(db: Db, memberId: bigint, name: string) {
  if (!(STATIC_AVATARS as readonly string[]).includes(name)) {
    throw new AppError('validation_failed', 'Choose one of the built-in avatars', [
      { path: '/body/avatar', message: `must be one of ${STATIC_AVATARS.join(', ')}` },
    ])
  }
  await repo.setAvatar(db, memberId, name, 'STATIC')
  return { avatar: name, avatarType: 'STATIC' as const }
}

const AVATAR_SHELF = { folder: 'avatars', url: accountRoutes.avatarImage.url }

/** Stores an uploaded picture (lib/pictures: PNG or JPEG, at most 5 MB) and makes it the member's avatar. */
export async function uploadCustomAvatar(deps: { db: Db; store: FileStore }, memberId: bigint, data: unknown) {
  const url = await storePicture(deps.store, AVATAR_SHELF, data, MAX_IMAGE_BYTES)
  await repo.setAvatar(deps.db, memberId, url, 'CUSTOM')
  return { avatar: url, avatarType: 'CUSTOM' as const }
}

/** A stored custom picture and its type. */
export const customAvatarImage = (store: FileStore, key: string) => readPicture(store, AVATAR_SHELF, key)

/** Freezing ends every session at once; the login answer then says account_frozen. */
export async function freezeMember(db: Db, memberId: bigint): Promise<void> {
  await repo.setStatus(db, memberId, 'frozen')
  await endMemberSessions(db, memberId)
}
