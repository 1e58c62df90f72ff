import { type FieldState, InputField } from '~/components/forms'
import type { VenueTerms } from '~/lib/price-list'

/** The venue's terms under the list: each a whole number, worded on /voorwaarden and in every mail and PDF. */
export function TermsFields({ terms }: { terms: Record<keyof VenueTerms, FieldState> }) {
  const number = { type: 'number', min: '0', required: true } as const
  return (
    <fieldset className="space-y-3 border-t border-mortar pt-4">
      <legend className="font-semibold">Voorwaarden</legend>
      <p className="text-sm text-ink-soft">
        Gelden voor offertes en boekingen met deze prijslijst; wat al geboekt is, houdt zijn voorwaarden.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label="Offerte geldig, dagen" field={terms.quoteValidDays} {...number} />
        <InputField label="Betaaltermijn factuur, dagen" field={terms.paymentTermDays} {...number} />
        <InputField
          label="Personen wijzigen tot, werkdagen voor de datum"
          field={terms.peopleChangeWorkdays}
          {...number}
        />
        <InputField label="Gratis annuleren tot, dagen voor de datum" field={terms.freeCancellationDays} {...number} />
        <InputField
          label="Daarna een deel van de zaalhuur tot, werkdagen voor de datum"
          field={terms.halfRoomWorkdays}
          {...number}
        />
        <InputField label="Dat deel van de zaalhuur, in %" field={terms.halfRoomPercent} {...number} />
        <InputField
          label="Catering gratis annuleren tot, uur voor het begin"
          field={terms.freeCateringHours}
          {...number}
        />
      </div>
    </fieldset>
  )
}

/**
 * The aanbetaling under the list (docs/decisions/039-aanbetaling.md): a part of the total at
 * confirmation, the rest on the eindfactuur before the date or after the meeting.
 */
export function DepositFields({ terms }: { terms: Record<keyof VenueTerms, FieldState> }) {
  const number = { type: 'number', min: '0', required: true } as const
  return (
    <fieldset className="space-y-3 border-t border-mortar pt-4">
      <legend className="font-semibold">Aanbetaling</legend>
      <p className="text-sm text-ink-soft">
        Bij de bevestiging krijgt de klant een voorschotfactuur voor dit deel van het totaal; de eindfactuur met de rest
        gaat vanzelf op tijd de deur uit. Zet het percentage op 0 voor één factuur bij de bevestiging. Wie zo kort
        vooruit boekt dat de aanbetaling pas na de eindfactuur zou vallen, krijgt ook één factuur.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label="Aanbetaling, % van het totaal (0: geen)" field={terms.depositPercent} {...number} />
        <InputField label="Aanbetaling betalen binnen, dagen" field={terms.depositTermDays} {...number} min="1" />
        <InputField
          label="Restant betalen tot, dagen voor de datum (0: na de bijeenkomst)"
          field={terms.balanceDaysBefore}
          {...number}
        />
      </div>
    </fieldset>
  )
}

/** The room and the website's booking window under the list: on /voorwaarden, the home page and the calculator. */
export function RoomFields({ terms }: { terms: Record<keyof VenueTerms, FieldState> }) {
  const number = { type: 'number', min: '1', required: true } as const
  return (
    <fieldset className="space-y-3 border-t border-mortar pt-4">
      <legend className="font-semibold">Ruimte en online boeken</legend>
      <p className="text-sm text-ink-soft">
        Het maximum aantal personen en de looptijd van een optie gelden voor bijeenkomsten met deze prijslijst. Hoe ver
        vooruit de website boekt, geldt vanaf de ingangsdatum.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label="Maximaal aantal personen" field={terms.maxPeople} {...number} />
        <InputField label="Online boeken tot, uur voor het begin" field={terms.minHoursAhead} {...number} />
        <InputField label="Online boeken tot, maanden vooruit" field={terms.maxMonthsAhead} {...number} />
        <InputField label="Optie standaard, dagen" field={terms.optieDays} {...number} />
      </div>
    </fieldset>
  )
}
