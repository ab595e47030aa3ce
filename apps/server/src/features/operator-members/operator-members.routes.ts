import { operatorMemberRoutes as routes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import type { GeoLookup } from '../../lib/geo'
import type { MessageSender } from '../../providers/messaging'
import * as security from './member-security.service'
import * as staff from './member-staff.service'
import * as members from './operator-members.service'

export interface OperatorMemberDeps {
  db: Db
  /** The reports replica (or the primary) for the search list; a member's page reads the primary, which its actions change. */
  reportsDb: Db
  geo: GeoLookup
  sender: MessageSender
}

export function operatorMemberRoutesPlugin(deps: OperatorMemberDeps) {
  const { db, geo } = deps
  return async function register(app: App) {
    route(app, routes.search, async (request) =>
      members.searchMembers(deps.reportsDb, request.principal, request.query),
    )
    route(app, routes.detail, async (request) =>
      members.memberPage(db, geo, request.principal, BigInt(request.params.memberId)),
    )
    route(app, routes.logins, async (request) =>
      members.loginHistory(db, geo, request.principal, BigInt(request.params.memberId), request.query),
    )
    route(app, routes.sessions, async (request) => ({
      sessions: await members.liveSessions(db, geo, request.principal, BigInt(request.params.memberId)),
    }))
    route(app, routes.rounds, async (request) =>
      members.gameRounds(db, request.principal, BigInt(request.params.memberId), request.query),
    )
    route(app, routes.lotteryBets, async (request) =>
      members.lotteryBets(db, request.principal, BigInt(request.params.memberId), request.query),
    )
    route(app, routes.notes, async (request) =>
      staff.listNotes(db, request.principal, BigInt(request.params.memberId), request.query),
    )
    route(app, routes.addNote, async (request) => ({
      note: await staff.addNote(db, request.principal, BigInt(request.params.memberId), request.body.text, request.ip),
    }))
    route(app, routes.addLabel, async (request) => ({
      labels: await staff.changeLabel(
        db,
        request.principal,
        BigInt(request.params.memberId),
        request.body.label,
        true,
        request.ip,
      ),
    }))
    route(app, routes.removeLabel, async (request) => ({
      labels: await staff.changeLabel(
        db,
        request.principal,
        BigInt(request.params.memberId),
        request.params.label,
        false,
        request.ip,
      ),
    }))
    route(app, routes.revokeSession, async (request) =>
      security.revokeSession(
        db,
        request.principal,
        BigInt(request.params.memberId),
        BigInt(request.params.sessionId),
        request.ip,
      ),
    )
    route(app, routes.revokeSessions, async (request) =>
      security.revokeAllSessions(db, request.principal, BigInt(request.params.memberId), request.ip),
    )
    route(app, routes.forcePasswordChange, async (request) =>
      security.forcePasswordChange(db, request.principal, BigInt(request.params.memberId), request.ip),
    )
    route(app, routes.sendResetLink, async (request) =>
      security.sendResetLink(deps, request.principal, BigInt(request.params.memberId), request.ip),
    )
  }
}
