import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { termsSections } from '~/content/terms'
import { venue } from '~/content/venue'
import { minuteCacheHeaders } from '~/lib/cache-policy'
import { seo } from '~/lib/seo'
import { currentPriceList } from '~/server/offer/price-lists.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/voorwaarden'

const title = 'Voorwaarden'
const intro =
  'Wat je van ons mag verwachten als je de ruimte boekt, en wat wij van jou vragen. Dezelfde afspraken staan op ' +
  'je offerte, je factuur en in onze mails.'

export async function loader({ context }: Route.LoaderArgs) {
  return { sections: termsSections(await currentPriceList(services(context).db, Date.now())) }
}

/** The prices and terms follow a published price list within a minute (docs/decisions/036-the-offer-as-data.md). */
export const headers = minuteCacheHeaders

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className="container-page max-w-3xl space-y-12 py-14">
        {loaderData.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="font-display text-2xl font-semibold">
              {section.title}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-ink-soft">
              {section.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="vragen">
          <h2 id="vragen" className="font-display text-2xl font-semibold">
            Vragen?
          </h2>
          <p className="mt-4 text-lg text-ink-soft">
            {`Bel ons op ${venue.phone.display} of mail ${venue.email}; we denken graag mee. Hoe we met je gegevens `}
            omgaan, lees je in onze{' '}
            <Link to="/privacy" className="text-brick-700 underline">
              privacyverklaring
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  )
}

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro })
