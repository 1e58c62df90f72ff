import { env } from 'cloudflare:workers'
import { FAKE_CALENDAR_HOST } from '../fake-calendar-constants'

/**
 * The Worker's fetch, with the owner's calendars at https://agenda.test served by the fake calendar
 * server on loopback (tests/support/node/fake-calendar-server.ts): a real HTTP exchange, redirects
 * and limits included, at the boundary of our system.
 */
export const calendarFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (url.host !== FAKE_CALENDAR_HOST) return fetch(input, init)
  return fetch(`${env.FAKE_CALENDAR_URL}${url.pathname}${url.search}`, init)
}

/** The address of one of the fake calendars, for a test whose first date is `date`. */
export const calendarUrl = (path: string, date: string) => `https://${FAKE_CALENDAR_HOST}${path}?datum=${date}`
