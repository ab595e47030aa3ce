import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { BlockList, isIPv4, isIPv6 } from 'node:net'

/** Country of an IP address, from range tables held in memory; works with no network. */
export interface GeoLookup {
  country(ip: string): string | null
}

/**
 * Loads the ip-location-db "geo-whois-asn-country" tables (CC0). The package ships them;
 * an operator can point GEOIP_DIR at a newer copy of the same two CSV files.
 */
export async function loadGeoLookup(dir: string | null = null): Promise<GeoLookup> {
  const base = dir ?? dirname(createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country/package.json'))
  const [v4, v6] = await Promise.all([
    readFile(join(base, 'geo-whois-asn-country-ipv4-num.csv'), 'utf8'),
    readFile(join(base, 'geo-whois-asn-country-ipv6-num.csv'), 'utf8'),
  ])
  const table4 = parseV4(v4)
  const table6 = parseV6(v6)
  return {
    country(ip) {
      const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip
      if (isIPv4(mapped)) return PRIVATE.check(mapped, 'ipv4') ? null : find4(table4, ipv4ToNumber(mapped))
      if (isIPv6(ip)) return PRIVATE.check(ip, 'ipv6') ? null : find6(table6, ipv6ToBigInt(ip))
      return null
    },
  }
}

// Registry data assigns some private blocks (192.168/16 to AU, for one); they have no country.
const PRIVATE = new BlockList()
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE.addSubnet(net, prefix, 'ipv6')

interface Table4 {
  starts: Uint32Array
  ends: Uint32Array
  countries: string[]
}
interface Table6 {
  starts: bigint[]
  ends: bigint[]
  countries: string[]
}

function parseV4(csv: string): Table4 {
  const lines = csv.split('\n').filter((line) => line.length > 0)
  const table: Table4 = { starts: new Uint32Array(lines.length), ends: new Uint32Array(lines.length), countries: [] }
  lines.forEach((line, i) => {
    const [start, end, country] = line.split(',')
    table.starts[i] = Number(start)
    table.ends[i] = Number(end)
    table.countries.push((country ?? '').trim())
  })
  return table
}

function parseV6(csv: string): Table6 {
  const table: Table6 = { starts: [], ends: [], countries: [] }
  for (const line of csv.split('\n')) {
    if (line.length === 0) continue
    const [start, end, country] = line.split(',')
    table.starts.push(BigInt(start ?? '0'))
    table.ends.push(BigInt(end ?? '0'))
    table.countries.push((country ?? '').trim())
  }
  return table
}

// The tables are sorted, non-overlapping ranges: binary search for the last start <= ip.
function find4(table: Table4, ip: number): string | null {
  let low = 0
  let high = table.starts.length - 1
  while (low <= high) {
    const mid = (low + high) >>> 1
    if ((table.starts[mid] ?? 0) <= ip) low = mid + 1
    else high = mid - 1
  }
  return high >= 0 && ip <= (table.ends[high] ?? -1) ? (table.countries[high] ?? null) : null
}

function find6(table: Table6, ip: bigint): string | null {
  let low = 0
  let high = table.starts.length - 1
  while (low <= high) {
    const mid = (low + high) >>> 1
    if ((table.starts[mid] ?? 0n) <= ip) low = mid + 1
    else high = mid - 1
  }
  return high >= 0 && ip <= (table.ends[high] ?? -1n) ? (table.countries[high] ?? null) : null
}

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((value, octet) => value * 256 + Number(octet), 0)
}

function ipv6ToBigInt(ip: string): bigint {
  let address = ip.split('%')[0] ?? ''
  // An embedded IPv4 tail (::ffff:1.2.3.4 or 64:ff9b::1.2.3.4) becomes two hex groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (v4?.[1]) {
    const n = ipv4ToNumber(v4[1])
    address = address.slice(0, -v4[1].length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const [head = '', tail] = address.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0')
  return [...headGroups, ...zeros, ...tailGroups].reduce((value, group) => (value << 16n) + BigInt(`0x${group}`), 0n)
}
