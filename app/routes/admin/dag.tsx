import { data, Form, Link, redirect } from 'react-router'
import { adminTitle, Badge, EmptyState, Section } from '~/components/admin/ui'
import { isCalendarDay } from '~/lib/calendar'
import { addDays, amsterdamDate } from '~/lib/dates'
import { preparationFacts, reviewUrlProblem, type SheetEntry, sheetEntries } from '~/lib/day-sheet'
import { capitalised, formatLongDate } from '~/lib/format'
import { dutchHours } from '~/lib/pricing'
import { dayBookingsReading } from '~/server/days/day-bookings.server'
import { readTogether } from '~/server/db/batch.server'
import { readForm } from '~/server/http/form-body.server'
import { ownerSettingReading, reviewUrlReading, setOwnerSetting, setReviewUrl } from '~/server/owner-settings.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/dag'

/**
 * /admin/dag/{datum}: the owner's day sheet. Who comes when, how many, what they eat and drink,
 * what they wrote and what is still to be paid, in the order of the day; /admin/dag opens today.
 * It prints clean (the admin's header is not printed) and comes as a PDF too.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const today = amsterdamDate(new Date())
  if (!params.datum) throw redirect(`/admin/dag/${today}`)
  if (!isCalendarDay(params.datum)) throw data('Geen geldige datum', { status: 404 })
  const app = services(context)
  const date = params.datum
  const read = await readTogether(app.db, {
    bookings: dayBookingsReading(app.db, date, date),
    morningMail: ownerSettingReading(app.db, 'morningMail'),
    reviewUrl: reviewUrlReading(app.db),
  })
  return { date, today, entries: sheetEntries(read.bookings), morningMail: read.morningMail, reviewUrl: read.reviewUrl }
}

/**
 * The owner's settings for the day: the morning mail on or off (server/days/morning-mail.server.ts),
 * and the review address the thank-you asks for a review at (ADR 044); each with a line in the log.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = services(context)
  const form = await readForm(request)
  const intent = form.get('intent')
  if (intent === 'ochtendmail') {
    await setOwnerSetting(db, 'morningMail', form.get('aan') === 'ja', Date.now())
    throw redirect(`/admin/dag/${params.datum ?? ''}#ochtendmail`, 303)
  }
  if (intent !== 'reviewadres') throw data('Onbekende opdracht.', { status: 400 })
  const typed = String(form.get('reviewUrl') ?? '').trim()
  const problem = typed === '' ? undefined : reviewUrlProblem(typed)
  if (problem) return data({ reviewUrl: typed, problem }, { status: 400 })
  await setReviewUrl(db, typed === '' ? null : typed, Date.now())
  throw redirect(`/admin/dag/${params.datum ?? ''}#reviews`, 303)
}

export default function DaySheetPage({ loaderData, actionData }: Route.ComponentProps) {
  const { date, today, entries, morningMail, reviewUrl } = loaderData
  const step = 'btn-outline px-3 py-1.5 text-sm whitespace-nowrap'
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold">Dagblad</h1>
          <p className="mt-1 text-lg">{capitalised(formatLongDate(date))}</p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <a href={`/admin/dag/${date}/dagblad.pdf`} className={step}>
            Download als pdf
          </a>
          <Link to={`/admin/catering?van=${date}&tot=${date}`} className={step}>
            Catering van deze dag
          </Link>
        </div>
      </div>
      <nav aria-label="Andere dag" className="mt-4 flex flex-wrap items-center gap-2 print:hidden">
        <Link to={`/admin/dag/${addDays(date, -1)}`} className={step}>
          ‹ Vorige dag
        </Link>
        {date === today ? null : (
          <Link to={`/admin/dag/${today}`} className="text-sm text-brick-700 underline underline-offset-4">
            Vandaag
          </Link>
        )}
        <Link to={`/admin/dag/${addDays(date, 1)}`} className={step}>
          Volgende dag ›
        </Link>
        <Link to={`/admin/kalender?week=${date}`} className="text-sm text-brick-700 underline underline-offset-4">
          Naar de kalender
        </Link>
      </nav>
      {entries.length === 0 ? (
        <div className="mt-6">
          <EmptyState>Geen bevestigde boekingen of opties op deze dag.</EmptyState>
        </div>
      ) : (
        <ol className="mt-6 grid gap-4">
          {entries.map((entry) => (
            <li key={entry.bookingId}>
              <SheetCard entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <MorningMailSetting on={morningMail} />
      <ReviewSetting saved={reviewUrl} typed={actionData?.reviewUrl} problem={actionData?.problem} />
    </>
  )
}

/** One button turns the owner's morning mail the other way (ADR 043). */
function MorningMailSetting({ on }: { on: boolean }) {
  return (
    <div className="print:hidden">
      <Section title="Ochtendmail" id="ochtendmail">
        <Form method="post" className="max-w-3xl rounded-lg border border-mortar bg-white p-5 text-sm">
          <input type="hidden" name="intent" value="ochtendmail" />
          <input type="hidden" name="aan" value={on ? 'nee' : 'ja'} />
          <p>
            Op een dag met boekingen, of met catering om te bestellen, mailen we je om 7.00 uur het dagblad van die dag
            en de catering voor de datums waarvan het aantal personen dan vaststaat.
          </p>
          <p className="mt-2 font-medium">{on ? 'Nu: de ochtendmail staat aan.' : 'Nu: de ochtendmail staat uit.'}</p>
          <button type="submit" className="btn-outline mt-3 px-3 py-1.5">
            {on ? 'Ochtendmail uitzetten' : 'Ochtendmail aanzetten'}
          </button>
        </Form>
      </Section>
    </div>
  )
}

