// Failed logins per account and per address: member and operator logins throttle on them.
export { countFailures, recordAttempt } from './login-attempts.repository'
