/**
 * A Host header as a browser sends it: a DNS name or an IPv4 address, or an IPv6 address in
 * brackets, and an optional port. Anything else (user info such as `brand.example:@evil.example`,
 * spaces, paths, stray characters) is not a host at all (docs/decisions/035-brands-hosts-and-demo-data.md).
 */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOST = new RegExp(`^(?:(${LABEL}(?:\\.${LABEL})*)\\.?|\\[([0-9a-f:.]{2,45})\\])(?::([0-9]{1,5}))?$`)

export interface ParsedHost {
  /** Lower case, no trailing dot; an IPv6 address without its brackets (as domains are stored). */
  name: string
  port: number | null
}

export function parseHost(raw: string): ParsedHost | null {
  if (raw.length > 260) return null
  const match = HOST.exec(raw.toLowerCase())
  if (!match) return null
  const port = match[3] === undefined ? null : Number(match[3])
  if (port !== null && (port < 1 || port > 65535)) return null
  return { name: (match[1] ?? match[2]) as string, port }
}

/** `scheme://name[:port]` for a stored domain; only http and https ever come out. */
export function originOf(protocol: string, name: string, port: number | null): string {
  const scheme = protocol === 'https' ? 'https' : 'http'
  const host = name.includes(':') ? `[${name}]` : name
  return new URL(`${scheme}://${host}${port === null ? '' : `:${port}`}`).origin
}
