import { ContactForm } from '~/components/contact-form'
import {
  About,
  Advantages,
  ContactAside,
  FaqSection,
  GallerySection,
  Hero,
  Intro,
  RatesTeaser,
  Services,
  StructuredData,
  Vision,
} from '~/components/home/sections'
import { NewsletterForm } from '~/components/newsletter-form'
import { pictures } from '~/content/images'
import { cancellationTerms, laterTerms } from '~/content/terms'
import { venue } from '~/content/venue'
import { minuteCacheHeaders } from '~/lib/cache-policy'
import { addDays, amsterdamDate } from '~/lib/dates'
import { formatLongDate } from '~/lib/format'
import { entriesOf, listById, listOn, listsFrom } from '~/lib/price-list'
import { seo } from '~/lib/seo'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/home'

/** The description for a room of `maxPeople`; without them (the page's error) it leaves the number out. */
const description = (maxPeople?: number) =>
  `Karaktervolle vergaderruimte ${maxPeople ? `voor teams tot ${maxPeople} personen ` : ''}in een voormalige ` +
  `paardenslagerij uit ${venue.builtIn} in ${venue.address.city}, Noord-Holland. Scherm, wifi en ` +
  `schrijfwaren altijd inbegrepen.`

/**
 * The page states the room, the online window, the lunches and the cancellation terms of the list in effect
 * (docs/decisions/036-the-offer-as-data.md).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const book = await loadPriceBook(services(context).db)
  const today = amsterdamDate(new Date())
  const list = listOn(book, today)
  const lunches = entriesOf(list, 'lunch').map(({ label, includes }) => ({ label, includes }))
  // A later list that cancels otherwise: the answer says until when it holds (ADR 040).
  const next = laterTerms(
    list,
    listsFrom(book, today).filter((later) => later.id !== list.id),
  ).find((later) => later.changes.some((term) => cancellationTerms(listById(book, later.id)).includes(term)))
  const until = next
    ? [
        `Dit geldt voor bijeenkomsten tot en met ${formatLongDate(addDays(next.validFrom, -1))}; daarna gelden ` +
          'andere voorwaarden (zie de voorwaarden).',
      ]
    : []
  return { terms: list.terms, lunches, cancellation: [...cancellationTerms(list), ...until] }
}

/** The terms follow a published price list within a minute, as on /voorwaarden. */
export const headers = minuteCacheHeaders

/** The home page loads no JavaScript (ADR 019): everything on it works as HTML and CSS. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StructuredData maxPeople={loaderData.terms.maxPeople} />
      <Hero maxPeople={loaderData.terms.maxPeople} />
      <Intro />
      <Advantages />
      <About />
      <Services maxPeople={loaderData.terms.maxPeople} />
      <GallerySection />
      <Vision />
      <RatesTeaser />
      <FaqSection
        terms={loaderData.terms}
        lunches={loaderData.lunches}
        sentences={{ annuleren: loaderData.cancellation }}
      />
      <section id="contact" aria-labelledby="contact-titel" className="bg-mortar/50 py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[2fr_3fr]">
          <ContactAside />
          <div className="self-start rounded-xl border border-mortar bg-white p-6 shadow-sm sm:p-8">
            <h3 className="font-display text-2xl font-semibold">Stuur ons een bericht</h3>
            <div className="mt-6">
              <ContactForm id="contact-home" />
            </div>
          </div>
        </div>
      </section>
      <section
        aria-labelledby="nieuwsbrief-titel"
        className="container-page grid gap-6 py-16 lg:grid-cols-2 lg:items-center"
      >
        <div>
          <h2 id="nieuwsbrief-titel" className="font-display text-3xl font-semibold">
            Nieuwsbrief
          </h2>
          <p className="mt-3 text-ink-soft">
            {`Ontvang als eerste bericht over open dagen, workshops en nieuwe mogelijkheden in ${venue.name}.`}
          </p>
        </div>
        <NewsletterForm id="nieuwsbrief-home" />
      </section>
    </>
  )
}

// The hero's picture (content/home.ts) is also the picture shown when the page is shared.
export const meta: Route.MetaFunction = (args) =>
  seo(args, { description: description(args.loaderData?.terms.maxPeople), image: pictures.room })
