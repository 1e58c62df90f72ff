import { Form, Link } from 'react-router'
import type { BookingDay } from '~/lib/booking-days'
import { allDates, formatEuro, formatLongDate, listed } from '~/lib/format'

const cancelWords = {
  boeking: { verb: 'annuleren', title: 'Boeking annuleren', free: '' },
  optie: {
    verb: 'laten vervallen',
    title: 'Optie laten vervallen',
    free: 'Een optie laten vervallen kost niets; de datum komt dan vrij voor anderen.',
    freeSeveral: 'Een optie laten vervallen kost niets; de datums komen dan vrij voor anderen.',
  },
  aanvraag: {
    verb: 'intrekken',
    title: 'Aanvraag intrekken',
    free: 'Je aanvraag is nog niet bevestigd: intrekken kost niets.',
  },
}

export function CancelPanel({
  selfPath,
  confirm,
  cancellation,
  days,
  what,
}: {
  selfPath: string
  confirm: boolean
  cancellation?: { preview: string; costsCents: number; refundCents: number }
  /** Every date: a booking of several is cancelled as a whole (docs/decisions/028-multi-day-bookings.md). */
  days: readonly BookingDay[]
  what: keyof typeof cancelWords
}) {
  const several = days.length > 1
  const noun = several ? `hele ${what}` : what
  const { verb, title } = cancelWords[what]
  return (
    <section aria-labelledby="annuleren" className="rounded-xl border border-mortar bg-white p-6">
      <h2 id="annuleren" className="font-display text-xl font-semibold">
        {title}
      </h2>
      {cancellation ? (
        <p className="mt-2 text-sm">
          {[
            cancellation.preview,
            cancellation.costsCents > 0 ? `Inclusief btw is dat ${formatEuro(cancellation.costsCents)}.` : '',
            cancellation.refundCents > 0 ? `Je krijgt ${formatEuro(cancellation.refundCents)} terug.` : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      ) : (
        <p className="mt-2 text-sm">
          {several && what === 'optie' ? cancelWords.optie.freeSeveral : cancelWords[what].free}
        </p>
      )}
      {several ? (
        <p className="mt-2 text-sm">
          {`Dit geldt voor de hele ${what}, met ${allDates(days.length)}: ` +
            `${listed(days.map((day) => formatLongDate(day.date)))}.`}
        </p>
      ) : null}
      {confirm ? (
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="annuleren" />
          <p role="alert" className="font-medium">
            {several
              ? `Weet je zeker dat je de ${noun} wilt ${verb}, met ${allDates(days.length)}?`
              : `Weet je zeker dat je je ${noun} wilt ${verb}?`}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary">
              {`Ja, ${noun} ${verb}`}
            </button>
            <Link to={selfPath} className="btn-outline" preventScrollReset>
              Nee, toch niet
            </Link>
          </div>
        </Form>
      ) : (
        <Link to={`${selfPath}&annuleren=1`} className="btn-outline mt-4" preventScrollReset>
          {title}
        </Link>
      )}
    </section>
  )
}
