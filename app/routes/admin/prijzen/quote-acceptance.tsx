import { Form } from 'react-router'
import { Section } from '~/components/admin/ui'

/**
 * What a quote the customer accepts online becomes: a request the owner confirms, or a booking at
 * once when every date is free (ADR 040). One button turns it the other way; the terms say it.
 */
export function QuoteAcceptanceSetting({ on }: { on: boolean }) {
  return (
    <Section title="Offertes online accepteren" id="offertes-accepteren">
      <Form method="post" className="max-w-3xl rounded-lg border border-mortar bg-white p-5 text-sm">
        <input type="hidden" name="intent" value="offertes-bevestigen" />
        <input type="hidden" name="aan" value={on ? 'nee' : 'ja'} />
        <p>
          Een klant accepteert een offerte met de knop in de offertemail, tegen de prijs van de offerte zolang die
          geldig is.
        </p>
        <p className="mt-2 font-medium">
          {on
            ? 'Nu: is elke datum nog vrij, dan is de boeking meteen bevestigd en krijgt de klant de bevestiging ' +
              'en de factuur (met iDEAL-knop).'
            : 'Nu: de geaccepteerde offerte wordt een aanvraag, die jij bevestigt of weigert.'}
        </p>
        <button type="submit" className="btn-outline mt-3 px-3 py-1.5">
          {on ? 'Voortaan zelf bevestigen' : 'Voortaan meteen bevestigen'}
        </button>
      </Form>
    </Section>
  )
}
