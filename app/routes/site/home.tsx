import { lazy } from 'react'
import { ContactForm } from '~/components/contact-form'
import { GalleryLightbox } from '~/components/home/gallery'
import { NewsletterForm } from '~/components/newsletter-form'
import { StaticHtml } from '~/components/static-html'
import { pictures } from '~/content/images'
import { venue } from '~/content/venue'
import { seo } from '~/lib/seo'
import type { Route } from './+types/home'

const description = `Karaktervolle vergaderruimte voor teams tot ${venue.capacity} personen in een voormalige paardenslagerij uit ${venue.builtIn} in ${venue.address.city}, Noord-Holland. Koffie, scherm en schrijfwaren altijd inbegrepen.`

// Most of the home page is text and pictures: the browser gets those as HTML with the page and
// keeps them (StaticHtml), so they are not in its JavaScript (ADR 015). Only a visitor who comes
// here from another page without a reload loads them, as a separate chunk.
const Section = import.meta.env.SSR
  ? (await import('~/components/home/sections')).default
  : lazy(() => import('~/components/home/sections'))

export default function HomePage() {
  return (
    <>
      <StaticHtml name="home-start">
        <Section part="start" />
      </StaticHtml>
      <GalleryLightbox>
        <StaticHtml name="home-gallery">
          <Section part="gallery" />
        </StaticHtml>
      </GalleryLightbox>
      <StaticHtml name="home-more">
        <Section part="more" />
      </StaticHtml>
      <section id="contact" aria-labelledby="contact-titel" className="bg-mortar/50 py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[2fr_3fr]">
          <StaticHtml name="home-contact">
            <Section part="contact" />
          </StaticHtml>
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
            {`Ontvang als eerste bericht over open dagen, workshops en nieuwe mogelijkheden in ${venue.name}. We respecteren je privacy en je kunt je op elk moment uitschrijven.`}
          </p>
        </div>
        <NewsletterForm id="nieuwsbrief-home" />
      </section>
    </>
  )
}

// The hero's picture (content/home.ts) is also the picture shown when the page is shared. The
// structured data is in the page's static HTML (sections.tsx).
export const meta: Route.MetaFunction = (args) => seo(args, { description, image: pictures.room })
