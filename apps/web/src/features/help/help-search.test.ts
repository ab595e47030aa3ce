import { describe, expect, it } from 'vitest'
import { searchArticles, type FlatArticle } from './articles'

const article = (title: string, categoryTitle: string): FlatArticle => ({
  anchor: title,
  title,
  categoryTitle,
  contentHtml: '',
})
const articles = [
  article('How do I deposit?', 'Payments'),
  article('Rút tiền mất bao lâu?', 'Thanh toán'),
  article('Terms and conditions', 'Rules'),
]

describe('searchArticles', () => {
  it('keeps every article for an empty query', () => {
    expect(searchArticles(articles, '  ')).toHaveLength(3)
  })
  it('needs every word, in the title or the category, whatever the case', () => {
    expect(searchArticles(articles, 'DEPOSIT payments').map((found) => found.title)).toEqual(['How do I deposit?'])
    expect(searchArticles(articles, 'deposit rules')).toEqual([])
  })
  it('ignores accents, so Vietnamese can be typed without them', () => {
    expect(searchArticles(articles, 'rut tien').map((found) => found.title)).toEqual(['Rút tiền mất bao lâu?'])
  })
})
