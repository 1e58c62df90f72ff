import { env } from 'cloudflare:workers'
import { type BookingDay, extrasColumn, priceDays, sortedDays } from '~/lib/booking-days'
import { dietColumns, noDiet } from '~/lib/diet'
import { today } from '../booking-dates'
import { adminJson } from './admin'
import type { ReceivedMail } from './fake-mail'

export { inDays, today } from '../booking-dates'
/**
 * The year of the invoices issued today: Amsterdam's, as the Worker numbers them (UTC's is a year
 * behind from 23:00 on 31 December).
 */
export const invoiceYear = () => Number(today().slice(0, 4))

/**
 * A request as the booking form stores it: 15 people, the whole day, the luxe arrangement and
 * lunch (€ 848,75 + btw = € 963,54), for customer `id` at klant{id}@voorbeeld.nl, of a Dutch
 * business with its KvK number and invoice address, so every invoice it gets is an e-invoice too.
 */
export async function insertBooking(id: number, date: string, status = 'aanvraag') {
  await env.DB.prepare('INSERT INTO customers (id, name, email) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(id, `Klant ${id}`, `klant${id}@voorbeeld.nl`)
    .run()
  await env.DB.prepare(
    'INSERT INTO bookings (id, customer_id, name, email, company, address, kvk, address_street, address_postcode, ' +
      'address_city, address_country, date, num_people, day_parts, meeting_type, lunch_type, ' +
      "total_excl_vat_cents, total_cents, status) VALUES (?, ?, ?, ?, 'Molen BV', 'Dorpsstraat 1, 1713 HA Obdam', " +
      "'12345678', 'Dorpsstraat 1', '1713 HA', 'Obdam', 'NL', ?, 15, 3, 'luxe', 'luxe', 84875, 96354, ?)",
  )
    .bind(id, id, `Klant ${id}`, `klant${id}@voorbeeld.nl`, date, status)
    .run()
}

/**
 * A request of these dates as the booking form stores it (docs/decisions/028-multi-day-bookings.md):
 * the first on the booking, the others as its later days, priced by priceDays, for customer `id`
 * at klant{id}@voorbeeld.nl. A `business` is a Dutch company with complete invoice details, so its
 * invoices are e-invoices too.
 */
export async function insertDaysBooking(
  id: number,
  days: BookingDay[],
  { name = `Klant ${id}`, business = false }: { name?: string; business?: boolean } = {},
) {
  const [first, ...later] = sortedDays(days)
  if (!first) throw new Error('a booking has a date')
  const { totals } = priceDays(days)
  const email = `klant${id}@voorbeeld.nl`
  // Every booking has the invoice address a request asks for; a business also its name and KvK number.
  const company = business
    ? ['Molen BV', '12345678', 'Dorpsstraat 1', '1713 HA', 'Obdam', 'NL']
    : [null, null, 'Dorpsstraat 1', '1713 HA', 'Obdam', 'NL']
  await env.DB.batch([
    env.DB.prepare('INSERT INTO customers (id, name, email) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(
      id,
      name,
      email,
    ),
    env.DB.prepare(
      'INSERT INTO bookings (id, customer_id, name, email, company, kvk, address_street, address_postcode, ' +
        'address_city, address_country, date, num_people, day_parts, meeting_type, lunch_type, extras, ' +
        'price_list_id, total_excl_vat_cents, total_cents, diet, diet_note) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).bind(
      id,
      id,
      name,
      email,
      ...company,
      first.date,
      first.numPeople,
      first.dayParts,
      first.meetingType,
      first.lunchType,
      extrasColumn(first.extras),
      first.list.id,
      totals.subtotalCents,
      totals.totalCents,
      ...dietOf(first),
    ),
    ...later.map((day) =>
      env.DB.prepare(
        'INSERT INTO booking_later_days (booking_id, date, day_parts, num_people, meeting_type, lunch_type, ' +
          'extras, price_list_id, diet, diet_note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).bind(
        id,
        day.date,
        day.dayParts,
        day.numPeople,
        day.meetingType,
        day.lunchType,
        extrasColumn(day.extras),
        day.list.id,
        ...dietOf(day),
      ),
    ),
  ])
}

/** A date's dietary needs as their two columns bind (ADR 045). */
function dietOf(day: BookingDay) {
  const { diet, dietNote } = dietColumns(day.diet ?? noDiet)
  return [diet, dietNote] as const
}

/** The owner's decision through the admin API, as the booking page's dialog sends it. */
export const decideBooking = (
  cookie: string,
  id: number,
  type: 'confirm' | 'reject' | 'cancel',
  extra: Record<string, unknown> = {},
) => adminJson(cookie, `/api/bookings/${id}/send-email`, 'POST', { type, subject: 'Bericht', message: 'x', ...extra })

/** The path and query of the first link to `path` in a mail's text, e.g. '/mijn-boeking?sleutel=...'. */
export function linkIn(mail: ReceivedMail | undefined, path: string): string {
  const match = mail?.body.text.match(new RegExp(`https://venue\\.test${path}\\?[^\\s)]+`))
  if (!match) throw new Error(`no ${path} link in mail "${mail?.body.subject}"`)
  return match[0].replace('https://venue.test', '')
}
