import { randomBytes } from 'node:crypto'
import { accountRoutes, STATIC_AVATARS, type MemberInfo } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { detectImage, MAX_IMAGE_BYTES } from '../../lib/image-check'
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

export async function memberInfo(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  mustChange: boolean,
): Promise<MemberInfo> {
  const member = await repo.findById(db, memberId)
  if (!member) throw new AppError('unauthorized', 'Log in first')
  const state = passwordState(merchant, member)
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
    clubLabel: member.clubLabel ? { labelName: member.clubLabel, rankLevel: member.clubRank } : null,
    memberLabel: member.memberLabels,
    vip: { hasVip: member.vipRank > 0, labelName: member.vipLabel, rankLevel: member.vipRank },
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

/** Random and long, so a picture's address cannot be guessed; also the shape the image route accepts. */
const AVATAR_KEY = /^[A-Za-z0-9_-]{16,64}$/
const avatarStoreKey = (key: string) => `avatars/${key}`

/**
 * Stores an uploaded picture and makes it the member's avatar. What counts is the bytes:
 * PNG or JPEG whatever the declared type, at most 5 MB. The answer is the picture's URL path.
 */
export async function uploadCustomAvatar(deps: { db: Db; store: FileStore }, memberId: bigint, data: unknown) {
  if (!Buffer.isBuffer(data))
    throw new AppError('unsupported_media_type', 'Send the picture as the body, image/png or image/jpeg')
  if (data.length > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', 'The picture is larger than 5 MB')
  const contentType = detectImage(data)
  if (!contentType) throw new AppError('unsupported_media_type', 'The picture must be a PNG or JPEG image')
  const key = randomBytes(24).toString('base64url')
  await deps.store.put(avatarStoreKey(key), data, contentType)
  const url = accountRoutes.avatarImage.url.replace(':key', key)
  await repo.setAvatar(deps.db, memberId, url, 'CUSTOM')
  return { avatar: url, avatarType: 'CUSTOM' as const }
}

/** A stored custom picture and its type; not_found for any key the server did not hand out. */
export async function customAvatarImage(store: FileStore, key: string): Promise<{ data: Buffer; contentType: string }> {
  const file = AVATAR_KEY.test(key) ? await store.get(avatarStoreKey(key)) : null
  if (!file) throw new AppError('not_found', 'No such picture')
  return file
}

/** Freezing ends every session at once; the login answer then says account_frozen. */
export async function freezeMember(db: Db, memberId: bigint): Promise<void> {
  await repo.setStatus(db, memberId, 'frozen')
  await endMemberSessions(db, memberId)
}
