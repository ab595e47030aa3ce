import { describe, it, expect } from 'vitest'
import { helpArticles } from './help.data'
import { REGISTER_PATTERNS } from './patterns.data'

const LANGUAGES = ['MY', 'EN', 'CN', 'VI', 'TH'] as const

const NAMES = [
  'ANY',
  'ALNUM',
  'LETTER_FIRST_ALNUM',
  'EMAIL',
  'DIGITS',
  'NO_SPACES',
  'HAS_CAPITAL',
  'STRONG',
  'FULL_NAME',
  'CHINESE',
  'THAI',
  'KOREAN',
  'JAPANESE',
  'CAPITALS',
  'ENGLISH_SPACES',
  'DATE_YMD',
  'DATE_MDY',
  'LETTERS',
  'LETTER_AND_DIGIT',
  'VIETNAMESE_NAME',
  'REAL_NAME',
  'MOBILE',
  'USERNAME_SAFE',
  'SOCIAL_HANDLE',
] as const

/** Patterns whose shape is fixed, so their messages carry no length. */
const WITHOUT_LENGTH = new Set<string>(['EMAIL', 'DATE_YMD', 'DATE_MDY'])

const SAMPLES: Record<(typeof NAMES)[number], { accept: string[]; reject: string[] }> = {
  ANY: {
    accept: ['hello world', '用户 名!@#', 'Nguyễn Văn 123', 'สวัสดี ครับ'],
    reject: ['', 'tab\there', 'line\nbreak', 'nul\u0000byte'],
  },
  ALNUM: {
    accept: ['abc123', 'ABC', '2024'],
    reject: ['abc 123', 'abc_123', '日本', 'é1', 'abc123\n'],
  },
  LETTER_FIRST_ALNUM: {
    accept: ['a123', 'Player88', 'x'],
    reject: ['1abc', '_abc', 'ab-c', 'ab c'],
  },
  EMAIL: {
    accept: ['john.doe@example.com', 'a+tag@mail.example.co', 'x_y@sub-domain.example.my'],
    reject: [
      'plainaddress',
      'a@b',
      'a@@example.com',
      '.john@example.com',
      'john..doe@example.com',
      'john.@example.com',
      'john@-example.com',
      'john doe@example.com',
      'john@example.c',
    ],
  },
  DIGITS: {
    accept: ['0', '0123456789'],
    reject: ['12a', '-1', '1 2', '١٢٣', '１２３'],
  },
  NO_SPACES: {
    accept: ['abc!@#', '密码Pass1'],
    reject: ['a b', ' abc', 'abc\t', '\u3000x', 'a\u00A0b'],
  },
  HAS_CAPITAL: {
    accept: ['Password', 'abcD1!'],
    reject: ['password', 'Pass word', '1234!'],
  },
  STRONG: {
    accept: ['Abcdef1!', 'P@ssw0rd', 'Zz9~'],
    reject: ['Abcdef12', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abc def1!'],
  },
  FULL_NAME: {
    accept: ['John Smith', 'Nguyễn Văn An', 'Siti Nur Aisyah', '王 小明', 'Nguye\u0302\u0303n Va\u0306n'],
    reject: ['John', 'John  Smith', ' John Smith', 'John Smith ', 'John Smith1', 'John-Smith'],
  },
  CHINESE: {
    accept: ['王小明', '阿卜杜·热合曼'],
    reject: ['Wang', '王 小明', '王小明1', '·王', 'こんにちは'],
  },
  THAI: {
    accept: ['สมชาย ใจดี', 'ภาษาไทย', 'ที่นี่'],
    reject: ['Somchai', 'สมชาย1', ' สมชาย', 'สมชาย  ใจดี'],
  },
  KOREAN: {
    accept: ['김민준', '홍 길동'],
    reject: ['Kim', '김민준1', '金민준', '김  민준'],
  },
  JAPANESE: {
    accept: ['やまだ\u3000たろう', 'ヤマダタロウ', '山田太郎', 'スーパー', '佐々木', 'ジョン・スミス'],
    reject: ['ﾔﾏﾀﾞ', 'yamada', '山田 太郎', '山田1', '\u3000山田', '김민준'],
  },
  CAPITALS: {
    accept: ['ABC', 'Z'],
    reject: ['AbC', 'ABC1', 'ÀBC', 'A B'],
  },
  ENGLISH_SPACES: {
    accept: ['John Smith', 'Hello'],
    reject: ['John1', 'Jöhn', ' John', 'John  Smith', 'John_Smith'],
  },
  DATE_YMD: {
    accept: ['2000-02-29', '1990-12-31', '2024-04-30', '1985-01-01'],
    reject: [
      '2000-13-01',
      '2000-00-10',
      '2000-01-32',
      '2001-04-31',
      '2000-02-30',
      '20000-01-01',
      '2000/01/01',
      '2000-1-1',
      '01-31-2000',
    ],
  },
  DATE_MDY: {
    accept: ['02-29-2000', '12-31-1990', '04-30-2024'],
    reject: ['13-01-2000', '01-32-2000', '2000-01-01', '04-31-2001', '1-1-2000', '01/31/2000'],
  },
  LETTERS: {
    accept: ['Hello', 'สวัสดี', '中文', 'Nguyễn'],
    reject: ['Hello World', 'abc1', 'a-b', ''],
  },
  LETTER_AND_DIGIT: {
    accept: ['abc123', '1a'],
    reject: ['abcdef', '123456', 'abc 123', 'abc_123'],
  },
  VIETNAMESE_NAME: {
    accept: ['Nguyễn Văn An', 'Trần Thị Hương', 'Đặng Quốc Bảo', 'Nguye\u0302\u0303n'],
    reject: ['Nguyen1', 'Nguyễn  An', '王 小明', 'สมชาย', 'Nguyễn_An', 'Ñoño'],
  },
  REAL_NAME: {
    accept: ["Mary O'Neil", 'Jean-Luc Picard', 'J. R. Smith', 'Nguyễn Văn An', '王小明', 'Siti Nur’aini', 'Martin Jr.'],
    reject: ['John3', 'John_Smith', '-John', 'John  Smith', 'John@Smith', 'John '],
  },
  MOBILE: {
    accept: ['0123456789', '+60123456789'],
    reject: ['+', '60-123', '012 345', '++60123', 'abc'],
  },
  USERNAME_SAFE: {
    accept: ['user_01', 'ABC'],
    reject: ['user-01', 'user name', '用户', 'user.01'],
  },
  SOCIAL_HANDLE: {
    accept: ['@john.doe', 'john_doe-99', 'line.id'],
    reject: ['@', '@@john', 'john doe', 'john#1', 'john@doe'],
  },
}

describe('REGISTER_PATTERNS', () => {
  it('has exactly 24 patterns with ids 0..23 in order and the expected names', () => {
    expect(REGISTER_PATTERNS).toHaveLength(24)
    expect(REGISTER_PATTERNS.map((p) => p.id)).toEqual(Array.from({ length: 24 }, (_, i) => i))
    expect(REGISTER_PATTERNS.map((p) => p.name)).toEqual([...NAMES])
  })

  it.each(REGISTER_PATTERNS.map((p) => [p.name, p] as const))('%s compiles with the u flag and is anchored', (_, p) => {
    expect(() => new RegExp(p.pattern, 'u')).not.toThrow()
    expect(p.pattern.startsWith('^')).toBe(true)
    expect(p.pattern.endsWith('$')).toBe(true)
  })

  describe.each(REGISTER_PATTERNS.map((p) => [p.name, p] as const))('%s', (name, p) => {
    const samples = SAMPLES[name as keyof typeof SAMPLES]
    const re = new RegExp(p.pattern, 'u')

    it('has at least 2 accept and 2 reject samples', () => {
      expect(samples.accept.length).toBeGreaterThanOrEqual(2)
      expect(samples.reject.length).toBeGreaterThanOrEqual(2)
    })

    it.each(samples.accept)('accepts %j', (value) => {
      expect(re.test(value)).toBe(true)
    })

    it.each(samples.reject)('rejects %j', (value) => {
      expect(re.test(value)).toBe(false)
    })

    it('has a message in every language, with (min)-(max) where a length applies', () => {
      expect(Object.keys(p.messages).sort()).toEqual([...LANGUAGES].sort())
      for (const language of LANGUAGES) {
        const message = p.messages[language]
        expect(message.trim().length, `${name} ${language}`).toBeGreaterThan(0)
        if (WITHOUT_LENGTH.has(name)) {
          expect(message, `${name} ${language}`).not.toMatch(/\((?:min|max)\)/)
        } else {
          expect(message, `${name} ${language}`).toContain('(min)')
          expect(message, `${name} ${language}`).toContain('(max)')
          // The client collapses '(min)-(max)' to a single number when both bounds are equal.
          expect(message, `${name} ${language}`).toContain('(min)-(max)')
        }
      }
    })
  })
})

const ALLOWED_TAGS = new Set(['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a'])
const EXPECTED_ANCHORS = [
  'term',
  'privacy',
  'responsible',
  'faq-account',
  'faq-deposit',
  'faq-withdraw',
  'faq-lottery',
  'about',
]

describe('helpArticles', () => {
  const articles = helpArticles('Lotus Play')

  it('covers all 5 languages with the same anchors, unique per language', () => {
    expect(new Set(articles.map((a) => a.language))).toEqual(new Set(LANGUAGES))
    for (const language of LANGUAGES) {
      const own = articles.filter((a) => a.language === language)
      const anchors = own.map((a) => a.anchor)
      expect(new Set(anchors).size, language).toBe(anchors.length)
      expect(anchors, language).toEqual(EXPECTED_ANCHORS)
      expect(
        own.map((a) => a.sortOrder),
        language,
      ).toEqual(EXPECTED_ANCHORS.map((_, i) => i + 1))
    }
  })

  it('puts the anchors in the right categories, with titles in every language', () => {
    const category: Record<string, string> = {
      term: 'terms',
      privacy: 'terms',
      responsible: 'terms',
      'faq-account': 'faq',
      'faq-deposit': 'faq',
      'faq-withdraw': 'faq',
      'faq-lottery': 'faq',
      about: 'about',
    }
    for (const a of articles) {
      expect(a.categoryCode, `${a.language} ${a.anchor}`).toBe(category[a.anchor])
      expect(a.categoryTitle.trim(), `${a.language} ${a.anchor}`).not.toBe('')
      expect(a.title.trim(), `${a.language} ${a.anchor}`).not.toBe('')
    }
    for (const language of LANGUAGES) {
      const titles = articles.filter((a) => a.language === language).map((a) => a.title)
      expect(new Set(titles).size, language).toBe(titles.length)
    }
  })

  it('uses only the allowed tags, https links and no other attributes', () => {
    for (const a of articles) {
      const where = `${a.language} ${a.anchor}`
      for (const match of a.contentHtml.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g)) {
        const [, tag = '', attributes = ''] = match
        expect(ALLOWED_TAGS.has(tag.toLowerCase()), `${where}: <${tag}>`).toBe(true)
        if (match[0].startsWith('</')) continue
        if (tag.toLowerCase() === 'a') {
          expect(attributes.trim(), where).toMatch(/^href="https:\/\/[^"\s<>]+"$/)
        } else {
          expect(attributes.trim(), `${where}: <${tag}${attributes}>`).toBe('')
        }
      }
      // Nothing that looks like markup outside well-formed tags (e.g. a stray '<' or a comment).
      expect(a.contentHtml.replace(/<\/?[a-zA-Z][a-zA-Z0-9]*\b[^>]*>/g, ''), where).not.toMatch(/[<>]/)
    }
  })

  it('keeps each article to 2-5 short paragraphs or list items', () => {
    for (const a of articles) {
      const blocks = (a.contentHtml.match(/<(?:p|li)>/g) ?? []).length
      expect(blocks, `${a.language} ${a.anchor}`).toBeGreaterThanOrEqual(2)
      expect(blocks, `${a.language} ${a.anchor}`).toBeLessThanOrEqual(5)
    }
  })

  it('states the 18+ age requirement in responsible gaming', () => {
    for (const a of articles.filter((x) => x.anchor === 'responsible')) {
      expect(a.contentHtml, a.language).toContain('18')
    }
  })

  it('interpolates the brand name, escaped for HTML, in every language', () => {
    const branded = helpArticles('Acme <Play> & "Co"')
    for (const language of LANGUAGES) {
      const html = branded
        .filter((a) => a.language === language)
        .map((a) => a.contentHtml)
        .join('')
      expect(html, language).toContain('Acme &lt;Play&gt; &amp; &quot;Co&quot;')
      expect(html, language).not.toContain('<Play>')
    }
  })
})
