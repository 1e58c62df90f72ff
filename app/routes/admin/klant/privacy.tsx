import { Form, Link } from 'react-router'
import { Section } from '~/components/admin/ui'
import { counted, formatLongDate } from '~/lib/format'
import type { Route } from './+types/route'

/** The customer's rights (AVG): everything we hold as a download, and erasing it after a confirmation. */
export function Privacy({
  id,
  plan,
  confirm,
  refusal,
  refused,
}: { id: number; refused?: string } & NonNullable<Route.ComponentProps['loaderData']['erase']>) {
  const base = `/admin/klanten/${id}/export`
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section title="Gegevens opvragen">
        <p className="text-sm text-ink-soft">
          Alles wat we van deze klant bewaren: klantgegevens, contactmomenten, boekingen, facturen en betalingen,
          offertes, berichten, nieuwsbrief, wachtlijst, verstuurde mail en het logboek.
        </p>
        <p className="mt-4 flex flex-wrap gap-2">
          <a href={`${base}/gegevens.json`} className="btn-outline px-3 py-1.5 text-sm" download>
            Downloaden als JSON
          </a>
          <a href={`${base}/gegevens.csv`} className="btn-outline px-3 py-1.5 text-sm" download>
            Downloaden als CSV
          </a>
        </p>
      </Section>
      <Section title="Klant wissen">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{`${counted(plan.bookingsDeleted, 'boeking', 'boekingen')} zonder factuur: verwijderd`}</li>
          <li>
            {`${counted(plan.bookingsKept, 'boeking', 'boekingen')} met factuur en ` +
              `${counted(plan.invoicesKept, 'factuur', 'facturen')}: zeven jaar bewaard (fiscale plicht), ` +
              'de boekingen zonder naam en gegevens van de klant, de facturen zoals ze zijn verstuurd'}
          </li>
          <li>
            {`${counted(plan.quotes, 'offerte', 'offertes')}, ${counted(plan.messages, 'bericht', 'berichten')}, ` +
              `${counted(plan.mails, 'mail', 'mails')} en ${counted(plan.other, 'ander gegeven', 'andere gegevens')}` +
              ': verwijderd'}
          </li>
        </ul>
        {refused && refused !== refusal ? (
          <p role="alert" className="mt-4 text-sm font-medium text-brick-800">
            {refused}
          </p>
        ) : null}
        {refusal ? (
          <div role="alert" className="mt-4 space-y-2 text-sm">
            <p className="font-medium text-brick-800">{refusal}</p>
            {plan.toCome.length > 0 ? (
              <ul className="list-disc pl-5">
                {plan.toCome.map((booking) => (
                  <li key={booking.id}>
                    <Link to={`/admin/boekingen/${booking.id}`} className="text-brick-700 underline">
                      {`Boeking ${booking.id}: ${formatLongDate(booking.date)} (${booking.status})`}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : confirm ? (
          <Form method="post" className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="wissen" />
            <p role="alert" className="font-medium">
              Weet je het zeker? Wissen kan niet ongedaan worden gemaakt.
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary">
                Ja, klant wissen
              </button>
              <Link to="?tab=privacy" className="btn-outline">
                Nee, toch niet
              </Link>
            </div>
          </Form>
        ) : (
          <Link to="?tab=privacy&wissen=1" className="btn-outline mt-4">
            Klant wissen…
          </Link>
        )}
      </Section>
    </div>
  )
}
