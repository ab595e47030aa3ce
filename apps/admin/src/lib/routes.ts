import type { operatorAccountRoutes, operatorRoutes } from '@sea/contract'
import { endpoint } from './api'

/** The contract routes the console calls, typed by the contract and nothing else. */
export const api = {
  login: endpoint<typeof operatorRoutes.login>('POST', '/wps/operator/session/login', true),
  logout: endpoint<typeof operatorRoutes.logout>('POST', '/wps/operator/session/logout'),
  enrol: endpoint<typeof operatorAccountRoutes.enrol>('POST', '/wps/operator/session/enrol', true),
  me: endpoint<typeof operatorAccountRoutes.me>('GET', '/wps/operator/session/me'),
  logoutEverywhere: endpoint<typeof operatorAccountRoutes.logoutEverywhere>(
    'POST',
    '/wps/operator/session/logout-everywhere',
  ),
  operators: endpoint<typeof operatorAccountRoutes.list>('GET', '/wps/operator/operators'),
  createOperator: endpoint<typeof operatorAccountRoutes.create>('POST', '/wps/operator/operators'),
  updateOperator: endpoint<typeof operatorAccountRoutes.update>('PUT', '/wps/operator/operators/:operatorId'),
  disableOperator: endpoint<typeof operatorAccountRoutes.disable>(
    'POST',
    '/wps/operator/operators/:operatorId/disable',
  ),
  enableOperator: endpoint<typeof operatorAccountRoutes.enable>('POST', '/wps/operator/operators/:operatorId/enable'),
  resetAuthenticator: endpoint<typeof operatorAccountRoutes.resetAuthenticator>(
    'POST',
    '/wps/operator/operators/:operatorId/reset-authenticator',
  ),
  resetPassword: endpoint<typeof operatorAccountRoutes.resetPassword>(
    'POST',
    '/wps/operator/operators/:operatorId/reset-password',
  ),
}
