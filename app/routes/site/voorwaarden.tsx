import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { laterTerms, termsSections } from '~/content/terms'
import { venue } from '~/content/venue'
import { minuteCacheHeaders } from '~/lib/cache-policy'
import { amsterdamDate } from '~/lib/dates'
import { formatLongDate } from '~/lib/format'
import { listOn, listsFrom } from '~/lib/price-list'
import { seo } from '~/lib/seo'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/voorwaarden'

const title = 'Voorwaarden'
const intro =
  'Wat je van ons mag verwachten als je de ruimte boekt, en wat wij van jou vragen. Een boeking houdt de ' +
  'voorwaarden van haar offerte of bevestiging; die staan ook op je offerte, je bevestiging en in onze mails.'

/**
 * The terms in effect today, and from which dates later lists change them; or, with `?lijst=N`, the
 * terms of list N, which a booking or quote under it keeps (docs/decisions/040-one-agreement-per-booking.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const book = await loadPriceBook(services(context).db)
  const today = amsterdamDate(new Date())
  const current = listOn(book, today)
  const asked = book.find((list) => String(list.id) === new URL(request.url).searchParams.get('lijst'))
  if (asked && asked.id !== current.id)
    return { list: { id: asked.id, name: asked.name, validFrom: asked.validFrom }, sections: termsSections(asked) }
  return {
    sections: termsSections(current),
    later: laterTerms(
      current,
      listsFrom(book, today).filter((list) => list.id !== current.id),
    ),
  }
}

/** The prices and terms follow a published price list within a minute (docs/decisions/036-the-offer-as-data.md). */
export const headers = minuteCacheHeaders

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData
  const list = 'list' in loaderData ? loaderData.list : undefined
  const later = ('later' in loaderData ? loaderData.later : undefined) ?? []
  return (
    <>
      <PageHeader
        title={title}
        intro={
          list
            ? `De voorwaarden van onze prijslijst "${list.name}", voor bijeenkomsten vanaf ` +
              `${formatLongDate(list.validFrom)}. Een boeking of offerte onder deze prijslijst houdt deze voorwaarden.`
            : intro
        }
      />
      <div className="container-page max-w-3xl space-y-12 py-14">
        {list ? (
          <p className="text-lg">
            <Link to="/voorwaarden" className="text-brick-700 underline">
              De voorwaarden van vandaag
            </Link>
          </p>
        ) : null}
        {sections.map((section) => (
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
        {later.map((changed) => (
          <section key={changed.id} aria-labelledby={`vanaf-${changed.validFrom}`}>
            <h2 id={`vanaf-${changed.validFrom}`} className="font-display text-2xl font-semibold">
              {`Voor bijeenkomsten vanaf ${formatLongDate(changed.validFrom)}`}
            </h2>
            <p className="mt-4 text-lg text-ink-soft">Dan gelden nieuwe voorwaarden; wat anders is dan hierboven:</p>
            <ul className="mt-2 list-disc space-y-2 pl-6 text-lg text-ink-soft">
              {changed.changes.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
            <p className="mt-2 text-lg">
              <Link to={`/voorwaarden?lijst=${changed.id}`} className="text-brick-700 underline">
                {`Alle voorwaarden vanaf ${formatLongDate(changed.validFrom)}`}
              </Link>
            </p>
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
