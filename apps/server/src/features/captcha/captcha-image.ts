import { randomInt } from 'node:crypto'
import { PNG } from 'pngjs'

/** No 0/O, 1/I/L or other pairs a person could mistake for each other. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

const WIDTH = 150
const HEIGHT = 50
const MARGIN = 4
const GLYPH_W = 5
const GLYPH_H = 7
const MAX_SCALE = 4
// Text pixels stay strictly below this on every channel and all clutter stays at or above it,
// so the characters remain the darkest thing in the image whatever the random choices.
const DARK_LIMIT = 100
// Base ink channels stay below this; the per-pixel mottle adds less than DARK_LIMIT - INK_MAX.
const INK_MAX = 80

/**
 * 5x7 bitmap font. Each glyph is seven rows top to bottom; each row is one base-32 digit
 * whose five bits are the pixels, most significant bit leftmost. Drawing our own glyphs
 * avoids a font file dependency and keeps OCR engines trained on real fonts off balance.
 */
const FONT = new Map<string, string>(
  Object.entries({
    A: 'ehhvhhh',
    B: 'uhhuhhu',
    C: 'ehggghe',
    D: 'sihhhis',
    E: 'vgguggv',
    F: 'vgguggg',
    G: 'ehgnhhf',
    H: 'hhhvhhh',
    J: '72222ic',
    K: 'hikokih',
    M: 'hrllhhh',
    N: 'hhpljhh',
    P: 'uhhuggg',
    Q: 'ehhhlid',
    R: 'uhhukih',
    S: 'fgge11u',
    T: 'v444444',
    U: 'hhhhhhe',
    V: 'hhhhha4',
    W: 'hhhllla',
    X: 'hha4ahh',
    Y: 'hha4444',
    Z: 'v1248gv',
    2: 'eh1248v',
    3: 'v2421he',
    4: '26aiv22',
    5: 'vgu11he',
    6: '68guhhe',
    7: 'v124888',
    8: 'ehhehhe',
    9: 'ehhf12c',
  }),
)

// Object.entries lists integer-like keys first, so compare as sorted sets; a glyph missing
// from the table must fail at start-up rather than on the first unlucky captcha.
if ([...FONT.keys()].sort().join('') !== [...CAPTCHA_ALPHABET].sort().join('')) {
  throw new Error('Captcha font does not cover exactly CAPTCHA_ALPHABET')
}

type Rgb = readonly [number, number, number]

export function randomCaptchaText(length = 5): string {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`Captcha length must be a positive integer, got ${length}`)
  }
  let text = ''
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET.charAt(randomInt(CAPTCHA_ALPHABET.length))
  return text
}

export function renderCaptchaPng(text: string): Buffer {
  const glyphs = [...text].map((char) => {
    const rows = FONT.get(char)
    if (rows === undefined) throw new Error(`Captcha cannot draw character ${JSON.stringify(char)}`)
    return rows
  })
  if (glyphs.length === 0) throw new Error('Captcha text is empty')

  // Budget one spare font column per glyph so neighbours stay apart once jittered.
  const usable = WIDTH - 2 * MARGIN
  const scale = Math.min(MAX_SCALE, Math.floor(usable / (glyphs.length * (GLYPH_W + 1))))
  if (scale < 2) throw new Error(`Captcha text is too long to render: ${glyphs.length} characters`)

  const png = new PNG({ width: WIDTH, height: HEIGHT })
  paintBackground(png.data)

  const slot = Math.floor(usable / glyphs.length)
  const firstSlot = Math.floor((WIDTH - slot * glyphs.length) / 2)
  const slack = Math.floor((slot - GLYPH_W * scale) / 2)
  // Jitter and slant share the slack so a glyph never spills into its neighbour's slot.
  const wobble = Math.min(2, Math.floor(slack / 2))
  glyphs.forEach((rows, index) => {
    const left = firstSlot + index * slot + slack + randomInt(-wobble, wobble + 1)
    const top = randomInt(MARGIN, HEIGHT - MARGIN - GLYPH_H * scale + 1)
    drawGlyph(png.data, rows, left, top, scale, randomInt(-wobble, wobble + 1), randomColour(0, INK_MAX))
  })

  // Clutter goes on top of the text so it cannot be removed by simply masking glyph areas.
  const lines = randomInt(3, 6)
  for (let i = 0; i < lines; i++) {
    drawLine(
      png.data,
      randomInt(0, WIDTH / 5),
      randomInt(0, HEIGHT),
      randomInt((WIDTH * 4) / 5, WIDTH),
      randomInt(0, HEIGHT),
      randomColour(DARK_LIMIT, 180),
    )
  }
  const dots = randomInt(150, 250)
  for (let i = 0; i < dots; i++) {
    setPixel(png.data, randomInt(WIDTH), randomInt(HEIGHT), randomColour(DARK_LIMIT, 220))
  }

  return PNG.sync.write(png)
}

