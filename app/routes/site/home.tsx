import { Link } from 'react-router'
import { pageTitle, venue } from '~/content/venue'

const description = `Karaktervolle vergaderruimte voor teams tot ${venue.capacity} personen in een monumentale paardenslagerij uit ${venue.builtIn} in ${venue.address.city}, Noord-Holland. Koffie, scherm en schrijfwaren altijd inbegrepen.`

export const meta = () => [{ title: pageTitle() }, { name: 'description', content: description }]

export default function HomePage() {
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
