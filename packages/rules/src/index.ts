/**
 * The rules the server and the site both apply, in one place (pure: no I/O, no environment, safe
 * for the site's bundle). docs/decisions/043-shared-rules.md says what belongs here.
 */
export { AGENT_TYPES, TRIAL, isAgentType } from './accounts'
export { isLanguage } from './language'
export { pad } from './pad'
export { type SettlementPeriod, type Period, periodOf } from './periods'
export { ageOn, ruleMessage } from './registration'
export { type WallClock, addDays, dayIn, offsetMinutes, startOfDay, utcMidnight, wallClock } from './time-zone'
