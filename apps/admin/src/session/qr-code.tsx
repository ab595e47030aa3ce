import { encode } from 'uqr'

/** The otpauth:// URI as a QR code, drawn as one SVG path (no canvas, no markup from a string). */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { ecc: 'M', border: 2 })
  let path = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    }),
  )
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}

/** A base32 secret in groups of four, as people read it aloud and type it. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ')
}
