import { useMemo } from 'react'
import { encode } from 'uqr'
import { qrPath } from '../invite'

/**
 * The server's /wps/system/qrCode draws only the merchant's resource links, so the invitation
 * link is encoded here. Level H leaves room for the logo laid over the middle.
 */
function useMatrix(value: string) {
  return useMemo(() => encode(value, { ecc: 'H', border: 2 }).data, [value])
}

export function QrCode({ value, label, logoUrl }: { value: string; label: string; logoUrl?: string }) {
  const matrix = useMatrix(value)
  const size = matrix.length
  return (
    <div className="qr">
      <svg
        className="qr__code"
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={qrPath(matrix)} fill="#0b0816" />
      </svg>
      {logoUrl ? (
        <span className="qr__logo" aria-hidden="true">
          <img src={logoUrl} alt="" />
        </span>
      ) : null}
    </div>
  )
}

/** Saves the code as a PNG (phones keep pictures, not SVG files), drawn module by module. */
export function saveQrPng(value: string, fileName: string): void {
  const matrix = encode(value, { ecc: 'H', border: 4 }).data
  const scale = 12
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = matrix.length * scale
  const context = canvas.getContext('2d')
  if (!context) return
  context.fillStyle = '#fff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = '#0b0816'
  matrix.forEach((row, y) => row.forEach((dark, x) => dark && context.fillRect(x * scale, y * scale, scale, scale)))
  canvas.toBlob((blob) => {
    if (!blob) return
    const link = document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = fileName
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 1000)
  }, 'image/png')
}
