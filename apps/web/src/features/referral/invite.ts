/**
 * The invitation link and its sharing targets, as pure functions (decision 022). An agent's code
 * is an affiliate code: a friend who registers with it joins the agent's team, and the server
 * checks it (/wps/agent/affiliate). A member's code is not an affiliate code, so the member's
 * link carries it as `referralCode`, which registration records as who referred the new player.
 */
export function inviteLink(origin: string, code: string, isAgent: boolean): string {
  const url = new URL('/register', origin)
  url.searchParams.set(isAgent ? 'affiliateCode' : 'referralCode', code)
  return url.href
}

export const SHARE_TARGETS = ['whatsapp', 'telegram', 'facebook', 'line'] as const
export type ShareTarget = (typeof SHARE_TARGETS)[number]

/** Each network's own share address, with the link and a line of text. */
export function shareUrl(target: ShareTarget, link: string, text: string): string {
  const url = encodeURIComponent(link)
  const message = encodeURIComponent(text)
  switch (target) {
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${message}`
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${url}`
  }
}

/**
 * One SVG path for the dark modules of a QR matrix: each horizontal run of dark modules is one
 * rectangle, which keeps the path short and the edges crisp.
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = []
  matrix.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < row.length && row[x]) x += 1
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  })
  return parts.join('')
}
