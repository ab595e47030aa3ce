import type { Anchor, CategoryCode, LocaleHelp } from './help/help-content'
import { CN } from './help/help.cn'
import { EN } from './help/help.en'
import { MY } from './help/help.my'
import { TH } from './help/help.th'
import { VI } from './help/help.vi'

/**
 * The default help centre of a new merchant in every supported language. Content is plain,
 * safe HTML (p, h3, ul, ol, li, strong, em, a with https links) and the brand name is escaped
 * before it is interpolated.
 */
export interface HelpArticleSeed {
  language: 'MY' | 'EN' | 'CN' | 'VI' | 'TH'
  categoryCode: string
  categoryTitle: string
  anchor: string
  title: string
  contentHtml: string
  sortOrder: number
}

type Language = HelpArticleSeed['language']

/** Articles in display order with the category each belongs to. */
const LAYOUT: readonly { anchor: Anchor; category: CategoryCode }[] = [
  { anchor: 'term', category: 'terms' },
  { anchor: 'privacy', category: 'terms' },
  { anchor: 'responsible', category: 'terms' },
  { anchor: 'faq-account', category: 'faq' },
  { anchor: 'faq-deposit', category: 'faq' },
  { anchor: 'faq-withdraw', category: 'faq' },
  { anchor: 'faq-lottery', category: 'faq' },
  { anchor: 'about', category: 'about' },
]

const LANGUAGES: readonly Language[] = ['MY', 'EN', 'CN', 'VI', 'TH']

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const HELP: Record<Language, LocaleHelp> = { MY, EN, CN, VI, TH }

/** The help centre for a brand: every language, each with the same articles in the same order. */
export function helpArticles(brandName: string): HelpArticleSeed[] {
  const brand = escapeHtml(brandName)
  return LANGUAGES.flatMap((language) => {
    const locale = HELP[language]
    return LAYOUT.map(({ anchor, category }, index): HelpArticleSeed => {
      const article = locale.articles[anchor]
      return {
        language,
        categoryCode: category,
        categoryTitle: locale.categories[category],
        anchor,
        title: article.title,
        contentHtml: article.html(brand),
        sortOrder: index + 1,
      }
    })
  })
}
