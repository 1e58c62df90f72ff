import type { FieldMetadata } from '@conform-to/react'
import { Fragment, type ReactNode } from 'react'
import { type DietFields, DietFieldset } from '~/components/booking/diet-panel'
import { FormMessage, InputField, PrivacyNote, PublicFormFields, RequiredNote, TextareaField } from '~/components/forms'
import { InvoiceDetailsFields } from '~/components/invoice-details-fields'
import { TermsList } from '~/components/terms-list'
import { noWithdrawalTerm, paymentBeforeCommit } from '~/content/terms'
import { type BookingDay, termsListOf } from '~/lib/booking-days'
import type { IsoDate } from '~/lib/dates'

type Fields = Record<
  | 'name'
  | 'email'
  | 'company'
  | 'phone'
  | 'notes'
  | 'kvk'
  | 'vatId'
  | 'street'
  | 'postcode'
  | 'city'
  | 'country'
  | 'reference',
  FieldMetadata<string>
>

/** The contact details a quote or booking needs; the same fields in the dialog and on the no-JS page. */
export function CustomerFields({
  fields,
  booking,
  termsListId,
  children,
}: {
  fields: Fields
  booking: boolean
  /** The price list of the first date, whose terms the request falls under. */
  termsListId?: number
  /** What the form asks after the notes (a booking's dietary needs). */
  children?: ReactNode
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Naam" field={fields.name} required autoComplete="name" />
        <InputField label="Bedrijf" field={fields.company} autoComplete="organization" />
        <InputField label="E-mail" field={fields.email} type="email" required autoComplete="email" />
        <InputField label="Telefoon" field={fields.phone} type="tel" autoComplete="tel" />
      </div>
      <InvoiceDetailsFields fields={fields} reference={fields.reference} addressRequired={booking} quote={!booking} />
      <TextareaField
        label="Opmerkingen"
        field={fields.notes}
        rows={3}
        hint={
          booking
            ? 'Bijvoorbeeld een opstelling of een gewenste begintijd.'
            : 'Bijvoorbeeld een opstelling, dieetwensen of een gewenste begintijd.'
        }
      />
      {children}
      <RequiredNote />
      <PrivacyNote withTerms={booking} termsListId={termsListId} />
    </>
  )
}

const hasErrors = (fields: DietFields) => Object.values(fields).some((field) => (field.errors?.length ?? 0) > 0)

/**
 * Everything the quote/booking form posts besides the visitor's details: the honeypot, the
 * intent and every date's choices as hidden fields, and one message for errors that belong to no
 * visible field (a refused date or day part). Shared by the dialog and the no-JS page.
 */
export function RequestFields({
  mode,
  submissionId,
  days,
  errorId,
  errors,
  fields,
  diet,
  today,
}: {
  mode: 'offerte' | 'boeking'
  /** This form's own key: a resend of it is the same submission (server/idempotency.server.ts). */
  submissionId: string
  /** The calculator's dates, its first date first ('' when none is chosen yet). */
  days: BookingDay[]
  errorId: string
  errors: (string[] | undefined)[]
  fields: Fields
  /** The first date's dietary needs' fields (a later date has the same until the customer's page changes it). */
  diet: DietFields
  /** Today in the Netherlands: what an aanbetaling would ask were the booking confirmed today. */
  today: IsoDate
}) {
  const dated = days.filter((day) => day.date)
  return (
    <>
      <PublicFormFields />
      <input type="hidden" name="intent" value={mode} />
      <input type="hidden" name="submissionId" value={submissionId} />
      {/* The extras go with every date (withFirstChoices). */}
      {(days[0]?.extras ?? []).map((key, index) => (
        <input key={key} type="hidden" name={`extras[${index}]`} value={key} />
      ))}
      {days.map((day, index) => {
        // The first date has the fields it always had; the later ones are laterDates[0], ...
        const name = (field: keyof BookingDay) => (index === 0 ? field : `laterDates[${index - 1}].${field}`)
        return (
          <Fragment key={day.date || index}>
            <input type="hidden" name={name('date')} value={day.date} />
            <input type="hidden" name={name('numPeople')} value={day.numPeople} />
            <input type="hidden" name={name('dayParts')} value={day.dayParts} />
            <input type="hidden" name={name('meetingType')} value={day.meetingType} />
            <input type="hidden" name={name('lunchType')} value={day.lunchType} />
          </Fragment>
        )
      })}
      <FormMessage id={errorId} errors={errors.flatMap((list) => list ?? [])} />
      <CustomerFields fields={fields} booking={mode === 'boeking'} termsListId={dated[0]?.list.id}>
        {/* What the caterer needs to know (docs/decisions/045-dieetwensen.md); a quote asks none. */}
        {mode === 'boeking' && dated[0] ? (
          <details className="rounded-md border border-mortar bg-white px-4 py-3" open={hasErrors(diet)}>
            <summary className="cursor-pointer font-medium">Dieetwensen (niet verplicht)</summary>
            <div className="mt-3">
              <DietFieldset
                legend={dated.length > 1 ? 'Voor elke datum' : 'Per dieet het aantal personen'}
                fields={diet}
                numPeople={Math.min(...dated.map((day) => day.numPeople))}
              />
              {dated.length > 1 ? (
                <p className="mt-2 text-sm text-ink-soft">
                  Verschilt het per datum? Na je aanvraag pas je ze per datum aan op je boekingspagina.
                </p>
              ) : null}
            </div>
          </details>
        ) : null}
      </CustomerFields>
      {/* What the customer will pay when, before they commit (docs/decisions/040-one-agreement-per-booking.md). */}
      {mode === 'boeking' && dated.length > 0 ? (
        <section aria-label="Betalen" className="rounded-md bg-cream px-4 py-3 text-sm">
          <p className="font-semibold">Betalen</p>
          <TermsList terms={[...paymentBeforeCommit(dated, today), noWithdrawalTerm]} listId={termsListOf(dated).id} />
        </section>
      ) : null}
      {/* After the meeting we thank every customer and may ask for a review: the customer can say no (ADR 044). */}
      {mode === 'boeking' ? (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="reviewOptOut" className="mt-1 h-4 w-4" />
          <span>Na afloop liever geen vraag om een review</span>
        </label>
      ) : null}
    </>
  )
}
