/**
 * The home page's sections, in the spec's order. The home page loads no JavaScript (ADR 019):
 * the FAQ is native <details>, the gallery opens its pictures in native popovers, and the
 * contact and newsletter forms post like any form.
 */

import { Link, useRouteLoaderData } from 'react-router'
import { ContactDetails } from '~/components/contact-details'
import { MapEmbed } from '~/components/home/map-embed'
import { Picture, PictureCard } from '~/components/picture'
import { TermsList } from '~/components/terms-list'
import {
  about,
  advantages,
  type FaqItem,
  faq,
  GALLERY_PREVIEW,
  gallery,
  hero,
  intro,
  ratesTeaser,
  serviceCards,
  vision,
} from '~/content/home'
import { type Picture as PictureData, srcSet } from '~/content/images'
import { venue } from '~/content/venue'
import { localBusiness } from '~/lib/local-business'
import type { PriceEntry, VenueTerms } from '~/lib/price-list'
import type { loader as siteLoader } from '~/routes/site/layout'

/** schema.org LocalBusiness for search engines: JSON in the page, not in its JavaScript. */
export function StructuredData({ maxPeople }: { maxPeople: number }) {
  const siteUrl = useRouteLoaderData<typeof siteLoader>('routes/site/layout')?.siteUrl ?? ''
  const json = JSON.stringify(localBusiness(siteUrl, `${siteUrl}/images/${hero.picture.file}-1600.jpg`, maxPeople))
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own content, with < escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json.replaceAll('<', '\\u003c') }} />
}

/** `maxPeople`: the room under the list in effect today, as every text of the page states it. */
export function Hero({ maxPeople }: { maxPeople: number }) {
  return (
    <section
      id="home"
      aria-labelledby="home-titel"
      className="relative isolate flex min-h-[calc(100dvh-4rem)] items-center overflow-hidden bg-brick-900 text-white"
    >
      <div className="absolute inset-0 -z-10">
        <Picture picture={hero.picture} sizes="100vw" priority className="h-full w-full object-cover" />
        <div className="absolute inset-0 bg-gradient-to-r from-brick-900/90 via-brick-900/70 to-brick-900/20" />
      </div>
      <span
        aria-hidden="true"
        className="float-slow absolute top-24 right-[12%] h-40 w-40 rounded-full border-2 border-white/20"
      />
      <span
        aria-hidden="true"
        className="float-fast absolute right-[28%] bottom-20 h-20 w-20 rounded-full bg-brick-400/30"
      />
      <div className="container-page hero-enter py-20">
        <p className="badge-enter inline-block rounded-full bg-white/15 px-4 py-1 text-sm font-medium backdrop-blur">
          {hero.badge}
        </p>
        <h1 id="home-titel" className="mt-6 max-w-3xl font-display text-4xl font-semibold sm:text-6xl">
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brick-50">{hero.text(maxPeople)}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to="/tarieven" className="btn-primary bg-white text-brick-800 hover:bg-brick-50">
            Bereken prijs en boek
          </Link>
          <a href="#over-ons" className="btn-outline border-white text-white hover:bg-white/10">
            Ontdek het pand
          </a>
        </div>
      </div>
    </section>
  )
}

export function Intro() {
  return (
    <section aria-labelledby="intro-titel" className="container-page py-20 text-center">
      <h2 id="intro-titel" className="font-display text-3xl font-semibold sm:text-4xl">
        {intro.title}
      </h2>
      {intro.text.map((paragraph) => (
        <p key={paragraph} className="mx-auto mt-4 max-w-3xl text-lg text-ink-soft">
          {paragraph}
        </p>
      ))}
      <a href="#over-ons" className="btn-outline mt-8">
        Over het pand
      </a>
    </section>
  )
}

