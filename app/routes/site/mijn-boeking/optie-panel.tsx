import { Form } from 'react-router'
import { formatLongDate } from '~/lib/format'

/**
 * The button names the payment obligation it creates (art. 6:230v lid 3 BW;
 * docs/decisions/040-one-agreement-per-booking.md).
 */
export const OPTIE_CONFIRM_BUTTON = 'Optie bevestigen: definitief boeken (met betalingsverplichting)'

/** The optie the owner gave: the customer turns it into a booking here (docs/decisions/026-optie.md). */
export function OptiePanel({
  until,
  several,
  needsAddress,
}: {
  until: string
  several: boolean
  needsAddress: boolean
}) {
  return (
    <section aria-labelledby="optie-titel" className="rounded-xl border border-brick-300 bg-white p-6">
      <h2 id="optie-titel" className="font-display text-xl font-semibold">
        Optie bevestigen
      </h2>
      <p className="mt-2 text-sm">
        {`We houden ${several ? 'deze datums' : 'deze datum'} tot en met ${formatLongDate(until)} voor je vast. ` +
          'Bevestig je de optie, dan boek je definitief en ga je een betalingsverplichting aan: je krijgt de ' +
          'bevestiging, een uitnodiging voor je agenda en de factuur per e-mail. Vanaf dan gelden de ' +
          'annuleringsvoorwaarden.'}
      </p>
      {needsAddress ? (
        <p className="mt-2 text-sm font-medium text-brick-800">
          Vul eerst je factuuradres in bij Factuurgegevens hieronder: dat hebben we nodig voor je factuur.
        </p>
      ) : null}
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="optie-bevestigen" />
        <button type="submit" className="btn-primary">
          {OPTIE_CONFIRM_BUTTON}
        </button>
      </Form>
    </section>
  )
}
