import type { operatorAccountRoutes } from '@sea/contract'
import { endpoint } from '../lib/api'

/** The operator's own password: the change a one-time password needs before anything else. */
export const sessionApi = {
  changePassword: endpoint<typeof operatorAccountRoutes.changePassword>('POST', '/wps/operator/session/password', true),
}
