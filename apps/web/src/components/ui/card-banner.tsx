/** A promotion's banner picture at its fixed 600x320 frame (card.css `.card-banner`); lazy unless seen first. */
export function CardBanner({ src, eager = false }: { src: string; eager?: boolean }) {
  return (
    <img
      className="card-banner"
      src={src}
      alt=""
      width={600}
      height={320}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
