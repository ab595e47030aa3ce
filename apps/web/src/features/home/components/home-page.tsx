import { useHomeBanners } from '../api'
import { AppTeaser } from './app-teaser'
import { BrandHero } from './brand-hero'
import { CategoryTiles } from './category-tiles'
import { HeroCarousel } from './hero-carousel'
import { PromoStrip } from './promo-strip'
import { TrustStrip } from './trust-strip'
import './home.css'

/** The top of the page: the banner carousel, or the brand hero when there are no banners. */
function Hero() {
  const banners = useHomeBanners()
  if (banners.isPending) return <div className="hero-skeleton skeleton" aria-hidden="true" />
  if (banners.data && banners.data.length > 0) return <HeroCarousel banners={banners.data} />
  return <BrandHero />
}

export function HomePage() {
  return (
    <main className="home">
      <div className="container home__stack">
        <Hero />
        <CategoryTiles />
        <PromoStrip />
        <TrustStrip />
        <AppTeaser />
      </div>
    </main>
  )
}
