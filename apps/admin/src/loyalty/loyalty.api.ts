import type { loyaltyAdminRoutes } from '@sea/contract'
import { type CallValue, endpoint } from '../lib/api'

const root = '/wps/operator/brands/:merchantId/loyalty'

export const loyaltyApi = {
  settings: endpoint<typeof loyaltyAdminRoutes.settings>('GET', `${root}/settings`),
  saveSettings: endpoint<typeof loyaltyAdminRoutes.saveSettings>('PUT', `${root}/settings`),
  items: endpoint<typeof loyaltyAdminRoutes.items>('GET', `${root}/items`),
  createItem: endpoint<typeof loyaltyAdminRoutes.createItem>('POST', `${root}/items`),
  updateItem: endpoint<typeof loyaltyAdminRoutes.updateItem>('PUT', `${root}/items/:itemId`),
  redemptions: endpoint<typeof loyaltyAdminRoutes.redemptions>('GET', `${root}/redemptions`),
  approveRedemption: endpoint<typeof loyaltyAdminRoutes.approveRedemption>(
    'POST',
    `${root}/redemptions/:redemptionId/approve`,
  ),
  rejectRedemption: endpoint<typeof loyaltyAdminRoutes.rejectRedemption>(
    'POST',
    `${root}/redemptions/:redemptionId/reject`,
  ),
  missions: endpoint<typeof loyaltyAdminRoutes.missions>('GET', `${root}/missions`),
  createMission: endpoint<typeof loyaltyAdminRoutes.createMission>('POST', `${root}/missions`),
  updateMission: endpoint<typeof loyaltyAdminRoutes.updateMission>('PUT', `${root}/missions/:missionId`),
  setMissionState: endpoint<typeof loyaltyAdminRoutes.setMissionState>('POST', `${root}/missions/:missionId/state`),
  vipTiers: endpoint<typeof loyaltyAdminRoutes.vipTiers>('GET', `${root}/vip-tiers`),
  saveVipTiers: endpoint<typeof loyaltyAdminRoutes.saveVipTiers>('PUT', `${root}/vip-tiers`),
  member: endpoint<typeof loyaltyAdminRoutes.member>('GET', `${root}/members/:memberId`),
  adjustPoints: endpoint<typeof loyaltyAdminRoutes.adjustPoints>('POST', `${root}/members/:memberId/points`),
  setVipRank: endpoint<typeof loyaltyAdminRoutes.setVipRank>('POST', `${root}/members/:memberId/vip`),
}

export type Settings = CallValue<typeof loyaltyAdminRoutes.settings>
export type Item = CallValue<typeof loyaltyAdminRoutes.items>['content'][number]
export type Redemption = CallValue<typeof loyaltyAdminRoutes.redemptions>['content'][number]
export type Mission = CallValue<typeof loyaltyAdminRoutes.missions>['content'][number]
export type VipTiers = CallValue<typeof loyaltyAdminRoutes.vipTiers>
export type MemberLoyalty = CallValue<typeof loyaltyAdminRoutes.member>

/** Every query of the section starts with this, so a save refreshes what it changed. */
export const loyaltyKey = (merchantId: number, ...rest: (string | number)[]) => ['loyalty', merchantId, ...rest]

/** Basis points as the operator reads a multiplier: 7000 -> "0.70". */
export const times = (basisPoints: number) => (basisPoints / 10_000).toFixed(2)