function paintBackground(data: Buffer): void {
  // A gradient between two random pale tints, plus per-pixel grain, gives no flat colour
  // to key on while staying far lighter than the text.
  const from = randomColour(220, 256)
  const to = randomColour(220, 256)
  for (let x = 0; x < WIDTH; x++) {
    const t = x / (WIDTH - 1)
    const base = from.map((c, i) => c + ((to[i] ?? c) - c) * t)
    for (let y = 0; y < HEIGHT; y++) {
      const grain = randomInt(-12, 13)
      setPixel(data, x, y, [
        clamp((base[0] ?? 0) + grain),
        clamp((base[1] ?? 0) + grain),
        clamp((base[2] ?? 0) + grain),
      ])
    }
  }
}

function drawGlyph(
  data: Buffer,
  glyph: string,
  left: number,
  top: number,
  scale: number,
  slant: number,
  colour: Rgb,
): void {
  const rows = [...glyph].map((digit) => parseInt(digit, 32))
  const on = (row: number, col: number): boolean =>
    col >= 0 && col < GLYPH_W && (((rows[row] ?? 0) >> (GLYPH_W - 1 - col)) & 1) === 1
  const height = GLYPH_H * scale
  const middle = (height - 1) / 2
  for (let y = 0; y < height; y++) {
    // Shifting each pixel row (not each font row) leans the glyph without tearing its strokes.
    const shift = Math.round(((middle - y) * slant) / middle)
    for (let x = 0; x < GLYPH_W * scale; x++) {
      if (!inked(on, scale, x, y)) continue
      // Mottled ink defeats exact-colour segmentation; the offset stays under DARK_LIMIT.
      const ink = randomInt(0, DARK_LIMIT - INK_MAX)
      setPixel(data, left + shift + x, top + y, [colour[0] + ink, colour[1] + ink, colour[2] + ink])
    }
  }
}

/**
 * Scaled-up font pixels that touch only at a corner read as separate blocks, so an empty
 * cell between two such pixels gets a corner triangle (as in EPX pixel-art scaling) to turn
 * staircases into strokes. Cells walled in on three sides stay empty so notches stay open.
 */
function inked(on: (row: number, col: number) => boolean, scale: number, x: number, y: number): boolean {
  const row = Math.floor(y / scale)
  const col = Math.floor(x / scale)
  if (on(row, col)) return true
  const [n, s, w, e] = [on(row - 1, col), on(row + 1, col), on(row, col - 1), on(row, col + 1)]
  const fromLeft = x % scale
  const fromTop = y % scale
  const fromRight = scale - 1 - fromLeft
  const fromBottom = scale - 1 - fromTop
  const leg = scale - 2
  return (
    (n && w && !s && !e && fromLeft + fromTop <= leg) ||
    (n && e && !s && !w && fromRight + fromTop <= leg) ||
    (s && w && !n && !e && fromLeft + fromBottom <= leg) ||
    (s && e && !n && !w && fromRight + fromBottom <= leg)
  )
}

/** Bresenham, so the line is exactly one pixel wide: visible clutter, never hiding strokes. */
function drawLine(data: Buffer, x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
  const dx = Math.abs(x1 - x0)
  const dy = -Math.abs(y1 - y0)
  const sx = x0 < x1 ? 1 : -1
  const sy = y0 < y1 ? 1 : -1
  let err = dx + dy
  let x = x0
  let y = y0
  for (;;) {
    setPixel(data, x, y, colour)
    if (x === x1 && y === y1) return
    const e2 = 2 * err
    if (e2 >= dy) {
      err += dy
      x += sx
    }
    if (e2 <= dx) {
      err += dx
      y += sy
    }
  }
}

function setPixel(data: Buffer, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return
  const i = (y * WIDTH + x) * 4
  data[i] = r
  data[i + 1] = g
  data[i + 2] = b
  data[i + 3] = 255
}

/** Each channel drawn independently from [min, max). */
function randomColour(min: number, max: number): Rgb {
  return [randomInt(min, max), randomInt(min, max), randomInt(min, max)]
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)))
}
