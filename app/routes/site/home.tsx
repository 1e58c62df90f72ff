import { Link } from 'react-router'
import { ContactDetails } from '~/components/contact-details'
import { ContactForm } from '~/components/contact-form'
import { NewsletterForm } from '~/components/newsletter-form'
import { pageTitle, venue } from '~/content/venue'

const description = `Karaktervolle vergaderruimte voor teams tot ${venue.capacity} personen in een monumentale paardenslagerij uit ${venue.builtIn} in ${venue.address.city}, Noord-Holland. Koffie, scherm en schrijfwaren altijd inbegrepen.`

export const meta = () => [{ title: pageTitle() }, { name: 'description', content: description }]

export default function HomePage() {
  return (
    <>
      <Hero />
      <ContactSection />
      <NewsletterSection />
    </>
  )
}

function Hero() {
  return (
    <section id="home" className="bg-brick-800 text-white">
      <div className="container-page py-24 sm:py-32">
        <p className="inline-block rounded-full bg-white/10 px-4 py-1 text-sm font-medium">Uniek in Noord-Holland</p>
        <h1 className="mt-6 max-w-3xl font-display text-4xl font-semibold sm:text-6xl">Een inspirerende plek met karakter</h1>
        <p className="mt-6 max-w-2xl text-lg text-brick-100">{description}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to="/tarieven" className="btn-primary bg-white text-brick-800 hover:bg-brick-50">
            Ruimte boeken
          </Link>
          <Link to="/contact" className="btn-outline border-white text-white hover:bg-white/10">
            Neem contact op
          </Link>
        </div>
      </div>
    </section>
  )
}

function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-titel" className="container-page grid gap-12 py-20 lg:grid-cols-[1fr_2fr]">
      <div>
        <h2 id="contact-titel" className="font-display text-3xl font-semibold">
          Contact
        </h2>
        <p className="mt-3 text-ink-soft">Kom gerust langs voor een kop koffie en een rondleiding, of stuur ons een bericht.</p>
        <div className="mt-8">
          <ContactDetails />
        </div>
      </div>
      <div className="rounded-xl border border-mortar bg-white p-6 shadow-sm sm:p-8">
        <h3 className="font-display text-2xl font-semibold">Stuur ons een bericht</h3>
        <div className="mt-6">
          <ContactForm id="contact-home" />
        </div>
      </div>
    </section>
  )
}

function NewsletterSection() {
  return (
    <section aria-labelledby="nieuwsbrief-titel" className="bg-mortar/60">
      <div className="container-page grid gap-6 py-16 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="nieuwsbrief-titel" className="font-display text-3xl font-semibold">
            Nieuwsbrief
          </h2>
          <p className="mt-3 text-ink-soft">
            Ontvang als eerste bericht over open dagen, workshops en nieuwe mogelijkheden in De Oude Paardenslagerij. We
            respecteren je privacy en je kunt je op elk moment uitschrijven.
          </p>
        </div>
        <NewsletterForm id="nieuwsbrief-home" />
      </div>
    </section>
  )
}
