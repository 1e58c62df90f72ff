import { Link, useLocation } from 'react-router'
import { footerLinks, type NavLink, serviceLinks } from '~/content/navigation'
import { venue, venueRegistration } from '~/content/venue'
import { LogoMark } from './icons'
import { NewsletterForm } from './newsletter-form'

export function SiteFooter() {
  const year = new Date().getFullYear()
  // The home page has its own newsletter section just above the footer, /nieuwsbrief is the form itself.
  const showNewsletter = !['/', '/nieuwsbrief'].includes(useLocation().pathname)
  return (
    <footer className="mt-auto bg-brick-900 text-brick-50 print:hidden">
      {showNewsletter ? <FooterNewsletter /> : null}
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2.5 font-display text-xl font-semibold text-white">
            <LogoMark className="h-8 w-8 text-brick-600" />
            {venue.name}
          </p>
          <p className="mt-4 text-sm leading-relaxed text-brick-100">
            {`${venue.tagline}. Vergaderen, trainen en creatief werken in een voormalige paardenslagerij in het ` +
              `hart van ${venue.address.city}.`}
          </p>
        </div>
        <FooterLinks title="Snel naar" links={footerLinks} />
        <FooterLinks title="Mogelijkheden" links={serviceLinks} />
        <div>
          <h2 className="font-display text-lg font-semibold text-white">Contact</h2>
          <address className="mt-4 space-y-1 text-sm not-italic text-brick-100">
            <p>{venue.address.street}</p>
            <p>
              {venue.address.postalCode} {venue.address.city}
            </p>
            <p className="pt-2">
              <a href={venue.phone.href} className="hover:text-white hover:underline">
                {venue.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${venue.email}`} className="hover:text-white hover:underline">
                {venue.email}
              </a>
            </p>
            <p className="pt-2">{venue.openingHours.summary}</p>
          </address>
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {venue.social.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="text-brick-100 underline underline-offset-4 hover:text-white"
                  rel="noopener"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-brick-800">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-brick-200 sm:flex-row sm:justify-between">
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <span>{`© ${year} ${venue.name}`}</span>
            <Link to="/privacy" className="hover:text-white hover:underline">
              Privacyverklaring
            </Link>
            <Link to="/voorwaarden" className="hover:text-white hover:underline">
              Voorwaarden
            </Link>
            {/* The owner's way in: out of the visitors' menus, small at the bottom. */}
            <Link to="/admin" className="hover:text-white hover:underline">
              Beheer
            </Link>
          </p>
          <p>{venueRegistration}</p>
        </div>
      </div>
    </footer>
  )
}

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="font-display text-lg font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm text-brick-100">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function FooterNewsletter() {
  return (
    <div className="border-b border-brick-800">
      <div className="container-page grid gap-6 py-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 className="font-display text-2xl font-semibold text-white">Blijf op de hoogte</h2>
          <p className="mt-2 text-brick-100">
            Open dagen, workshops en nieuws uit ons pand, hooguit één keer per maand.
          </p>
        </div>
        <NewsletterForm id="nieuwsbrief-footer" tone="dark" />
      </div>
    </div>
  )
}
