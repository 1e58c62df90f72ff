/** The site's menus. A service is named as its page names it (app/content/services.ts). */
import { servicePages } from './services'

export type NavLink = { to: string; label: string }

export const serviceLinks: NavLink[] = servicePages.map((page) => ({ to: `/diensten/${page.slug}`, label: page.title }))

export const mainLinks: NavLink[] = [
  { to: '/tarieven', label: 'Tarieven' },
  { to: '/geschiedenis', label: 'Geschiedenis' },
  { to: '/contact', label: 'Contact' },
]

export const footerLinks: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/#diensten', label: 'Mogelijkheden' },
  { to: '/geschiedenis', label: 'Geschiedenis' },
  { to: '/tarieven', label: 'Tarieven' },
  { to: '/agenda', label: 'Agenda' },
  { to: '/contact', label: 'Contact' },
  { to: '/boeken', label: 'Boeken' },
]

/** The header's button: the availability page, where a visitor picks a date and books it. */
export const bookingCta: NavLink = { to: '/boeken', label: 'Boeken' }
