import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('CSV', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
  })

  it('defuses cells a spreadsheet would run as formulas, and keeps numbers numbers', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+1+1')).toBe("'+1+1")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('-12.50')).toBe('-12.50')
    expect(csvCell('-7')).toBe('-7')
  })

  it('writes a header line, then one CRLF line per row', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          { a: 1, b: 'x,y' },
          { a: 2, b: null },
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n2,\r\n')
    expect(toCsv(['a'], [])).toBe('a\r\n')
  })
})
