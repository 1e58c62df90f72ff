import type { Services } from '../services.server'

/** The services a booking event needs (servicesFor's), and the moment it happens. */
export type BookingEventDeps = Pick<Services, 'db' | 'links' | 'settings'> & { now: number }