function SheetCard({ entry }: { entry: SheetEntry }) {
  const { contact } = entry
  const facts: [string, React.ReactNode][] = [
    ['Contact', contact.company ? `${contact.name} (${contact.company})` : contact.name],
    [
      'Telefoon',
      contact.phone ? (
        <a key="telefoon" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-4">
          {contact.phone}
        </a>
      ) : (
        'niet opgegeven'
      ),
    ],
    ['E-mail', contact.email],
    ...preparationFacts(entry),
  ]
  return (
    <article
      aria-labelledby={`boeking-${entry.bookingId}`}
      className="rounded-lg border border-mortar bg-white p-4 break-inside-avoid sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`boeking-${entry.bookingId}`} className="font-display text-xl font-semibold">
          {`${entry.part}, ${dutchHours(entry.start, entry.end)}`}
        </h2>
        <div className="flex items-center gap-2">
          {entry.status === 'optie' ? <Badge variant="secondary">optie</Badge> : null}
          <Link
            to={`/admin/boekingen/${entry.bookingId}`}
            className="text-sm text-brick-700 underline underline-offset-4"
          >
            {`Boeking ${entry.bookingId}`}
          </Link>
        </div>
      </div>
      {entry.dateCount > 1 ? (
        <p className="mt-1 text-sm text-ink-soft">{`Dag ${entry.dateNumber} van ${entry.dateCount}`}</p>
      ) : null}
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-ink-soft">{label}</dt>
            <dd className="mb-2 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {entry.message ? (
        <div className="mt-3 rounded-md bg-cream p-3">
          <h3 className="text-sm font-medium text-ink-soft">Opmerking van de klant</h3>
          <p className="mt-1 whitespace-pre-line">{entry.message}</p>
        </div>
      ) : null}
    </article>
  )
}

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  { title: adminTitle(loaded ? `Dagblad ${formatLongDate(loaded.date)}` : 'Dagblad') },
  { name: 'robots', content: 'noindex, nofollow' },
]

/**
 * The review address (e.g. the owner's Google Business Profile's review link): with it, the thank-you
 * the day after a meeting asks every customer alike for a review, unless they said no (ADR 044).
 */
function ReviewSetting({ saved, typed, problem }: { saved: string | null; typed?: string; problem?: string }) {
  return (
    <div className="print:hidden">
      <Section title="Reviews" id="reviews">
        <Form method="post" noValidate className="max-w-3xl rounded-lg border border-mortar bg-white p-5 text-sm">
          <input type="hidden" name="intent" value="reviewadres" />
          <p>
            De dag na de laatste datum van een bevestigde boeking krijgt de klant een bedankje met de stand van de
            factuur. Vul je hier je reviewlink in, dan vragen we daarin ook om een review: elke klant, tenzij die heeft
            aangegeven dat liever niet te willen. Leeg laten: geen vraag om een review.
          </p>
          <label htmlFor="reviewUrl" className="mt-3 block font-medium">
            Reviewlink
          </label>
          <input
            id="reviewUrl"
            name="reviewUrl"
            type="url"
            inputMode="url"
            defaultValue={typed ?? saved ?? ''}
            placeholder="https://g.page/r/…/review"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'reviewUrl-fout' : undefined}
            className="mt-1 block w-full rounded-md border border-ink-soft/40 bg-white px-3 py-2"
          />
          {problem ? (
            <p id="reviewUrl-fout" className="mt-1 text-red-700">
              {problem}
            </p>
          ) : null}
          <button type="submit" className="btn-outline mt-3 px-3 py-1.5">
            Bewaren
          </button>
        </Form>
      </Section>
    </div>
  )
}
