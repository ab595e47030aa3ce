/** Shared building blocks of the default help-centre content (one file per language). */
export type CategoryCode = 'terms' | 'faq' | 'about'
export type Anchor =
  'term' | 'privacy' | 'responsible' | 'faq-account' | 'faq-deposit' | 'faq-withdraw' | 'faq-lottery' | 'about'

export interface LocaleHelp {
  categories: Record<CategoryCode, string>
  articles: Record<Anchor, { title: string; html: (brand: string) => string }>
}

export const p = (...paragraphs: string[]): string => paragraphs.map((t) => `<p>${t}</p>`).join('')
export const ul = (...items: string[]): string => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`
export const qa = (...pairs: [question: string, answer: string][]): string =>
  pairs.map(([q, a]) => `<h3>${q}</h3><p>${a}</p>`).join('')
