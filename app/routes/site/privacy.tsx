import { Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { mapProvider, venue, venueAddressLine } from '~/content/venue'
import { RATE_LIMIT_KEEP_HOURS } from '~/lib/rate-window'
import { retentionStatement } from '~/lib/retention'
import { seo } from '~/lib/seo'
import { retentionPeriods } from '~/server/env.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/privacy'

const title = 'Privacyverklaring'
const intro =
  'Welke gegevens we van je vragen, waarom, hoe lang we ze bewaren en wat je rechten zijn. Kort gezegd: we ' +
  'vragen alleen wat we nodig hebben, verkopen niets en plaatsen geen cookies.'

/** The retention periods as configured: the page promises what the cron enforces. */
export function loader({ context }: Route.LoaderArgs) {
  return { retention: retentionStatement(retentionPeriods(services(context).config)) }
}

/** What we record, why, and on what ground: each purpose as one or two plain sentences. */
const purposes = [
  {
    what: 'Contactformulier',
    text: 'We vragen je naam, e-mailadres, een onderwerp en je bericht, om je vraag te beantwoorden (op jouw verzoek).',
  },
  {
    what: 'Offerte en boeking',
    text:
      'We vragen je naam, bedrijf, e-mailadres, telefoonnummer, adres, KvK-nummer en btw-id (voor de ' +
      'e-factuur), je referentie of inkoopordernummer, je keuzes en je opmerking, om je offerte te maken, je ' +
      'boeking voor te bereiden en uit te voeren, je aan je bijeenkomst te herinneren en te factureren ' +
      '(uitvoering van de overeenkomst; de factuur is een wettelijke plicht).',
  },
  {
    what: 'Betalen',
    text:
      'We registreren het bedrag, de status en eventuele terugbetalingen van je betaling, om bij te houden welke ' +
      'facturen betaald zijn en wat we je terugstorten. ' +
      'Mollie verwerkt de betaling zelf; wij zien geen inloggegevens van je bank.',
  },
  {
    what: 'Nieuwsbrief',
    text:
      'We vragen je e-mailadres om je de nieuwsbrief te sturen, alleen met je toestemming. Die bevestig je via ' +
      'een link in een e-mail; afmelden kan met één klik.',
  },
  {
    what: 'Wachtlijst',
    text:
      'We vragen je e-mailadres, de datum en het dagdeel, om je te mailen als het dagdeel vrijkomt; alleen met ' +
      'je toestemming.',
  },
  {
    what: 'Bescherming tegen misbruik',
    text:
      'We registreren een onherleidbare code op basis van je IP-adres, nooit het adres zelf, om te tellen hoe ' +
      'vaak een formulier wordt verstuurd en spam te weren (gerechtvaardigd belang). Die code wissen we na ' +
      `${RATE_LIMIT_KEEP_HOURS} uur.`,
  },
]

const processors = [
  { name: 'Cloudflare', role: 'host de website en de database en beschermt ze tegen aanvallen' },
  { name: 'Resend', role: 'verstuurt onze e-mails (bevestigingen, offertes, facturen, de nieuwsbrief)' },
  { name: 'Mollie (Amsterdam)', role: 'verwerkt betalingen en terugbetalingen met iDEAL' },
]

const rights = [
  'je gegevens inzien, en een kopie krijgen in een gangbaar bestand (JSON of CSV);',
  'onjuiste gegevens laten verbeteren;',
  'je gegevens laten wissen, behalve wat we voor de Belastingdienst moeten bewaren;',
  'bezwaar maken tegen of een beperking vragen van wat we met je gegevens doen;',
  'je toestemming intrekken, bijvoorbeeld voor de nieuwsbrief of de wachtlijst.',
]

export default function PrivacyPage({ loaderData: { retention } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className="container-page max-w-3xl space-y-12 py-14 text-lg text-ink-soft">
        <section aria-labelledby="wie">
          <h2 id="wie" className="font-display text-2xl font-semibold text-ink">
            Wie we zijn
          </h2>
          <p className="mt-4">
            {`${venue.name}, ${venueAddressLine}, KvK ${venue.kvk}, is verantwoordelijk voor de persoonsgegevens ` +
              `die we via deze website en bij je boeking verwerken. Vragen over privacy stel je aan ${venue.email} ` +
              `of via ${venue.phone.display}.`}
          </p>
        </section>

        <section aria-labelledby="gegevens">
          <h2 id="gegevens" className="font-display text-2xl font-semibold text-ink">
            Welke gegevens en waarom
          </h2>
          <dl className="mt-4 space-y-4">
            {purposes.map((purpose) => (
              <div key={purpose.what}>
                <dt className="font-semibold text-ink">{purpose.what}</dt>
                <dd>{purpose.text}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="bewaren">
          <h2 id="bewaren" className="font-display text-2xl font-semibold text-ink">
            Hoe lang we gegevens bewaren
          </h2>
          <p className="mt-4">Na de termijnen hieronder verwijderen we je gegevens automatisch.</p>
          <div className="mt-4 overflow-x-auto rounded-lg border border-mortar bg-white">
            <table className="w-full text-left text-base">
              <caption className="sr-only">Bewaartermijnen</caption>
              <thead className="bg-mortar/60 text-sm text-ink">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Gegevens
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Bewaard
                  </th>
                </tr>
              </thead>
              <tbody>
                {retention.map((row) => (
                  <tr key={row.what} className="border-t border-mortar align-top">
                    <td className="px-4 py-2 text-ink">{row.what}</td>
                    <td className="px-4 py-2">{row.kept}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="delen">
          <h2 id="delen" className="font-display text-2xl font-semibold text-ink">
            Met wie we gegevens delen
          </h2>
          <p className="mt-4">
            We verkopen je gegevens nooit. Deze bedrijven verwerken ze in onze opdracht, met een verwerkersovereenkomst,
            en alleen voor dit doel:
          </p>
          <ul className="mt-4 list-disc space-y-2 pl-6">
            {processors.map((processor) => (
              <li key={processor.name}>
                <span className="font-semibold text-ink">{processor.name}</span>
                {` ${processor.role}.`}
              </li>
            ))}
          </ul>
          <p className="mt-4">
            Cloudflare en Resend zijn Amerikaanse bedrijven. Komen gegevens buiten de Europese Unie terecht, dan gebeurt
            dat op basis van de EU-standaardcontractbepalingen en het EU-VS-gegevensprivacykader. Verder geven we
            gegevens alleen af als de wet dat eist, zoals facturen aan de Belastingdienst.
          </p>
          <p className="mt-4">
            De agenda-app van de eigenaar (bijvoorbeeld Google Agenda of de agenda van de iPhone) haalt onze boekingen
            op via een geheime link. Daarin staan bij je boeking je naam, je bedrijf en wat je hebt geboekt; nooit je
            telefoonnummer, e-mailadres of opmerking.
          </p>
          <p className="mt-4">
            {`De kaart op de homepage komt van ${mapProvider.name} ` +
              `(${mapProvider.organisation}). Om de kaart te tonen, haalt je browser haar daar op; daarbij ziet ` +
              'OpenStreetMap je IP-adres, zoals bij elke website die je bezoekt. Wij geven OpenStreetMap verder ' +
              'niets door; hoe zij met je gegevens omgaan, lees je in hun '}
            <a href={mapProvider.privacyUrl} className="text-brick-700 underline" rel="noopener noreferrer">
              privacybeleid
            </a>
            . Je browser haalt de kaart pas op als je ernaartoe scrolt.
          </p>
        </section>

        <section aria-labelledby="cookies">
          <h2 id="cookies" className="font-display text-2xl font-semibold text-ink">
            Geen cookies
          </h2>
          <p className="mt-4">
            Deze website plaatst geen cookies en gebruikt geen analyse-, advertentie- of socialemediadiensten die je
            volgen. Daarom vragen we je ook nergens om toestemming voor cookies. Alleen het beheergedeelte, waar de
            eigenaar inlogt, zet één noodzakelijke cookie om ingelogd te blijven.
          </p>
        </section>

        <section aria-labelledby="rechten">
          <h2 id="rechten" className="font-display text-2xl font-semibold text-ink">
            Je rechten
          </h2>
          <p className="mt-4">Je mag altijd:</p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {rights.map((right) => (
              <li key={right}>{right}</li>
            ))}
          </ul>
          <p className="mt-4">
            {`Mail ons op ${venue.email} of bel ${venue.phone.display}. We reageren binnen een maand, en vragen je ` +
              'hooguit om te laten zien dat het om jouw gegevens gaat. Afmelden voor de nieuwsbrief kan ook direct ' +
              'via de link onder elke nieuwsbrief.'}
          </p>
          <p className="mt-4">
            Ben je niet tevreden over hoe we met je gegevens omgaan? Laat het ons weten; je mag ook een klacht indienen
            bij de{' '}
            <a
              href="https://www.autoriteitpersoonsgegevens.nl"
              className="text-brick-700 underline"
              rel="noopener noreferrer"
            >
              Autoriteit Persoonsgegevens
            </a>
            .
          </p>
        </section>

        <p className="text-base">
          Laatst bijgewerkt op 25 november 2026. Lees ook onze{' '}
          <Link to="/voorwaarden" className="text-brick-700 underline">
            voorwaarden
          </Link>
          .
        </p>
      </div>
    </>
  )
}

export const meta: Route.MetaFunction = (args) => seo(args, { title, description: intro })
