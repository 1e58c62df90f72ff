/** The site's menus. Labels are as the spec names them. */
export type NavLink = { to: string; label: string }

export const serviceLinks: NavLink[] = [
  { to: '/diensten/vergaderen', label: 'Vergaderingen' },
  { to: '/diensten/workshops', label: 'Workshops' },
  { to: '/diensten/coaching', label: 'Coaching & Training' },
  { to: '/diensten/fotoshoots', label: 'Fotoshoots' },
  { to: '/diensten/teambuilding', label: 'Teambuilding' },
]

export const mainLinks: NavLink[] = [
  { to: '/tarieven', label: 'Tarieven' },
  { to: '/geschiedenis', label: 'Geschiedenis' },
  { to: '/contact', label: 'Contact' },
]

export const footerLinks: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/#diensten', label: 'Diensten' },
  { to: '/geschiedenis', label: 'Geschiedenis' },
  { to: '/tarieven', label: 'Tarieven' },
  { to: '/contact', label: 'Contact' },
  { to: '/tarieven', label: 'Boeken' },
]

export const bookingCta: NavLink = { to: '/tarieven', label: 'Boeken' }
