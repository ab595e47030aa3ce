/**
 * The invitation link's sharing targets and its QR path, as pure functions (decision 022). The
 * link itself comes from the server, built on the brand's configured site domain.
 */
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
