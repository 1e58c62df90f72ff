import { data, isRouteErrorResponse, Link } from 'react-router'
import { ContactDetails } from '~/components/contact-details'
import { ErrorPage } from '~/components/error-page'
import { Picture } from '~/components/picture'
import { type DetailPage, findServicePage, type LandingPage } from '~/content/services'
import { venue } from '~/content/venue'
import { formatEuro } from '~/lib/format'
import { ROOM_VAT_RATE, vatCents } from '~/lib/pricing'
import { seo } from '~/lib/seo'
import type { Route } from './+types/service'

export function loader({ params }: Route.LoaderArgs) {
  const page = findServicePage(params.service)
  if (!page) throw data(null, { status: 404 })
  return { slug: page.slug }
}

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const page = findServicePage(loaderData.slug)
  if (!page) return null
  return page.kind === 'landing' ? <Landing page={page} /> : <Detail page={page} />
}

function CallsToAction({ light = false }: { light?: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Link to="/tarieven" className={light ? 'btn-primary bg-white text-brick-800 hover:bg-brick-50' : 'btn-primary'}>
        Offerte aanvragen
      </Link>
      <Link to="/contact" className={light ? 'btn-outline border-white text-white hover:bg-white/10' : 'btn-outline'}>
        Meer informatie
      </Link>
    </div>
  )
}

function Landing({ page }: { page: LandingPage }) {
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
            {page.highlights.map((highlight) => (
              <li key={highlight} className="rounded-full bg-white/15 px-4 py-1 text-sm backdrop-blur">
                {highlight}
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <CallsToAction light />
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
          Vanafprijzen
        </h2>
        <p className="mt-2 text-ink-soft">
          Indicatief. De exacte prijs, met arrangementen en lunch, bereken je in de calculator.
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.prices.map((price) => (
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
                {`excl. btw (${formatEuro(price.cents + vatCents(price.cents, ROOM_VAT_RATE))} ` +
                  `incl. ${ROOM_VAT_RATE} % btw)`}
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
            <CallsToAction light />
          </div>
        </div>
      </section>
    </>
  )
}

function Detail({ page }: { page: DetailPage }) {
  return (
    <>
      <header className="border-b border-mortar bg-mortar/50">
        <div className="container-page py-14">
          <p className="text-sm font-semibold tracking-wide text-brick-700 uppercase">Mogelijkheden</p>
          <h1 className="mt-2 font-display text-4xl font-semibold sm:text-5xl">{page.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-soft">{page.description}</p>
        </div>
      </header>
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[3fr_2fr]">
        <div>
          <Picture
            picture={page.picture}
            sizes="(min-width: 1024px) 60vw, 100vw"
            priority
            className="h-auto w-full rounded-2xl shadow-lg"
          />
          {page.longDescription.map((paragraph) => (
            <p key={paragraph} className="mt-6 text-lg text-ink-soft">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            <List title="Voorzieningen" items={page.equipment} />
            <List title="Catering" items={page.catering} />
          </div>
          <h2 className="mt-10 font-display text-2xl font-semibold">Pakketten</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {page.packages.map((pack) => (
              <li key={pack.name} className="rounded-xl border border-mortar bg-white p-5">
                <h3 className="font-display text-lg font-semibold">{pack.name}</h3>
                <p className="mt-1 text-2xl font-semibold">{pack.price}</p>
                <p className="text-xs text-ink-soft">excl. btw</p>
                <ul className="mt-3 space-y-1 text-sm">
                  {pack.includes.map((item) => (
                    <li key={item}>{`✓ ${item}`}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
        <aside className="space-y-6 self-start rounded-xl border border-mortar bg-white p-6">
          <dl className="space-y-3">
            <div>
              <dt className="text-sm font-semibold text-ink-soft">Capaciteit</dt>
              <dd>{page.capacity}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-soft">Duur</dt>
              <dd>{page.duration}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-soft">Prijs</dt>
              <dd>{page.pricing}</dd>
            </div>
          </dl>
          <Link to="/tarieven" className="btn-primary w-full">
            Vraag offerte aan
          </Link>
          <div className="border-t border-mortar pt-5">
            <h2 className="font-display text-lg font-semibold">{`Contact met ${venue.name}`}</h2>
            <div className="mt-3">
              <ContactDetails />
            </div>
          </div>
        </aside>
      </div>
    </>
  )
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      <ul className="mt-3 space-y-1.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="text-frame-500">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData ? findServicePage(args.loaderData.slug) : undefined
  if (!page) return [{ title: `Dienst niet gevonden | ${venue.name}` }, { name: 'robots', content: 'noindex' }]
  return seo(args, {
    title: page.title,
    description: page.description,
    image: page.kind === 'landing' ? page.hero.picture : page.picture,
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
        Terug naar onze diensten
      </Link>
    </section>
  )
}
