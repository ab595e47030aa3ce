import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { isIPv4, isIPv6 } from 'node:net'

/** Country of an IP address, from range tables held in memory; works with no network. */
export interface GeoLookup {
  country(ip: string): string | null
}

/**
 * Loads the ip-location-db "geo-whois-asn-country" tables (CC0). The package ships them;
 * an operator can point GEOIP_DIR at a newer copy of the same two CSV files.
 */
export async function loadGeoLookup(dir: string | null = null): Promise<GeoLookup> {
  const base =
    dir ?? dirname(createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country/package.json'))
  const [v4, v6] = await Promise.all([
    readFile(join(base, 'geo-whois-asn-country-ipv4-num.csv'), 'utf8'),
    readFile(join(base, 'geo-whois-asn-country-ipv6-num.csv'), 'utf8'),
  ])
  const table4 = parseV4(v4)
  const table6 = parseV6(v6)
  return {
    country(ip) {
      const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip
      if (isIPv4(mapped)) {
        const n = ipv4ToNumber(mapped)
        return isPrivate4(n) ? null : find(table4.starts, table4.ends, table4, n)
      }
      if (isIPv6(ip)) return isPrivate6(ip) ? null : find(table6.starts, table6.ends, table6, ipv6ToBigInt(ip) >> 64n)
      return null
    },
  }
}

// Registry data assigns some private blocks (192.168/16 to AU, for one); they have no country.
// Plain number ranges: a BlockList check allocates and showed up in the status call's profile.
const PRIVATE4: readonly [number, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
].map(([net, bits]) => {
  const start = ipv4ToNumber(net as string)
  return [start, start + 2 ** (32 - (bits as number)) - 1]
})

function isPrivate4(n: number): boolean {
  return PRIVATE4.some(([start, end]) => n >= start && n <= end)
}

/** Loopback, unspecified, unique-local (fc00::/7) and link-local (fe80::/10). */
function isPrivate6(ip: string): boolean {
  const lower = ip.toLowerCase()
  return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)
}

// Typed arrays, not arrays of strings and bigints: half a million small heap objects made
// every garbage collection of the server slower.
interface Table {
  countries: string[]
  codes: Uint16Array
}
interface Table4 extends Table {
  starts: Uint32Array
  ends: Uint32Array
}
/** IPv6 ranges by their upper 64 bits: registries allocate in blocks of /64 or larger. */
interface Table6 extends Table {
  starts: BigUint64Array
  ends: BigUint64Array
}

function parseRows(csv: string) {
  return csv
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => line.split(','))
}

function countryIndex(countries: string[], byCode: Map<string, number>, code: string | undefined): number {
  const key = (code ?? '').trim()
  let index = byCode.get(key)
  if (index === undefined) {
    index = countries.push(key) - 1
    byCode.set(key, index)
  }
  return index
}

function parseV4(csv: string): Table4 {
  const rows = parseRows(csv)
  const table: Table4 = {
    starts: new Uint32Array(rows.length),
    ends: new Uint32Array(rows.length),
    codes: new Uint16Array(rows.length),
    countries: [],
  }
  const byCode = new Map<string, number>()
  rows.forEach(([start, end, country], i) => {
    table.starts[i] = Number(start)
    table.ends[i] = Number(end)
    table.codes[i] = countryIndex(table.countries, byCode, country)
  })
  return table
}

function parseV6(csv: string): Table6 {
  const rows = parseRows(csv)
  const table: Table6 = {
    starts: new BigUint64Array(rows.length),
    ends: new BigUint64Array(rows.length),
    codes: new Uint16Array(rows.length),
    countries: [],
  }
  const byCode = new Map<string, number>()
  rows.forEach(([start, end, country], i) => {
    table.starts[i] = BigInt(start ?? '0') >> 64n
    table.ends[i] = BigInt(end ?? '0') >> 64n
    table.codes[i] = countryIndex(table.countries, byCode, country)
  })
  return table
}

// Sorted, non-overlapping ranges: binary search for the last start <= ip.
function find<T extends number | bigint>(starts: ArrayLike<T>, ends: ArrayLike<T>, table: Table, ip: T): string | null {
  let low = 0
  let high = starts.length - 1
  while (low <= high) {
    const mid = (low + high) >>> 1
    if ((starts[mid] as T) <= ip) low = mid + 1
    else high = mid - 1
  }
  if (high < 0 || ip > (ends[high] as T)) return null
  return table.countries[table.codes[high] ?? 0] ?? null
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
