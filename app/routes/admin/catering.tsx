import { Form, Link } from 'react-router'
import { adminTitle, EmptyState } from '~/components/admin/ui'
import { amsterdamDate } from '~/lib/dates'
import { cateringOrder, cateringPeriod, cateringTotals, totalText } from '~/lib/day-sheet'
import { dietText } from '~/lib/diet'
import { capitalised, formatLongDate } from '~/lib/format'
import { dayBookingsReading } from '~/server/days/day-bookings.server'
import { known, readOne } from '~/server/db/batch.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/catering'

/**
 * /admin/catering?van=…&tot=…: the catering order of a period (next week when none is asked):
 * every arrangement, lunch and extra per date, counted, with its booking; as a page, a PDF and a
 * CSV for the caterer. A plain GET form: it works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const url = new URL(request.url)
  const period = cateringPeriod(url.searchParams.get('van'), url.searchParams.get('tot'), amsterdamDate(new Date()))
  const bookings = await readOne(app.db, period.ok ? dayBookingsReading(app.db, period.from, period.to) : known([]))
  const order = cateringOrder(bookings)
  return {
    period,
    asked: { van: url.searchParams.get('van') ?? '', tot: url.searchParams.get('tot') ?? '' },
    order,
    totals: cateringTotals(order),
  }
}

export default function CateringPage({ loaderData }: Route.ComponentProps) {
  const { period, asked, order, totals } = loaderData
  const from = period.ok ? period.from : asked.van
  const to = period.ok ? period.to : asked.tot
  const files = period.ok ? `van=${period.from}&tot=${period.to}` : ''
  const step = 'btn-outline px-3 py-1.5 text-sm whitespace-nowrap'
  return (
    <>
      <h1 className="font-display text-3xl font-semibold">Cateringbestelling</h1>
      <p className="mt-1 max-w-prose text-ink-soft">
        Alle arrangementen, lunches en extra’s van de bevestigde boekingen en opties, per datum geteld.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3 print:hidden" aria-describedby="periode-fout">
        <label className="grid gap-1 text-sm font-medium">
          Van
          <input
            type="date"
            name="van"
            defaultValue={from}
            required
            className="rounded-md border border-ink-soft/40 bg-white px-3 py-2 text-sm"
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Tot en met
          <input
            type="date"
            name="tot"
            defaultValue={to}
            required
            className="rounded-md border border-ink-soft/40 bg-white px-3 py-2 text-sm"
          />
        </label>
        <button type="submit" className="btn-primary px-4 py-2 text-sm">
          Toon
        </button>
      </Form>
      {period.ok ? null : (
        <p id="periode-fout" role="alert" className="mt-2 text-sm text-red-700">
          {period.message}
        </p>
      )}
      {period.ok ? (
        <>
          <h2 className="mt-6 font-display text-xl font-semibold">
            {period.from === period.to
              ? capitalised(formatLongDate(period.from))
              : `${capitalised(formatLongDate(period.from))} tot en met ${formatLongDate(period.to)}`}
          </h2>
          <div className="mt-2 flex flex-wrap gap-2 print:hidden">
            <a href={`/admin/catering/bestelling.pdf?${files}`} className={step}>
              Download als pdf
            </a>
            <a href={`/admin/catering/bestelling.csv?${files}`} className={step}>
              Download als csv
            </a>
          </div>
          {order.length === 0 ? (
            <div className="mt-4">
              <EmptyState>Geen catering in deze periode.</EmptyState>
            </div>
          ) : (
            <>
              {order.map((date) => (
                <section key={date.date} aria-labelledby={`datum-${date.date}`} className="mt-6 break-inside-avoid">
                  <h3 id={`datum-${date.date}`} className="font-semibold">
                    <Link to={`/admin/dag/${date.date}`} className="underline underline-offset-4">
                      {capitalised(formatLongDate(date.date))}
                    </Link>
                  </h3>
                  {date.lines.length === 0 ? (
                    <p className="mt-1 text-sm text-ink-soft">Alleen de ruimte: geen catering.</p>
                  ) : (
                    <div className="mt-2 max-w-3xl overflow-x-auto">
                      <table className="w-full min-w-[36rem] border-collapse bg-white text-sm">
                        <caption className="sr-only">{`Catering op ${formatLongDate(date.date)}`}</caption>
                        <thead>
                          <tr className="border-b border-mortar text-left">
                            <th className="px-3 py-2">Wat</th>
                            <th className="px-3 py-2 text-right">Aantal</th>
                            <th className="px-3 py-2">Dieetwensen</th>
                            <th className="px-3 py-2">Boeking</th>
                          </tr>
                        </thead>
                        <tbody>
                          {date.lines.map((line) => (
                            <tr key={`${line.bookingId}-${line.item}`} className="border-b border-mortar/60">
                              <td className="px-3 py-2">{line.item}</td>
                              <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
                              <td className="px-3 py-2">{(line.diet && dietText(line.diet)) ?? ''}</td>
                              <td className="px-3 py-2">
                                <Link
                                  to={`/admin/boekingen/${line.bookingId}`}
                                  className="underline underline-offset-4"
                                >
                                  {`Boeking ${line.bookingId}`}
                                </Link>
                                {` (${line.numPeople} pers.)`}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  )}
                </section>
              ))}
              <section aria-labelledby="totaal" className="mt-8 break-inside-avoid">
                <h3 id="totaal" className="font-semibold">
                  Totaal over de periode
                </h3>
                <ul className="mt-2 grid gap-1">
                  {totals.map((total) => (
                    <li key={total.item}>{totalText(total)}</li>
                  ))}
                </ul>
              </section>
            </>
          )}
        </>
      ) : null}
    </>
  )
}

export const meta = () => [
  { title: adminTitle('Cateringbestelling') },
  { name: 'robots', content: 'noindex, nofollow' },
]