export function Advantages() {
  return (
    <section aria-labelledby="voordelen-titel" className="bg-mortar/50 py-20">
      <div className="container-page">
        <SectionTitle id="voordelen-titel" eyebrow="Waarom hier" title="Vijf redenen om hier te vergaderen" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {advantages.map((advantage) => (
            <PictureCard
              key={advantage.title}
              picture={advantage.picture}
              sizes="(min-width: 1024px) 20vw, (min-width: 640px) 50vw, 100vw"
              title={advantage.title}
              text={advantage.description}
              compact
            />
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to="/over-ons" className="btn-primary">
            Meer over ons
          </Link>
        </p>
      </div>
    </section>
  )
}

export function About() {
  return (
    <section
      id="over-ons"
      aria-labelledby="over-ons-titel"
      className="container-page grid items-center gap-12 py-20 lg:grid-cols-2"
    >
      <div>
        <SectionTitle id="over-ons-titel" eyebrow={`Sinds ${venue.builtIn}`} title={about.title} center={false} />
        {about.text.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-ink-soft">
            {paragraph}
          </p>
        ))}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/geschiedenis" className="btn-primary">
            Lees onze geschiedenis
          </Link>
          <a href="#contact" className="btn-outline">
            Neem contact op
          </a>
        </div>
      </div>
      <Picture
        picture={about.picture}
        sizes="(min-width: 1024px) 50vw, 100vw"
        className="h-auto w-full rounded-2xl shadow-lg"
      />
    </section>
  )
}

export function Services({ maxPeople }: { maxPeople: number }) {
  return (
    <section id="diensten" aria-labelledby="diensten-titel" className="bg-brick-900 py-20 text-white">
      <div className="container-page">
        <div className="text-center">
          <p className="text-sm font-semibold tracking-wide text-brick-200 uppercase">Mogelijkheden</p>
          <h2 id="diensten-titel" className="mt-2 font-display text-3xl font-semibold sm:text-4xl">
            Eén ruimte, veel manieren om haar te gebruiken
          </h2>
        </div>
        {/* Five cards: a last row of fewer cards is centred under the full ones. */}
        <ul className="mt-12 flex flex-wrap justify-center gap-6">
          {serviceCards(maxPeople).map((card) => (
            <li
              key={card.slug}
              className={
                'flex w-full flex-col overflow-hidden rounded-xl bg-white text-ink ' +
                'md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]'
              }
            >
              <Picture
                picture={card.picture}
                sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                className="aspect-[4/3] h-auto w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="font-display text-xl font-semibold">{card.title}</h3>
                <p className="mt-2 text-sm text-ink-soft">{card.description}</p>
                <ul className="mt-4 flex-1 space-y-1.5 text-sm">
                  {card.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <span aria-hidden="true" className="text-frame-500">
                        ✓
                      </span>
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/diensten/${card.slug}`}
                  className="btn-outline mt-5"
                  aria-label={`Meer informatie over ${card.title}`}
                >
                  Meer informatie
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/**
 * Three pictures in a grid; each opens enlarged in a native popover over a dark backdrop, without
 * JavaScript: it closes by its button, a click on the backdrop or Escape, and the page does not
 * scroll behind it (app.css). 'Bekijk alle foto's' opens every picture in one scrollable popover.
 */
export function GallerySection() {
  return (
    <section id="galerij" aria-labelledby="galerij-titel" className="container-page py-20">
      <SectionTitle id="galerij-titel" eyebrow="Galerij" title="Een kijkje binnen" />
      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {gallery.slice(0, GALLERY_PREVIEW).map((picture, index) => (
          <li key={picture.file}>
            <button
              type="button"
              popoverTarget={photoId(index)}
              className="group block w-full cursor-zoom-in overflow-hidden rounded-xl"
              aria-label={`Vergroot: ${picture.alt}`}
            >
              <Picture
                picture={picture}
                sizes="(min-width: 640px) 33vw, 100vw"
                className={
                  'aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105'
                }
              />
            </button>
            <PhotoPopover id={photoId(index)} label={picture.alt}>
              <LargePicture picture={picture} />
            </PhotoPopover>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center">
        <button type="button" popoverTarget="alle-fotos" className="btn-outline">
          {`Bekijk alle foto's (${gallery.length})`}
        </button>
      </p>
      <PhotoPopover id="alle-fotos" label="Alle foto's">
        <ul className="space-y-10 py-10">
          {gallery.map((picture) => (
            <li key={picture.file}>
              <LargePicture picture={picture} />
            </li>
          ))}
        </ul>
      </PhotoPopover>
    </section>
  )
}

const photoId = (index: number) => `foto-${index + 1}`

function PhotoPopover({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-label={label}
      className="photo-popover m-auto max-h-[95dvh] max-w-[95vw] overflow-y-auto rounded-xl bg-ink p-4 text-white"
    >
      <div className="sticky top-0 z-10 flex justify-end">
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          className="rounded-full bg-white/15 px-4 py-2 font-medium text-white backdrop-blur hover:bg-white/25"
        >
          Sluiten
        </button>
      </div>
      <div className="flex items-center justify-center">{children}</div>
    </div>
  )
}

/**
 * A picture at full size; a spinner shows behind it until it has loaded (app.css). It takes its
 * whole width and the height of its width/height ratio before the file has loaded, so a picture
 * that loads later never pushes the one the visitor scrolled to out of view; a picture taller than
 * the screen is shown whole inside that box.
 */
function LargePicture({ picture }: { picture: PictureData }) {
  return (
    <figure className="photo-loading mx-auto flex w-full max-w-5xl flex-col items-center">
      <picture className="block w-full">
        <source type="image/avif" srcSet={srcSet(picture, 'avif')} sizes="90vw" />
        <source type="image/webp" srcSet={srcSet(picture, 'webp')} sizes="90vw" />
        <img
          src={`/images/${picture.file}-1600.jpg`}
          width={picture.width}
          height={picture.height}
          alt={picture.alt}
          loading="lazy"
          className="h-auto max-h-[80dvh] w-full rounded-lg object-contain"
        />
      </picture>
      <figcaption className="mt-3 text-center text-sm text-white/80">{picture.alt}</figcaption>
    </figure>
  )
}

export function Vision() {
  return (
    <section aria-labelledby="visie-titel" className="bg-mortar/50 py-20">
      <div className="container-page grid gap-12 lg:grid-cols-2">
        <div>
          <SectionTitle id="visie-titel" eyebrow="Onze visie" title={vision.title} center={false} />
          {vision.text.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-ink-soft">
              {paragraph}
            </p>
          ))}
        </div>
        <div>
          <h3 className="font-display text-2xl font-semibold">{vision.benefitsTitle}</h3>
          <ol className="mt-6 space-y-4">
            {vision.benefits.map((benefit, index) => (
              <li key={benefit.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className={
                    'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brick-700 ' +
                    'font-semibold text-white'
                  }
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold">{benefit.title}</p>
                  <p className="text-ink-soft">{benefit.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}

export function RatesTeaser() {
  return (
    <section aria-labelledby="tarieven-titel" className="container-page py-20">
      <div className="rounded-2xl bg-brick-800 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="tarieven-titel" className="font-display text-3xl font-semibold">
          {ratesTeaser.title}
        </h2>
        <ul className="mx-auto mt-6 grid max-w-3xl gap-3 text-left sm:grid-cols-2">
          {ratesTeaser.points.map((point) => (
            <li key={point} className="flex gap-2">
              <span aria-hidden="true">✓</span>
              {point}
            </li>
          ))}
        </ul>
        <Link to="/tarieven" className="btn-primary mt-8 bg-white text-brick-800 hover:bg-brick-50">
          Bekijk tarieven
        </Link>
      </div>
    </section>
  )
}

/**
 * At most one answer open (details sharing a name); it works by keyboard and without JavaScript.
 * `terms`: the list in effect's; `sentences`: the sentences an answer lists, by the name the FAQ gives
 * them, as that list words them.
 */
export function FaqSection({
  terms,
  lunches,
  sentences,
}: {
  terms: VenueTerms
  lunches: readonly Pick<PriceEntry, 'label' | 'includes'>[]
  sentences: Record<NonNullable<FaqItem['terms']>, readonly string[]>
}) {
  return (
    <section aria-labelledby="faq-titel" className="container-page py-20">
      <SectionTitle id="faq-titel" eyebrow="Goed om te weten" title="Veelgestelde vragen" />
      <div className="mx-auto mt-10 max-w-3xl">
        <div className="divide-y divide-mortar rounded-xl border border-mortar bg-white">
          {faq(terms, lunches).map((item) => (
            <details key={item.question} name="veelgestelde-vragen" className="group">
              <summary
                className={
                  'flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 ' +
                  'font-medium hover:bg-cream [&::-webkit-details-marker]:hidden'
                }
              >
                <span>{item.question}</span>
                <span aria-hidden="true" className="text-xl text-brick-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <div className="px-5 pb-5 text-ink-soft">
                <p>{item.answer}</p>
                {item.terms ? <TermsList terms={sentences[item.terms]} /> : null}
                {item.parkingGuide ? (
                  <p className="mt-2">
                    <a
                      href={venue.parking.guidePath}
                      className="font-medium text-brick-700 underline underline-offset-4"
                      download
                    >
                      Download de parkeerwijzer (PDF)
                    </a>
                  </p>
                ) : null}
              </div>
            </details>
          ))}
        </div>
        <p className="mt-8 text-center">
          <a href="#contact" className="btn-outline">
            Neem contact op
          </a>
        </p>
      </div>
    </section>
  )
}

export function ContactAside() {
  return (
    <div>
      <SectionTitle
        id="contact-titel"
        eyebrow="Contact"
        title="Maak een afspraak of stuur een bericht"
        center={false}
      />
      <div className="mt-8">
        <ContactDetails />
      </div>
      <div className="mt-6 rounded-lg border border-mortar bg-white p-4 text-sm">
        <p className="font-semibold">{venue.parking.summary}</p>
        <p className="mt-1 text-ink-soft">{venue.parking.inShort}</p>
        <a
          href={venue.parking.guidePath}
          className="mt-2 inline-block font-medium text-brick-700 underline underline-offset-4"
          download
        >
          Download de parkeerwijzer (PDF)
        </a>
      </div>
      <div className="mt-6">
        <MapEmbed />
      </div>
    </div>
  )
}

function SectionTitle({
  id,
  eyebrow,
  title,
  center = true,
}: {
  id: string
  eyebrow: string
  title: string
  center?: boolean
}) {
  return (
    <div className={center ? 'text-center' : ''}>
      <p className="text-sm font-semibold tracking-wide text-brick-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 font-display text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
    </div>
  )
}
