/** Inline icons: no icon font, no extra request. Decorative unless a label is given by the caller. */
type IconProps = { className?: string }

export function LogoMark({ className }: IconProps) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M20 46V28a12 12 0 0 1 24 0v18" fill="none" stroke="#fbf6ef" strokeWidth="7" strokeLinecap="round" />
      <g fill="#7a2e1f">
        <circle cx="20" cy="33" r="1.6" />
        <circle cx="44" cy="33" r="1.6" />
        <circle cx="21.5" cy="24" r="1.6" />
        <circle cx="42.5" cy="24" r="1.6" />
      </g>
    </svg>
  )
}

export function ChevronDownIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" focusable="false">
      <path
        d="M5 7.5 10 12.5 15 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function MenuIcon({ className, open }: IconProps & { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}
