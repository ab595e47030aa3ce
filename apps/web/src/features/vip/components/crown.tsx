/** A crown line icon for the VIP page (24 px grid like components/ui/icon). */
export function Crown({ size = 24 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3.5 8 7.5 12 12 5l4.5 7 4-4-1.8 10.5H5.3L3.5 8ZM5.5 21h13" />
    </svg>
  )
}
