import { describe, expect, it } from 'vitest'
import { flattenArticles, pickArticle, type HelpCategory } from './articles'

const categories: HelpCategory[] = [
  {
    code: 'terms',
    title: 'Terms',
    articles: [
      { anchor: 'term', title: 'Terms and conditions', contentHtml: '<p>t</p>' },
      { anchor: 'privacy', title: 'Privacy', contentHtml: '' },
    ],
  },
  { code: 'faq', title: 'FAQ', articles: [{ anchor: 'faq-deposit', title: 'Deposit', contentHtml: '' }] },
]

describe('help articles', () => {
  const articles = flattenArticles(categories)

  it('lists every article in order with its category', () => {
    expect(articles.map((a) => [a.anchor, a.categoryTitle])).toEqual([
      ['term', 'Terms'],
      ['privacy', 'Terms'],
      ['faq-deposit', 'FAQ'],
    ])
  })

  it('opens the article the hash names, #term being the terms and conditions', () => {
    expect(pickArticle(articles, '#term')).toBe(0)
    expect(pickArticle(articles, '#faq-deposit')).toBe(2)
    expect(pickArticle(articles, '#FAQ-Deposit')).toBe(2)
  })

  it('opens the first article without a hash or with an unknown one', () => {
    expect(pickArticle(articles, '')).toBe(0)
    expect(pickArticle(articles, '#vip')).toBe(0)
  })
})
