import { PageHeader } from '~/components/page-header'
import { RatesCalculator } from '~/components/rates/rates-calculator'
import { bookingWindow } from '~/lib/availability'
import { minuteCacheHeaders } from '~/lib/cache-policy'
import { parseCalculatorParams } from '~/lib/calculator'
import { amsterdamDate } from '~/lib/dates'
import { hydrate } from '~/lib/hydration'
import { listOn } from '~/lib/price-list'
import { seo } from '~/lib/seo'
import { heldSlotsBetween } from '~/server/bookings/availability.server'
import { venueCalendar } from '~/server/closures/closures.server'
import { priceListsFromToday } from '~/server/offer/price-lists.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/tarieven'

/** This page loads JavaScript: the calculator recalculates live and opens the quote and booking dialogs (ADR 019). */
export const handle = hydrate

const intro =
  'Bereken in een paar stappen wat je vergadering kost, exclusief en inclusief btw. Druk de offerte af, ' +
  'ontvang hem per e-mail of vraag direct een boeking aan: zonder account.'

/**
 * /tarieven and /calculator: the state comes from the URL, so the page works as a plain GET form.
 * The venue's calendar (closed holidays and day parts) and the day parts others hold let the
 * browser tell which dates can be booked, and say a taken day part at its date; the server checks
 * again when the request comes in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const now = Date.now()
  const { db } = services(context)
  const book = await priceListsFromToday(db, now)
  // The online window is the list in effect today's.
  const { first, last } = bookingWindow(now, listOn(book, amsterdamDate(new Date(now))).terms)
  const [calendar, held] = await Promise.all([venueCalendar(db, first, last), heldSlotsBetween(db, first, last)])
  return {
    initial: parseCalculatorParams(new URL(request.url).searchParams),
    today: first,
    lastDate: last,
    now,
    calendar,
    held,
    book,
  }
}

/** The prices and terms follow a published price list within a minute (docs/decisions/036-the-offer-as-data.md). */
export const headers = minuteCacheHeaders

export default function RatesPage({ loaderData }: Route.ComponentProps) {
  const { initial, today, lastDate, now, calendar, held, book } = loaderData
  return (
    <>
      <div className="print:hidden">
        <PageHeader title="Tarieven" intro={intro} />
      </div>
      <div className="container-page py-12 print:p-0">
        {/* A new URL (a link from /boeken, a submitted form) starts from that state. */}
        <RatesCalculator
          key={JSON.stringify(initial)}
          initial={initial}
          today={today}
          lastDate={lastDate}
          now={now}
          calendar={calendar}
          held={held}
          book={book}
        />
      </div>
    </>
  )
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Tarieven',
    canonicalPath: '/tarieven',
    description:
      'Heldere tarieven, exclusief en inclusief btw: bereken direct de prijs van je vergadering ' +
      'en ontvang een offerte.',
  })
