import type { gameAdminRoutes } from '@sea/contract'
import { type CallValue, endpoint } from '../lib/api'

export const gamesApi = {
  vendors: endpoint<typeof gameAdminRoutes.brandVendors>('GET', '/wps/operator/brands/:merchantId/vendors'),
  saveVendors: endpoint<typeof gameAdminRoutes.saveBrandVendors>('PUT', '/wps/operator/brands/:merchantId/vendors'),
  maintenance: endpoint<typeof gameAdminRoutes.setVendorMaintenance>(
    'PUT',
    '/wps/operator/brands/:merchantId/vendors/:vendorCode/maintenance',
  ),
  games: endpoint<typeof gameAdminRoutes.brandGames>('GET', '/wps/operator/brands/:merchantId/games'),
  saveGame: endpoint<typeof gameAdminRoutes.saveBrandGame>('PUT', '/wps/operator/brands/:merchantId/games/:gameId'),
  importGames: endpoint<typeof gameAdminRoutes.importGames>('POST', '/wps/operator/vendors/:vendorCode/games/import'),
  wallets: endpoint<typeof gameAdminRoutes.vendorWallets>('GET', '/wps/operator/vendors'),
  setEndpoint: endpoint<typeof gameAdminRoutes.setVendorEndpoint>('PUT', '/wps/operator/vendors/:vendorCode/endpoint'),
  rotateSecret: endpoint<typeof gameAdminRoutes.rotateVendorSecret>('POST', '/wps/operator/vendors/:vendorCode/secret'),
}

export type BrandVendor = CallValue<typeof gameAdminRoutes.brandVendors>[number]
export type BrandGame = CallValue<typeof gameAdminRoutes.brandGames>['content'][number]
export type VendorWallet = CallValue<typeof gameAdminRoutes.vendorWallets>[number]
export type ImportResult = CallValue<typeof gameAdminRoutes.importGames>
