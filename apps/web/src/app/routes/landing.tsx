import type { Brand } from '@sea/contract'
import { SiteFooter } from '../../components/layout/site-footer'
import { SiteHeader } from '../../components/layout/site-header'
import { CategoryIcon } from '../../components/ui/category-icon'
import { LotteryBalls } from '../../components/ui/lottery-balls'
import { strings } from '../../lib/strings'
import './landing.css'
import './tiles.css'

/** The brand's landing page; the real member site replaces it in a later issue. */
export function LandingPage({ merchant }: { merchant: Brand }) {
  return (
    <div className="page">
      <SiteHeader merchant={merchant} />
      <main>
        <section className="hero">
          <div className="container hero__inner">
            <div className="hero__copy">
              <p className="eyebrow">{strings.eyebrow}</p>
              <h1 className="hero__title" data-testid="brand-name">
                {merchant.name}
              </h1>
              <p className="hero__tagline">{strings.tagline}</p>
              <p className="hero__lead">{strings.lead}</p>
              <div className="hero__actions">
                <button type="button" className="button button--cta button--large" title={strings.comingSoon}>
                  {strings.joinNow}
                </button>
                <a className="button button--ghost button--large" href="#games">
                  {strings.exploreGames}
                </a>
              </div>
              <ul className="hero__highlights">
                {strings.highlights.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <LotteryBalls />
          </div>
        </section>

        <section className="categories" id="games" aria-labelledby="games-title">
          <div className="container">
            <div className="section-head">
              <h2 id="games-title">{strings.categoriesTitle}</h2>
              <p>{strings.categoriesLead}</p>
            </div>
            <ul className="tiles">
              {strings.categories.map((category) => (
                <li key={category.id} className={`tile tile--${category.id}`}>
                  <span className="tile__icon">
                    <CategoryIcon id={category.id} />
                  </span>
                  <span className="tile__title">{category.title}</span>
                  <span className="tile__note">{category.note}</span>
                  <span className="tile__ghost" aria-hidden="true">
                    <CategoryIcon id={category.id} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>
      <SiteFooter merchant={merchant} />
    </div>
  )
}
