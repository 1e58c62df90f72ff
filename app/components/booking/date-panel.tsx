import { Link } from 'react-router'
import { venue, venueAddressLine } from '~/content/venue'
import type { DayAvailability, PartStatus } from '~/lib/availability'
import { calculatorSearch } from '~/lib/calculator'
import { capitalised, formatLongDate } from '~/lib/format'
import { type DayPart, dayPartInfo, dayPartText, ROOM_INCLUDES } from '~/lib/pricing'
import { statusStyle } from './availability-calendar'

const tips = [
  'Online boek je per dagdeel of een hele dag; korter of in het weekend kan op aanvraag.',
  'Koffie en thee kies je als arrangement in de calculator, de lunch erbij.',
  `${capitalised(ROOM_INCLUDES)} horen bij de zaalhuur.`,
]

const bookable = (status: PartStatus) => status === 'vrij' || status === 'aangevraagd'

/** The side panel of /boeken: what the chosen date offers, and the way to book it. */
/** `maxPeople`: the room under the list in effect today. */
export function DatePanel({ day, maxPeople }: { day?: DayAvailability; maxPeople: number }) {
  return (
    <aside
      id="dagdeel-status"
      aria-labelledby="gekozen-datum"
      className="self-start rounded-xl border border-mortar bg-white p-6 shadow-sm"
    >
      {day ? <ChosenDate day={day} /> : <NoDate />}
      <dl className="mt-6 space-y-3 border-t border-mortar pt-5 text-sm">
        <Fact term="Beschikbare tijden">{`${venue.openingHours.hours} (daarbuiten op aanvraag)`}</Fact>
        <Fact term="Locatie">{`${venue.name}, ${venueAddressLine}`}</Fact>
        <Fact term="Capaciteit">{`Tot ${maxPeople} personen`}</Fact>
      </dl>
      <h3 className="mt-5 text-sm font-semibold">Tips voor je boeking</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-soft">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  )
}

function NoDate() {
  return (
    <>
      <h3 id="gekozen-datum" className="font-display text-xl font-semibold">
        Kies een datum
      </h3>
      <p className="mt-2 text-ink-soft">Selecteer een datum in de kalender om te zien welke dagdelen nog vrij zijn.</p>
    </>
  )
}

/** The day parts a booking or an optie holds (1 ochtend, 2 middag): those have a waiting list. */
const busyParts = (day: DayAvailability): DayPart[] =>
  ([1, 2] as const).filter((part) => ['bezet', 'optie'].includes(day[part === 1 ? 'ochtend' : 'middag']))

/** Held for someone who still decides, and by nothing firmer. */
const inOptie = (day: DayAvailability) =>
  [day.ochtend, day.middag].includes('optie') && ![day.ochtend, day.middag].includes('bezet')

function ChosenDate({ day }: { day: DayAvailability }) {
  const options = ([1, 2, 3] as DayPart[]).filter((part) =>
    part === 3 ? bookable(day.ochtend) && bookable(day.middag) : bookable(part === 1 ? day.ochtend : day.middag),
  )
  const closed = [day.ochtend, day.middag].every((status) => status === 'gesloten' || status === 'op aanvraag')
  return (
    <>
      <h3 id="gekozen-datum" className="font-display text-xl font-semibold first-letter:uppercase">
        {formatLongDate(day.date)}
      </h3>
      <ul className="mt-3 space-y-2" aria-label="Beschikbaarheid per dagdeel">
        {(['ochtend', 'middag'] as const).map((part) => (
          <li key={part} className="flex items-center justify-between gap-3">
            <span>{dayPartText(part === 'ochtend' ? 1 : 2)}</span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyle[day[part]].className}`}>
              {statusStyle[day[part]].label}
            </span>
          </li>
        ))}
      </ul>
      {busyParts(day).length > 0 ? (
        <p className="mt-4 text-sm">
          <Link
            to={`/wachtlijst?datum=${day.date}&dagdeel=${busyParts(day).length === 2 ? 3 : busyParts(day)[0]}`}
            className="font-medium text-brick-700 underline"
          >
            {`Op de wachtlijst voor ${busyParts(day).length === 2 ? 'deze dag' : 'het bezette dagdeel'}`}
          </Link>
        </p>
      ) : null}
      {day.ochtend === 'optie' || day.middag === 'optie' ? (
        <p className="mt-2 text-sm text-ink-soft">
          Optie: we houden dit voor iemand vast tot die beslist. Vervalt de optie, dan mailen we de wachtlijst.
        </p>
      ) : null}
      {options.length > 0 ? (
        <div className="mt-5 space-y-2">
          {day.ochtend === 'aangevraagd' || day.middag === 'aangevraagd' ? (
            <p className="text-sm text-ink-soft">
              Aangevraagd: er ligt al een aanvraag die nog niet is bevestigd. Je kunt zelf ook aanvragen.
            </p>
          ) : null}
          {options.map((part, index) => (
            <Link
              key={part}
              to={`/tarieven?${calculatorSearch({ date: day.date, dayParts: part })}`}
              className={`${index === 0 ? 'btn-primary' : 'btn-outline'} w-full`}
            >
              {`${dayPartInfo[part].label} boeken`}
            </Link>
          ))}
        </div>
      ) : (
        <div className="mt-5 rounded-md bg-brick-50 p-4 text-sm text-brick-900" role="status">
          <p className="font-semibold">
            {closed ? 'Online niet te boeken' : inOptie(day) ? 'Deze dag is in optie' : 'Deze dag is al bezet'}
          </p>
          <p className="mt-1">
            {closed && day.closedReason ? day.closedReason : 'Kies een andere datum, of zet je op de wachtlijst.'}
          </p>
          <p className="mt-2">
            {'Toch op deze dag? Bel '}
            <a href={venue.phone.href} className="font-medium whitespace-nowrap underline">
              {venue.phone.display}
            </a>
            {' of '}
            <Link to="/contact" className="font-medium underline">
              stuur ons een bericht
            </Link>
            .
          </p>
        </div>
      )}
    </>
  )
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold">{term}</dt>
      <dd className="text-ink-soft">{children}</dd>
    </div>
  )
}
