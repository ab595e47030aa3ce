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
  return categories.flatMap((category) => category.articles.map((article) => ({ ...article, categoryTitle: category.title })))
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
