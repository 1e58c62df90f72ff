import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { type FieldState, FormMessage, InputField } from '~/components/forms'
import { type BookingDay, daysMaxPeople } from '~/lib/booking-days'
import { dietChangeSchema } from '~/lib/booking-schemas'
import { DIET_NOTE_MAX, type Diet, type DietKind, dietKinds, dietLabels, dietText, noDiet } from '~/lib/diet'
import { capitalised, formatLongDate } from '~/lib/format'

/** A date's diet as the form shows it: a count that is zero stays empty. */
const dietFormValue = (diet: Diet = noDiet): Record<DietKind | 'note', string> => ({
  ...(Object.fromEntries(dietKinds.map((kind) => [kind, diet.counts[kind] ? String(diet.counts[kind]) : ''])) as Record<
    DietKind,
    string
  >),
  note: diet.note ?? '',
})

/** A count's input type is a number's, which conform reads as unknown: what was typed is text. */
export type DietFields = Record<DietKind | 'note', Omit<FieldState, 'initialValue'> & { initialValue?: unknown }>

// conform's field metadata is read through getters, so each is read by name (a spread finds none).
const asText = (field: DietFields[DietKind]): FieldState => ({
  id: field.id,
  name: field.name,
  formId: field.formId,
  errorId: field.errorId,
  descriptionId: field.descriptionId,
  key: field.key,
  errors: field.errors,
  initialValue: typeof field.initialValue === 'string' ? field.initialValue : undefined,
})

/**
 * A date's dietary counts and note (docs/decisions/045-dieetwensen.md): six numbers, each at most the
 * date's people (the browser checks it too), and a line for what the list does not name. The request
 * form's and both booking pages' own.
 */
export function DietFieldset({
  legend,
  fields,
  numPeople,
}: {
  legend: string
  fields: DietFields
  /** The date's people: the most any count may be. */
  numPeople: number
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">{legend}</legend>
      <p className="text-sm text-ink-soft">
        {`Hoeveel van de ${numPeople} personen? Iemand die veganistisch en glutenvrij eet, telt bij allebei.`}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {dietKinds.map((kind) => (
          <InputField
            key={kind}
            label={dietLabels[kind]}
            field={asText(fields[kind])}
            type="number"
            min="0"
            max={String(numPeople)}
          />
        ))}
      </div>
      <InputField
        label="Toelichting"
        field={asText(fields.note)}
        hint={`Bijvoorbeeld een allergie die hier niet bij staat (hooguit ${DIET_NOTE_MAX} tekens).`}
      />
    </fieldset>
  )
}

/**
 * The dietary needs of each date, changed while the date's term for a change of people runs (the
 * customer's, on /mijn-boeking) or always (the owner's, with `version`, on the booking's page). A
 * date that may not change shows its needs and is not posted: the lifecycle keeps them.
 */
export function DietPanel({
  days,
  open,
  lastResult,
  version,
}: {
  days: readonly BookingDay[]
  /** The dates whose dietary needs may still change. */
  open: readonly string[]
  lastResult?: SubmissionResult<string[]>
  /** The booking's version the owner's page shows (ADR 033); the customer's page has none. */
  version?: number
}) {
  const owner = version !== undefined
  const changeable = days.filter((day) => open.includes(day.date))
  const closed = days.filter((day) => !open.includes(day.date))
  const [form, fields] = useForm({
    id: 'dieetwensen',
    lastResult,
    defaultValue: { days: changeable.map((day) => ({ date: day.date, diet: dietFormValue(day.diet) })) },
    constraint: getZodConstraint(dietChangeSchema(daysMaxPeople(days))),
  })
  const list = fields.days.getFieldList()
  const several = days.length > 1
  return (
    <section aria-labelledby="dieetwensen-titel" className="rounded-xl border border-mortar bg-white p-6">
      <h2 id="dieetwensen-titel" className="font-display text-xl font-semibold">
        Dieetwensen
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {owner
          ? 'Voor een wijziging die de klant aan je doorgeeft, ook na de termijn waarin de klant het zelf kan. ' +
            'De klant krijgt bericht.'
          : 'Zo weten we wat we voor de lunch bestellen. Je past ze aan tot dezelfde dag als het aantal personen.'}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
        <input type="hidden" name="intent" value="dieetwensen" />
        {owner ? <input type="hidden" name="version" value={version} /> : null}
        <FormMessage id={form.errorId} errors={form.errors} />
        {changeable.map((day, index) => {
          const fieldset = list[index]?.getFieldset()
          const diet = fieldset?.diet.getFieldset()
          if (!fieldset || !diet) return null
          return (
            <div key={day.date}>
              <input type="hidden" name={fieldset.date.name} value={day.date} />
              <DietFieldset
                legend={several ? capitalised(formatLongDate(day.date)) : 'Per dieet het aantal personen'}
                fields={diet}
                numPeople={day.numPeople}
              />
            </div>
          )
        })}
        {closed.map((day) => (
          <p key={day.date} className="text-sm">
            <span className="font-medium">
              {`${capitalised(formatLongDate(day.date))}: ${(day.diet && dietText(day.diet)) ?? 'geen dieetwensen'}`}
            </span>
            <span className="block text-ink-soft">
              Voor deze datum is de lunch besteld; bel ons als er nog iets verandert.
            </span>
          </p>
        ))}
        <button type="submit" className="btn-primary">
          Dieetwensen opslaan
        </button>
      </Form>
    </section>
  )
}
