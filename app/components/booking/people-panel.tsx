import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { Fragment } from 'react'
import { Form } from 'react-router'
import { FormMessage, InputField } from '~/components/forms'
import { type BookingDay, daysMaxPeople } from '~/lib/booking-days'
import { peopleChangeSchema } from '~/lib/booking-schemas'
import { capitalised, counted, formatLongDate } from '~/lib/format'
import { MIN_PEOPLE } from '~/lib/pricing'

/** What a new number of people does to the money, told to the owner or the customer (ADR 037, 039). */
const repricing = {
  owner: {
    invoice:
      'De prijs wordt opnieuw berekend; een factuur wordt vervangen door een creditfactuur en een nieuwe, en ' +
      'de klant krijgt bericht.',
    deposit:
      'De prijs wordt opnieuw berekend; de voorschotfactuur blijft staan, de eindfactuur rekent met het nieuwe ' +
      'aantal, en de klant krijgt bericht.',
  },
  customer: {
    invoice:
      'We rekenen de prijs opnieuw uit; een factuur vervangen we door een nieuwe, met een creditfactuur voor de oude.',
    deposit:
      'We rekenen de prijs opnieuw uit; je aanbetaling blijft staan, en de eindfactuur rekent met het nieuwe aantal.',
  },
}

/**
 * The number of people of each date, each changed on its own while its date is far enough away
 * (docs/decisions/032-multi-day-bookings-as-a-customer-reads-them.md); a date too close shows its
 * number, and posts it unchanged. The customer's on /mijn-boeking; with `version`, the owner's on the
 * booking's page, for every date (a change the customer phoned in, ADR 037).
 */
export function PeoplePanel({
  days,
  open,
  lastResult,
  version,
  deposit = false,
}: {
  days: readonly BookingDay[]
  /** The dates whose number may still change. */
  open: readonly string[]
  lastResult?: SubmissionResult<string[]>
  /** The booking's version the owner's page shows (ADR 033); the customer's page has none. */
  version?: number
  /** The voorschotfactuur counts: it stays, and the eindfactuur asks the new price (ADR 039). */
  deposit?: boolean
}) {
  const owner = version !== undefined
  const [first, ...later] = days
  const [form, fields] = useForm({
    id: 'personen',
    lastResult,
    defaultValue: {
      numPeople: String(first?.numPeople ?? ''),
      laterDays: later.map((day) => ({ date: day.date, numPeople: String(day.numPeople) })),
    },
    constraint: getZodConstraint(peopleChangeSchema(daysMaxPeople(days))),
  })
  const laterFields = fields.laterDays.getFieldList()
  const several = days.length > 1
  // Each date's own list says how many people the room takes; where the dates' lists differ, each field says it.
  const oneMaximum = new Set(days.map((day) => day.list.terms.maxPeople)).size === 1
  const most = oneMaximum ? `, maximaal ${daysMaxPeople(days)}` : ''
  const hint =
    `Minimaal ${MIN_PEOPLE}${most} personen${several ? ' per datum' : ''}. ` +
    repricing[owner ? 'owner' : 'customer'][deposit ? 'deposit' : 'invoice']
  return (
    <section aria-labelledby="personen-titel" className="rounded-xl border border-mortar bg-white p-6">
      <h2 id="personen-titel" className="font-display text-xl font-semibold">
        Aantal personen aanpassen
      </h2>
      {owner ? (
        <p className="mt-1 text-sm text-ink-soft">
          Voor een wijziging die de klant aan je doorgeeft, ook na de termijn waarin de klant het zelf kan.
        </p>
      ) : null}
      {several ? (
        <p className="mt-1 text-sm text-ink-soft">
          {`Elke datum heeft zijn eigen aantal: pas aan wat anders wordt. ${hint}`}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="personen" />
        {owner ? <input type="hidden" name="version" value={version} /> : null}
        <FormMessage id={form.errorId} errors={form.errors} />
        {days.map((day, index) => {
          const fieldset = index === 0 ? undefined : laterFields[index - 1]?.getFieldset()
          const field = index === 0 ? fields.numPeople : fieldset?.numPeople
          if (!field) return null
          return (
            <Fragment key={day.date}>
              {fieldset ? <input type="hidden" name={fieldset.date.name} value={day.date} /> : null}
              {open.includes(day.date) ? (
                <InputField
                  label={
                    several
                      ? `Aantal personen op ${formatLongDate(day.date)}` +
                        (oneMaximum ? '' : ` (maximaal ${day.list.terms.maxPeople})`)
                      : 'Aantal personen'
                  }
                  field={field}
                  type="number"
                  min={String(MIN_PEOPLE)}
                  max={String(day.list.terms.maxPeople)}
                  hint={several ? undefined : hint}
                />
              ) : (
                <p className="text-sm">
                  <input type="hidden" name={field.name} value={day.numPeople} />
                  <span className="font-medium">
                    {`${capitalised(formatLongDate(day.date))}: ${counted(day.numPeople, 'persoon', 'personen')}`}
                  </span>
                  <span className="block text-ink-soft">
                    Voor deze datum pas je het aantal niet meer aan; bel ons voor een wijziging op korte termijn.
                  </span>
                </p>
              )}
            </Fragment>
          )
        })}
        <button type="submit" className="btn-primary">
          Aanpassen
        </button>
      </Form>
    </section>
  )
}
