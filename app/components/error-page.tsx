import { Link } from 'react-router'
import { venue } from '~/content/venue'

const messages: Record<number, { title: string; text: string }> = {
  400: {
    title: 'Dat ging niet goed',
    text: 'Het formulier kon niet worden gelezen. Vernieuw de pagina en probeer het opnieuw.',
  },
  404: {
    title: 'Pagina niet gevonden',
    text: 'Deze pagina bestaat niet (meer). Misschien is de link verouderd of zit er een tikfout in het adres.',
  },
  405: {
    title: 'Dat kan hier niet',
    text: 'Deze pagina kan dit verzoek niet verwerken. Ga terug en probeer het via de knoppen op de pagina.',
  },
  413: {
    title: 'Te veel tekst',
    text: 'Het formulier is te groot om te versturen. Ga terug, maak de tekst korter en probeer het opnieuw.',
  },
  415: {
    title: 'Dat kan hier niet',
    text: 'Deze gegevens kunnen alleen via het formulier op de pagina worden verstuurd.',
  },
}

const fallback = {
  title: 'Er is iets misgegaan',
  text: 'Door een storing kunnen we deze pagina nu niet tonen. Probeer het over een paar minuten opnieuw.',
}

/** The Dutch page for a 404, a refused request or an unexpected error. Shows no internals. */
export function ErrorPage({ status }: { status: number }) {
  const { title, text } = messages[status] ?? fallback
  return (
    <section aria-labelledby="foutmelding" className="py-8 text-center">
      <p className="font-display text-6xl font-semibold text-brick-700">{status}</p>
      <h1 id="foutmelding" className="mt-4 font-display text-3xl font-semibold text-ink">
        {title}
      </h1>
      <p className="mx-auto mt-4 max-w-prose text-ink-soft">{text}</p>
      <p className="mx-auto mt-2 max-w-prose text-ink-soft">
        Liever direct iemand spreken? Bel{' '}
        <a
          className="font-medium whitespace-nowrap text-brick-700 underline underline-offset-4"
          href={venue.phone.href}
        >
          {venue.phone.display}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Naar de homepage
        </Link>
        <Link to="/contact" className="btn-outline">
          Neem contact op
        </Link>
      </div>
    </section>
  )
}
