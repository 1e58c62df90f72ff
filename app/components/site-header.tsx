import { useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { bookingCta, mainLinks, serviceLinks } from '~/content/navigation'
import { venue } from '~/content/venue'
import { ChevronDownIcon, LogoMark, MenuIcon } from './icons'
import { useHydrated } from './use-hydrated'

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:bg-brick-50 hover:text-brick-700 ${
    isActive ? 'text-brick-700' : 'text-ink'
  }`

/** Fixed at the top; its shadow after 10 px of scrolling is CSS (app.css, `.site-header`). */
export function SiteHeader() {
  // A new page starts with both menus closed: they remount when the location changes.
  const { pathname, hash } = useLocation()
  return (
    <header
      className={'site-header fixed inset-x-0 top-0 z-40 border-b border-mortar bg-cream/95 backdrop-blur print:hidden'}
    >
      <a
        href="#inhoud"
        className={
          'sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 ' +
          'focus:rounded-md focus:bg-white focus:px-4 focus:py-2'
        }
      >
        Direct naar de inhoud
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          className="flex items-center gap-2.5 text-brick-800"
          aria-label={`${venue.name}, naar de homepage`}
        >
          <LogoMark className="h-9 w-9 shrink-0" />
          <span className="font-display text-lg leading-tight font-semibold sm:text-xl">{venue.name}</span>
        </Link>
        <nav aria-label="Hoofdmenu" className="hidden items-center gap-1 lg:flex">
          <NavLink to="/" end className={navLinkClass}>
            Home
          </NavLink>
          <ServicesMenu key={pathname} />
          {mainLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <Link to={bookingCta.to} className="btn-primary ml-2">
            {bookingCta.label}
          </Link>
        </nav>
        <MobileMenu key={pathname + hash} />
      </div>
    </header>
  )
}

/**
 * Opens on hover and on keyboard focus. Without JavaScript, CSS (hover, focus-within) does
 * it all; once hydrated, state takes over focus so Escape can close the menu.
 */
function ServicesMenu() {
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()

  return (
    /* biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only hears Escape and focus leaving its own
       button and links */
    <div
      className="group relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${navLinkClass({ isActive: pathname.startsWith('/diensten') })} inline-flex items-center gap-1`}
        aria-expanded={open}
        aria-controls="menu-mogelijkheden"
        onClick={() => setOpen((value) => !value)}
        onKeyUp={(event) => {
          // Keyboard focus (Tab) opens the menu; a mouse click toggles it instead.
          if (event.key === 'Tab') setOpen(true)
        }}
      >
        Mogelijkheden
        <ChevronDownIcon className="h-4 w-4" />
      </button>
      <div
        className={
          `absolute left-0 top-full z-50 pt-2 group-hover:block ` +
          `${hydrated ? '' : 'group-focus-within:block'} ${open ? 'block' : 'hidden'}`
        }
      >
        <ul id="menu-mogelijkheden" className="w-60 rounded-lg border border-mortar bg-white p-2 shadow-lg">
          {serviceLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 hover:bg-brick-50 hover:text-brick-700 ` +
                  `${isActive ? 'text-brick-700' : 'text-ink'}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/**
 * A <details> disclosure: it opens and closes without JavaScript; with it, a chosen link or Escape
 * closes it, and Escape puts the focus back on its button.
 */
function MobileMenu() {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)

  return (
    <details
      className="group lg:hidden"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        // The element, not the state: right after a tap the browser has opened it but not yet
        // fired the toggle that tells the state. The toggle that follows sets the state.
        if (event.key !== 'Escape' || !event.currentTarget.open) return
        event.currentTarget.open = false
        event.currentTarget.querySelector('summary')?.focus()
      }}
    >
      <summary
        className={
          'flex cursor-pointer list-none items-center gap-2 rounded-md border border-mortar px-3 py-2 ' +
          'font-medium text-ink [&::-webkit-details-marker]:hidden'
        }
        aria-label={open ? 'Menu sluiten' : 'Menu openen'}
      >
        <MenuIcon className="h-5 w-5" open={open} />
        <span>Menu</span>
      </summary>
      <nav
        aria-label="Mobiel menu"
        className={
          'absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-mortar ' +
          'bg-cream px-4 pb-6 shadow-header'
        }
      >
        <ul className="flex flex-col gap-1 pt-2">
          <MobileLink to="/" label="Home" onClick={close} />
          <li className="px-3 pt-3 pb-1 text-sm font-semibold tracking-wide text-ink-soft uppercase">Mogelijkheden</li>
          {serviceLinks.map((link) => (
            <MobileLink key={link.to} {...link} onClick={close} indent />
          ))}
          {mainLinks.map((link) => (
            <MobileLink key={link.to} {...link} onClick={close} />
          ))}
          <li className="pt-3">
            <Link to={bookingCta.to} className="btn-primary w-full" onClick={close}>
              {bookingCta.label}
            </Link>
          </li>
        </ul>
      </nav>
    </details>
  )
}

function MobileLink({
  to,
  label,
  onClick,
  indent,
}: {
  to: string
  label: string
  onClick: () => void
  indent?: boolean
}) {
  return (
    <li>
      <NavLink
        to={to}
        end={to === '/'}
        onClick={onClick}
        className={({ isActive }) =>
          `block rounded-md py-2.5 ${indent ? 'pl-6' : 'pl-3'} pr-3 font-medium hover:bg-brick-50 ${
            isActive ? 'text-brick-700' : 'text-ink'
          }`
        }
      >
        {label}
      </NavLink>
    </li>
  )
}
