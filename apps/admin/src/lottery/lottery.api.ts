import type { lotteryDeskRoutes, lotteryRoutes, lotterySettingsRoutes } from '@sea/contract'
import { type CallValue, endpoint } from '../lib/api'

/** The lottery desk's calls: the calendar, one draw and its exposure, result and void steps, terms. */
export const lotteryApi = {
  calendar: endpoint<typeof lotteryDeskRoutes.calendar>('GET', '/wps/operator/lottery/calendar'),
  draw: endpoint<typeof lotteryDeskRoutes.draw>('GET', '/wps/operator/lottery/draws/:drawId'),
  exposure: endpoint<typeof lotteryDeskRoutes.exposure>('GET', '/wps/operator/lottery/draws/:drawId/exposure'),
  enterResult: endpoint<typeof lotteryRoutes.enterResult>('POST', '/wps/operator/lottery/draws/:drawId/result'),
  confirmResult: endpoint<typeof lotteryRoutes.confirmResult>('POST', '/wps/operator/lottery/draws/:drawId/confirm'),
  rejectResult: endpoint<typeof lotteryRoutes.rejectResult>('POST', '/wps/operator/lottery/draws/:drawId/reject'),
  voidDraw: endpoint<typeof lotteryRoutes.voidDraw>('POST', '/wps/operator/lottery/draws/:drawId/void'),
  approveVoid: endpoint<typeof lotteryRoutes.approveVoid>('POST', '/wps/operator/lottery/draws/:drawId/void/approve'),
  games: endpoint<typeof lotterySettingsRoutes.list>('GET', '/wps/operator/lottery/games'),
  updateGame: endpoint<typeof lotterySettingsRoutes.update>('PUT', '/wps/operator/lottery/games/:gameCode'),
}

export type Calendar = CallValue<typeof lotteryDeskRoutes.calendar>
export type CalendarDraw = Calendar['content'][number]
export type DeskGame = Calendar['games'][number]
export type DrawDetail = CallValue<typeof lotteryDeskRoutes.draw>
export type ExposureRow = CallValue<typeof lotteryDeskRoutes.exposure>['content'][number]
export type GameTerms = CallValue<typeof lotterySettingsRoutes.list>[number]
export type Sheet = NonNullable<DrawDetail['result']>
