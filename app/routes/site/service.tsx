import { data, isRouteErrorResponse, Link, redirect } from 'react-router'
import { ContactDetails } from '~/components/contact-details'
import { ErrorPage } from '~/components/error-page'
import { Picture } from '~/components/picture'
import { type IndicativePrice, servicePrices } from '~/content/prices'
import { findServicePage, type ServicePage, serviceAliasTarget } from '~/content/services'
import { venue } from '~/content/venue'
import { minuteCacheHeaders } from '~/lib/cache-policy'
import { formatEuro } from '~/lib/format'
import { vatCents } from '~/lib/invoicing'
import { seo } from '~/lib/seo'
import { currentPriceList } from '~/server/offer/price-lists.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/service'

export async function loader({ params, context }: Route.LoaderArgs) {
  const moved = serviceAliasTarget(params.service)
  if (moved) throw redirect(`/diensten/${moved.slug}`, 301)
  const page = findServicePage(params.service)
  if (!page) throw data(null, { status: 404 })
  const list = await currentPriceList(services(context).db, Date.now())
  return {
    slug: page.slug,
    prices: servicePrices(list, page.priceService),
    roomVatRate: list.room.vatRate,
    // The room as the list in effect today has it: what the page's texts say it takes.
    maxPeople: list.terms.maxPeople,
  }
}

/** The prices and terms follow a published price list within a minute (docs/decisions/036-the-offer-as-data.md). */
export const headers = minuteCacheHeaders

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const page = findServicePage(loaderData.slug)
  return page ? (
    <Landing page={page} prices={loaderData.prices} vatRate={loaderData.roomVatRate} maxPeople={loaderData.maxPeople} />
  ) : null
}

/**
 * A service priced by the calculator books from /tarieven; a service priced 'op maat' asks the
 * venue for a quote, and can check the calendar first.
 */
const callsToAction = {
  calculator: [
    { to: '/tarieven', label: 'Bereken prijs en boek' },
    { to: '/contact', label: 'Neem contact op' },
  ],
  'op maat': [
    { to: '/contact', label: 'Neem contact op' },
    { to: '/boeken', label: 'Bekijk de beschikbaarheid' },
  ],
} as const

const priceNote = {
  calculator: 'Dit zijn richtprijzen. De exacte prijs, met arrangement en lunch, bereken je in de calculator.',
  'op maat': 'Dit zijn richtprijzen. Voor een exacte prijs maken we graag een offerte op maat.',
} as const

function CallsToAction({ page, light = false }: { page: ServicePage; light?: boolean }) {
  const [primary, secondary] = callsToAction[page.pricing]
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={primary.to} className={light ? 'btn-primary bg-white text-brick-800 hover:bg-brick-50' : 'btn-primary'}>
        {primary.label}
      </Link>
      <Link
        to={secondary.to}
        className={light ? 'btn-outline border-white text-white hover:bg-white/10' : 'btn-outline'}
      >
        {secondary.label}
      </Link>
    </div>
  )
}

