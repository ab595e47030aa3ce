/** The merchant's logo and name side by side; both come from the server (white label). */
export function BrandMark({ name, logoUrl, size = 40 }: { name: string; logoUrl: string; size?: number }) {
  return (
    <span className="brand-mark">
      <img src={logoUrl} alt="" width={size} height={size} />
      <span className="brand-mark__name" data-testid="brand-name">
        {name}
      </span>
    </span>
  )
}
