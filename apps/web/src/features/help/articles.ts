/** The help centre's shape as the server sends it (GET /wps/system/helpCenter). */
export interface HelpArticle {
  anchor: string
  title: string
  contentHtml: string
}
export interface HelpCategory {
  code: string
  title: string
  articles: HelpArticle[]
}
export type FlatArticle = HelpArticle & { categoryTitle: string }

/** Every article in display order, each with its category's title. */
export function flattenArticles(categories: readonly HelpCategory[]): FlatArticle[] {
  return categories.flatMap((category) =>
    category.articles.map((article) => ({ ...article, categoryTitle: category.title })),
  )
}

/**
 * The article the address names (#term, #faq-deposit...), else the first one. An anchor is
 * matched as written and then case-insensitively, since links are typed by hand.
 */
export function pickArticle(articles: readonly FlatArticle[], hash: string): number {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''))
  if (!anchor) return 0
  const exact = articles.findIndex((article) => article.anchor === anchor)
  if (exact >= 0) return exact
  const loose = articles.findIndex((article) => article.anchor.toLowerCase() === anchor.toLowerCase())
  return Math.max(loose, 0)
}

/** Articles whose title or category has every word of the query, case- and accent-blind. */
export function searchArticles(articles: readonly FlatArticle[], query: string): FlatArticle[] {
  const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...articles]
  return articles.filter((article) => {
    const text = fold(`${article.title} ${article.categoryTitle}`)
    return words.every((word) => text.includes(word))
  })
}