function Landing({
  page,
  prices,
  vatRate,
  maxPeople,
}: {
  page: ServicePage
  prices: IndicativePrice[]
  vatRate: number
  maxPeople: number
}) {
  return (
    <>
      <section className="relative isolate overflow-hidden bg-brick-900 text-white">
        <div className="absolute inset-0 -z-10">
          <Picture picture={page.hero.picture} sizes="100vw" priority className="h-full w-full object-cover" />
          <div className="absolute inset-0 bg-gradient-to-r from-brick-900/95 via-brick-900/80 to-brick-900/40" />
        </div>
        <div className="container-page py-20 sm:py-28">
          <p className="text-sm font-semibold tracking-wide text-brick-100 uppercase">{page.title}</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl font-semibold sm:text-5xl">{page.hero.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brick-50">{page.hero.text}</p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {page.highlights(maxPeople).map((highlight) => (
              <li key={highlight} className="rounded-full bg-white/15 px-4 py-1 text-sm backdrop-blur">
                {highlight}
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <CallsToAction page={page} light />
          </div>
        </div>
      </section>

      <section aria-labelledby="voordelen" className="container-page py-16">
        <h2 id="voordelen" className="font-display text-3xl font-semibold">
          {page.benefitsTitle}
        </h2>
        <ul
          className={`mt-8 grid gap-6 ${
            page.benefits.length === 4 ? 'md:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3'
          }`}
        >
          {page.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl border border-mortar bg-white p-6">
              <h3 className="font-display text-xl font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-ink-soft">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        id={page.possibilities.id}
        aria-labelledby={`${page.possibilities.id}-titel`}
        className="bg-mortar/50 py-16"
      >
        <div className="container-page">
          <h2 id={`${page.possibilities.id}-titel`} className="font-display text-3xl font-semibold">
            {page.possibilities.title}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {page.possibilities.items.map((item) => (
              <li key={item.title} className="flex gap-4 rounded-xl bg-white p-5">
                <span aria-hidden="true" className="mt-1 h-3 w-3 shrink-0 rounded-full bg-brick-700" />
                <div>
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="text-ink-soft">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {page.extra ? (
        <section aria-labelledby="extra" className="container-page py-16">
          <h2 id="extra" className="font-display text-3xl font-semibold">
            {page.extra.title}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {page.extra.items.map((item) => (
              <li key={item.title} className="rounded-xl border border-mortar bg-white p-6">
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-ink-soft">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="prijzen" className="container-page py-16">
        <h2 id="prijzen" className="font-display text-3xl font-semibold">
          Prijzen vanaf
        </h2>
        <p className="mt-2 text-ink-soft">{priceNote[page.pricing]}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {prices.map((price) => (
            <li key={price.label} className="relative rounded-xl border border-mortar bg-white p-6">
              {price.badge ? (
                <span
                  className={
                    'absolute -top-3 right-4 rounded-full bg-brick-700 px-3 py-1 text-xs font-semibold text-white'
                  }
                >
                  {price.badge}
                </span>
              ) : null}
              <h3 className="font-display text-xl font-semibold">{price.label}</h3>
              <p className="text-sm text-ink-soft">{price.detail}</p>
              <p className="mt-4 text-3xl font-semibold">{`vanaf ${formatEuro(price.cents)}`}</p>
              <p className="text-sm text-ink-soft">
                {`excl. btw (${formatEuro(price.cents + vatCents(price.cents, vatRate))} incl. ${vatRate} % btw)`}
              </p>
            </li>
          ))}
        </ul>
      </section>

      {page.directContact ? (
        <section aria-labelledby="direct-contact" className="container-page pb-16">
          <div className="grid gap-6 rounded-2xl border border-mortar bg-white p-8 md:grid-cols-2">
            <div>
              <h2 id="direct-contact" className="font-display text-2xl font-semibold">
                Direct contact
              </h2>
              <p className="mt-2 text-ink-soft">
                Kom gerust eens langs voor een rondleiding en een kop koffie. Bel of mail even, dan spreken we een
                moment af.
              </p>
            </div>
            <ContactDetails />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="afsluiting" className="bg-brick-800 text-white">
        <div className="container-page py-16 text-center">
          <h2 id="afsluiting" className="font-display text-3xl font-semibold">
            {page.closing.title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brick-50">{page.closing.text}</p>
          <div className="mt-8 flex justify-center">
            <CallsToAction page={page} light />
          </div>
        </div>
      </section>
    </>
  )
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData ? findServicePage(args.loaderData.slug) : undefined
  if (!page || !args.loaderData)
    return [{ title: `Dienst niet gevonden | ${venue.name}` }, { name: 'robots', content: 'noindex' }]
  return seo(args, {
    title: page.title,
    description: page.description(args.loaderData.maxPeople),
    image: page.hero.picture,
  })
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404)
    return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
  return (
    <section className="container-page py-24 text-center">
      <h1 className="font-display text-3xl font-semibold">Dienst niet gevonden</h1>
      <p className="mx-auto mt-4 max-w-prose text-ink-soft">
        Deze dienst bestaat niet (meer). Bekijk hieronder wat we wel aanbieden.
      </p>
      <Link to="/#diensten" className="btn-primary mt-8">
        Naar al onze mogelijkheden
      </Link>
    </section>
  )
}
