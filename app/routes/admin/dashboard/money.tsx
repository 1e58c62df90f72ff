import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { formatDate, formatEuro } from '~/lib/format'

/** A short list on the overview of bookings whose money needs the owner, each to its page; none when empty. */
function BookingMoneyList({
  id,
  title,
  border,
  rows,
}: {
  id: string
  title: string
  border: string
  rows: { key: string | number; bookingId: number; name: string; detail: ReactNode }[]
}) {
  if (rows.length === 0) return null
  return (
    <section aria-labelledby={id} className={`mt-5 rounded-lg border ${border} bg-white p-4`}>
      <h2 id={id} className="font-display text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-2 divide-y divide-mortar text-sm">
        {rows.map((row) => (
          <li key={row.key} className="flex flex-wrap justify-between gap-x-4 py-2">
            <Link to={`/admin/boekingen/${row.bookingId}`} className="text-brick-700 underline">
              {`Boeking ${row.bookingId} · ${row.name}`}
            </Link>
            <span>{row.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A date something is due by: marked once it has passed. `lead` goes before it, inside the mark. */
function DueBy({ on, today, lead = '' }: { on: string; today: string; lead?: string }) {
  return on < today ? (
    <strong className="text-red-700">{`${lead}te laat: uiterlijk ${formatDate(on)}`}</strong>
  ) : (
    `${lead}uiterlijk ${formatDate(on)}`
  )
}

/** The bookings with money to pay back or on its way back (ADR 038), with the date promised: red once past. */
export function MoneyBack({
  bookings,
  today,
}: {
  bookings: {
    id: number
    name: string
    dueCents: number
    backBy: string | null
    onTheWayCents: number
    unknownAtMollie: boolean
  }[]
  today: string
}) {
  return (
    <BookingMoneyList
      id="geld-terug"
      title="Geld terug naar klanten"
      border="border-brick-300"
      rows={bookings.map((booking) => ({
        key: booking.id,
        bookingId: booking.id,
        name: booking.name,
        detail: (
          <>
            {[
              booking.dueCents > 0 ? `${formatEuro(booking.dueCents)} terug te betalen` : '',
              booking.onTheWayCents > 0 ? `${formatEuro(booking.onTheWayCents)} onderweg via iDEAL` : '',
              booking.unknownAtMollie ? 'Mollie kent een terugbetaling niet: kijk bij de boeking' : '',
            ]
              .filter(Boolean)
              .join(' · ')}
            {booking.dueCents > 0 && booking.backBy ? <DueBy on={booking.backBy} today={today} lead=", " /> : null}
          </>
        ),
      }))}
    />
  )
}

/** The aanbetalingen still open; one past its date is marked (ADR 039). */
export function OpenDeposits({
  today,
  open,
}: {
  today: string
  open: { bookingId: number; name: string; number: string; openCents: number; dueOn: string }[]
}) {
  return (
    <BookingMoneyList
      id="aanbetalingen"
      title="Openstaande aanbetalingen"
      border="border-mortar"
      rows={open.map((deposit) => ({
        key: deposit.number,
        bookingId: deposit.bookingId,
        name: deposit.name,
        detail: (
          <>
            {`${formatEuro(deposit.openCents)} · factuur ${deposit.number} · `}
            <DueBy on={deposit.dueOn} today={today} />
          </>
        ),
      }))}
    />
  )
}

/**
 * Whether what a customer paid by iDEAL goes back through Mollie as soon as it is due, or after the
 * owner's click on the booking's page (ADR 038). One button turns it the other way.
 */
export function AutoRefundSetting({ on }: { on: boolean }) {
  return (
    <Form method="post" className="mt-5 rounded-lg border border-mortar bg-white p-4 text-sm">
      <input type="hidden" name="intent" value="automatisch-terugbetalen" />
      <input type="hidden" name="aan" value={on ? 'nee' : 'ja'} />
      <h2 className="font-display text-lg font-semibold">Terugbetalen via iDEAL</h2>
      <p className="mt-1">
        {on
          ? 'Automatisch: moet een klant geld terugkrijgen dat met iDEAL is betaald, dan stort Mollie het meteen ' +
            'terug, zonder dat je hoeft te klikken.'
          : 'Na jouw klik: moet een klant geld terugkrijgen, dan zie je bij de boeking de knop "Terugbetalen via ' +
            'iDEAL".'}
      </p>
      <button type="submit" className="btn-outline mt-3 px-3 py-1.5">
        {on ? 'Voortaan na mijn klik' : 'Voortaan automatisch'}
      </button>
    </Form>
  )
}
