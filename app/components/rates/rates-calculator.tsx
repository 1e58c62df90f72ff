/**
 * The step-by-step calculator of /tarieven. Without JavaScript it is a GET form: submitting it
 * shows the same breakdown, computed on the server. With JavaScript every change recalculates
 * at once with the same pricing module the server uses.
 */
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react'
import { Form, Link } from 'react-router'
import { ContactDetails } from '~/components/contact-details'
import { useHydrated } from '~/components/use-hydrated'
import type { RequestMode } from '~/content/requests'
import { changedTerms } from '~/content/terms'
import { checkBookingDate, type HeldSlots, takenDayPart, type VenueCalendar, windowText } from '~/lib/availability'
import { daysSummary } from '~/lib/booking-days'
import {
  type CalculatorState,
  calculatorList,
  calculatorParams,
  calculatorPrice,
  calculatorSearch,
  EXTRA_PARAM,
  initialCalculatorState,
  type LaterDayChoice,
  type Purpose,
} from '~/lib/calculator'
import { formatDate, formatEuro } from '~/lib/format'
import { entriesOf, entryOf, listOn, type PriceBook, type PriceEntry, peopleLimit, unitText } from '~/lib/price-list'
import {
  type Arrangement,
  arrangementUnitCents,
  choiceInfo,
  type DayPart,
  dayPartInfo,
  dayPartText,
  dayPartValues,
  fitsRoom,
  MIN_PEOPLE,
  offeredChoices,
  peopleMessage,
  roomPriceInclVatCents,
  roomUnitCents,
} from '~/lib/pricing'
import { DaysList } from './days-list'
import { LaterDates } from './later-dates'
import { PriceBreakdown } from './price-breakdown'
import { PrintableQuote } from './printable-quote'
import { TakenNotice } from './taken-notice'

/**
 * The request dialog (with its form validation) is not needed to read or use the calculator, so it
 * loads on demand: when the pointer rests on or the keyboard reaches a request button, and at the
 * latest at the click (docs/decisions/025-javascript-in-few-files.md).
 */
const loadRequestDialog = () => import('./request-dialog')
const RequestDialog = lazy(() => loadRequestDialog().then((module) => ({ default: module.RequestDialog })))
const prefetchRequestDialog = () => {
  // A failure here shows at the click, which then opens the request page instead.
  loadRequestDialog().catch(() => undefined)
}

export function RatesCalculator({
  initial,
  today,
  lastDate,
  now,
  calendar,
  held,
  book,
}: {
  initial: CalculatorState
  today: string
  lastDate: string
  now: number
  /** The price lists from today on: each date is priced under the list in effect on it. */
  book: PriceBook
  calendar: VenueCalendar
  /** The day parts others hold, as /boeken shows them: said at the date, with the waiting list. */
  held: HeldSlots
}) {
  const [state, setState] = useState(initial)
  const [dialog, setDialog] = useState<RequestMode | null>(null)
  const hydrated = useHydrated()
  const update = (patch: Partial<CalculatorState>) => setState((current) => ({ ...current, ...patch }))
  // Another date may fall under a list without an arrangement, lunch or extra that was chosen: it is
  // no longer chosen, as its choice is no longer there to take it off.
  const changeDate = (date: string) =>
    setState((current) => {
      const next = listOn(book, date || today)
      const onOffer = entriesOf(next, 'extra').map((entry) => entry.key)
      const meetingType = offeredChoices(next, 'arrangement').includes(current.meetingType)
        ? current.meetingType
        : 'geen'
      const lunch = meetingType !== 'geen' && offeredChoices(next, 'lunch').includes(current.lunchType)
      return {
        ...current,
        date,
        meetingType,
        lunchType: lunch ? current.lunchType : 'geen',
        extras: current.extras.filter((key) => onOffer.includes(key)),
      }
    })
  // A date filled in while React hydrates the field is in the field but never reached onChange
  // (about one in ten early visitors in the journeys); take it from the field, once, on hydration.
  const dateField = useRef<HTMLInputElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page hydrates
  useLayoutEffect(() => {
    const typed = dateField.current?.value
    if (typed && typed !== initial.date) changeDate(typed)
  }, [])

  const { days, calculation, problem } = calculatorPrice(state, book, today)
  // The prices the steps show: those of the chosen date, or of today while none is chosen.
  const list = calculatorList(state, book, today)
  const laterList = book.find((candidate) => candidate.validFrom > list.validFrom)
  // The later list's terms may change too (docs/decisions/040-one-agreement-per-booking.md): say so.
  const laterTermsToo = laterList ? changedTerms(list, laterList).length > 0 : false
  const laterDeposit =
    laterList && laterList.terms.depositPercent > 0 && laterList.terms.depositPercent !== list.terms.depositPercent
      ? ` (onder meer een aanbetaling van ${laterList.terms.depositPercent} %)`
      : ''
  const extras = entriesOf(list, 'extra')
  // The online window is the list in effect today's, whatever date is chosen.
  const onlineWindow = listOn(book, today).terms
  const dateCheck = state.date ? checkBookingDate(state.date, state.dayParts, now, calendar, onlineWindow) : undefined
  const laterChecks = state.laterDays.map((day) =>
    day.date ? checkBookingDate(day.date, day.dayParts, now, calendar, onlineWindow) : undefined,
  )
  // A day part someone else holds: said at its date, before a request is filled in for nothing.
  const taken = dateCheck?.ok ? takenDayPart(state.date, state.dayParts, held) : undefined
  const laterTaken = state.laterDays.map((day, index) =>
    laterChecks[index]?.ok ? takenDayPart(day.date, day.dayParts, held) : undefined,
  )
  const anyTaken = Boolean(taken) || laterTaken.some(Boolean)
  const canBook = Boolean(
    state.date &&
      state.purpose === 'vergadering' &&
      calculation &&
      dateCheck?.ok &&
      laterChecks.every((check) => !check || check.ok) &&
      !anyTaken,
  )
  const search = calculatorSearch(state)

  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr] print:block">
      <Form
        method="get"
        className="space-y-8 print:hidden"
        aria-label="Prijscalculator"
        onSubmit={(event) => hydrated && event.preventDefault()}
      >
        <Step number={1} title="Gewenste datum">
          <label htmlFor="datum" className="block text-sm font-medium">
            Datum
          </label>
          <input
            ref={dateField}
            id="datum"
            type="date"
            name={calculatorParams.date}
            min={today}
            max={lastDate}
            value={state.date}
            onChange={(event) => changeDate(event.target.value)}
            aria-describedby={taken ? 'datum-uitleg datum-bezet' : 'datum-uitleg'}
            className="mt-1.5 block w-full max-w-xs rounded-md border border-ink-soft/40 bg-white px-3 py-2"
          />
          <p id="datum-uitleg" className="mt-1 text-sm text-ink-soft">
            {windowText(onlineWindow)}
          </p>
          {state.date && dateCheck && !dateCheck.ok ? (
            <p className="mt-2 rounded-md bg-brick-50 px-3 py-2 text-sm text-brick-800" role="status">
              {dateCheck.message}
            </p>
          ) : taken ? (
            <TakenNotice id="datum-bezet" taken={taken} />
          ) : null}
        </Step>

        <Step number={2} title="Waarvoor wil je de ruimte gebruiken?">
          <RadioGroup<Purpose>
            name={calculatorParams.purpose}
            value={state.purpose}
            options={[
              {
                value: 'vergadering',
                label: 'Vergadering',
                description: 'Bereken direct de prijs, exclusief en inclusief btw.',
              },
              {
                value: 'anders',
                label: 'Workshop, fotoshoot of coaching',
                description: 'Hiervoor maken we graag een prijs op maat.',
              },
            ]}
            // Another purpose starts the calculation over (the spec's reset rule).
            onChange={(purpose) => setState({ ...initialCalculatorState, date: state.date, purpose })}
          />
        </Step>

        {state.purpose === 'anders' ? (
          <OtherPurpose />
        ) : (
          <>
            <Step number={3} title="Aantal personen">
              <PeopleStepper
                maxPeople={list.terms.maxPeople}
                value={state.numPeople}
                onChange={(numPeople) => update({ numPeople })}
                hydrated={hydrated}
              />
            </Step>

            <Step number={4} title="Dagdeel">
              {laterList ? (
                <p className="mb-3 rounded-md bg-cream p-3 text-sm">
                  {`Voor bijeenkomsten vanaf ${formatDate(laterList.validFrom)} gelden nieuwe prijzen` +
                    `${laterTermsToo ? ' en voorwaarden' : ''}${laterDeposit}. ` +
                    'De prijzen hieronder zijn die van ' +
                    (state.date ? 'je datum.' : 'vandaag; kies je een datum, dan zie je de prijzen van die dag.')}
                </p>
              ) : null}
              <RadioGroup<DayPart>
                name={calculatorParams.dayParts}
                value={state.dayParts}
                options={dayPartValues.map((value) => ({
                  value,
                  label: dayPartText(value),
                  description:
                    `Zaalhuur ${formatEuro(roomUnitCents(list, dayPartInfo[value].fullDay))} ` +
                    `excl. btw (${formatEuro(roomPriceInclVatCents(list, dayPartInfo[value].fullDay))} ` +
                    `incl. ${list.room.vatRate} % btw)`,
                }))}
                onChange={(dayParts) => update({ dayParts })}
              />
            </Step>

            <Step number={5} title="Vergaderarrangement">
              <RadioGroup<Arrangement>
                name={calculatorParams.meetingType}
                value={state.meetingType}
                options={offeredChoices(list, 'arrangement').map((value) => {
                  const entry = entryOf(list, 'arrangement', value)
                  const { label, includes } = choiceInfo(list, 'arrangement', value)
                  const fullDay = dayPartInfo[state.dayParts].fullDay
                  // The price for the day part chosen above; a half day also names the hele-dag price.
                  return {
                    value,
                    label: entry
                      ? `${label} (${formatEuro(arrangementUnitCents(entry, list, fullDay))} p.p. excl. btw)`
                      : 'Geen',
                    description:
                      entry && !fullDay
                        ? `${includes} Hele dag: ${formatEuro(arrangementUnitCents(entry, list, true))} p.p.`
                        : includes,
                  }
                })}
                onChange={(meetingType) =>
                  update({ meetingType, lunchType: meetingType === 'geen' ? 'geen' : state.lunchType })
                }
              />
            </Step>

            <Step number={6} title="Lunch">
              <RadioGroup<Arrangement>
                name={calculatorParams.lunchType}
                value={state.lunchType}
                disabled={state.meetingType === 'geen'}
                options={offeredChoices(list, 'lunch').map((value) => {
                  const entry = entryOf(list, 'lunch', value)
                  return {
                    value,
                    label: entry ? `${entry.label} (${formatEuro(entry.unitCents)} p.p. excl. btw)` : 'Geen',
                    description: choiceInfo(list, 'lunch', value).includes,
                  }
                })}
                onChange={(lunchType) => update({ lunchType })}
              />
              {state.meetingType === 'geen' ? (
                <p className="mt-2 text-sm text-ink-soft">Lunch kun je kiezen zodra je een arrangement hebt gekozen.</p>
              ) : null}
            </Step>

            {extras.length > 0 ? (
              <Step number={7} title="Extra's">
                <ExtrasChoice
                  extras={extras}
                  chosen={state.extras}
                  people={fitsRoom(state.numPeople, list.terms.maxPeople) ? state.numPeople : undefined}
                  onChange={(chosen) => update({ extras: chosen })}
                />
              </Step>
            ) : null}

            <Step number={extras.length > 0 ? 8 : 7} title="Meer dagen">
              <LaterDates
                state={state}
                checks={laterChecks}
                taken={laterTaken}
                today={today}
                lastDate={lastDate}
                hydrated={hydrated}
                list={list}
                maxPeople={peopleLimit(book, today)}
                onChange={(laterDays: LaterDayChoice[]) => update({ laterDays })}
              />
            </Step>
          </>
        )}

        {hydrated ? null : (
          <button type="submit" className="btn-primary">
            Bereken prijs
          </button>
        )}
      </Form>

      {state.purpose === 'vergadering' ? (
        <aside
          aria-labelledby="berekening"
          aria-live="polite"
          className="self-start rounded-xl border border-mortar bg-white p-6 shadow-sm lg:sticky lg:top-24 print:hidden"
        >
          <h2 id="berekening" className="font-display text-2xl font-semibold">
            Jouw berekening
          </h2>
          {calculation ? (
            <>
              <p className="mt-1 text-sm text-ink-soft">{days ? daysSummary(days) : null}</p>
              {days ? <DaysList days={days} /> : null}
              <div className="mt-4">
                <PriceBreakdown calculation={calculation} dates={days?.length} />
              </div>
              <div className="mt-6 flex flex-col gap-3">
                {canBook ? (
                  <RequestLink
                    mode="boeking"
                    search={search}
                    hydrated={hydrated}
                    onOpen={setDialog}
                    className="btn-primary"
                  >
                    Boeking aanvragen
                  </RequestLink>
                ) : (
                  <p className="text-sm text-ink-soft">
                    {anyTaken
                      ? 'Kies een dagdeel dat nog vrij is om direct te boeken.'
                      : state.date
                        ? 'Kies een datum waarop online boeken kan om direct te boeken.'
                        : 'Kies een datum om direct te boeken.'}
                  </p>
                )}
                <RequestLink
                  mode="offerte"
                  search={search}
                  hydrated={hydrated}
                  onOpen={setDialog}
                  className="btn-outline"
                >
                  Offerte per e-mail
                </RequestLink>
                {hydrated ? (
                  <button type="button" className="btn-outline" onClick={() => window.print()}>
                    Offerte afdrukken
                  </button>
                ) : null}
                <a
                  href={`/tarieven/offerte.pdf?${search}`}
                  className="text-center text-sm font-medium text-brick-700 underline underline-offset-4"
                  download
                >
                  Download PDF
                </a>
              </div>
            </>
          ) : (
            <p className="mt-4 text-ink-soft">{problem ?? peopleMessage(list.terms.maxPeople)}</p>
          )}
        </aside>
      ) : null}

      {calculation && days ? <PrintableQuote today={today} days={days} calculation={calculation} /> : null}
      {dialog && calculation && days ? (
        <Suspense fallback={null}>
          <RequestDialog mode={dialog} days={days} calculation={calculation} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-mortar bg-white p-5 shadow-sm sm:p-6">
      <legend className="float-left mb-4 flex w-full items-center gap-3 font-display text-xl font-semibold">
        <span
          aria-hidden="true"
          className={
            'flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brick-700 font-sans ' +
            'text-sm text-white'
          }
        >
          {number}
        </span>
        <span>
          <span className="sr-only">{`Stap ${number}: `}</span>
          {title}
        </span>
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  )
}

function RadioGroup<T extends string | number>({
  name,
  value,
  options,
  onChange,
  disabled,
}: {
  name: string
  value: T
  options: { value: T; label: string; description?: string }[]
  onChange: (value: T) => void
  disabled?: boolean
}) {
  return (
    <div className="grid gap-3">
      {options.map((option) => {
        const id = `${name}-${option.value}`
        // 'geen' is always a valid choice; the others wait (lunch waits for an arrangement).
        const optionDisabled = disabled && option.value !== 'geen'
        return (
          <label
            key={option.value}
            htmlFor={id}
            className={
              `flex gap-3 rounded-lg border border-mortar p-3 has-checked:border-brick-600 ` +
              `has-checked:bg-brick-50 ${
                optionDisabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-brick-300'
              }`
            }
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={optionDisabled}
              onChange={() => onChange(option.value)}
              className="mt-1 h-4 w-4 accent-brick-700"
            />
            <span>
              <span className="font-medium">{option.label}</span>
              {option.description ? <span className="block text-sm text-ink-soft">{option.description}</span> : null}
            </span>
          </label>
        )
      })}
    </div>
  )
}

/** The list's extras as checkboxes: each for every date of the request, with its price. */
function ExtrasChoice({
  extras,
  chosen,
  people,
  onChange,
}: {
  extras: PriceEntry[]
  chosen: readonly string[]
  /** The number of people, while the room takes it. */
  people: number | undefined
  onChange: (chosen: string[]) => void
}) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink-soft">Wat je hier kiest, hoort bij elke datum van je aanvraag.</p>
      {extras.map((extra) => {
        const id = `extra-${extra.key}`
        const checked = chosen.includes(extra.key)
        const perPerson = extra.unit === 'person' && people !== undefined
        return (
          <label
            key={extra.key}
            htmlFor={id}
            className={
              'flex cursor-pointer gap-3 rounded-lg border border-mortar p-3 hover:border-brick-300 ' +
              'has-checked:border-brick-600 has-checked:bg-brick-50'
            }
          >
            <input
              id={id}
              type="checkbox"
              name={EXTRA_PARAM}
              value={extra.key}
              checked={checked}
              onChange={() =>
                onChange(
                  extras
                    .map((entry) => entry.key)
                    .filter((key) => (key === extra.key ? !checked : chosen.includes(key))),
                )
              }
              className="mt-1 h-4 w-4 accent-brick-700"
            />
            <span>
              <span className="font-medium">
                {`${extra.label} (${formatEuro(extra.unitCents)} ${unitText[extra.unit]} excl. btw)`}
              </span>
              <span className="block text-sm text-ink-soft">
                {[extra.includes, perPerson ? `Voor ${people} personen: ${formatEuro(extra.unitCents * people)}.` : '']
                  .filter(Boolean)
                  .join(' ')}
              </span>
            </span>
          </label>
        )
      })}
    </div>
  )
}

function PeopleStepper({
  maxPeople,
  value,
  onChange,
  hydrated,
}: {
  /** The room under the chosen date's list (today's while none is chosen). */
  maxPeople: number
  value: number
  onChange: (value: number) => void
  hydrated: boolean
}) {
  const valid = fitsRoom(value, maxPeople)
  const clamp = (next: number) => Math.min(maxPeople, Math.max(MIN_PEOPLE, next))
  return (
    <div>
      <label htmlFor="personen" className="block text-sm font-medium">
        Aantal personen
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        {hydrated ? (
          <button
            type="button"
            className="btn-outline h-10 w-10 px-0"
            aria-label="Eén persoon minder"
            disabled={valid && value <= MIN_PEOPLE}
            onClick={() => onChange(clamp(valid ? value - 1 : MIN_PEOPLE))}
          >
            −
          </button>
        ) : null}
        <input
          id="personen"
          type="number"
          inputMode="numeric"
          name={calculatorParams.numPeople}
          min={MIN_PEOPLE}
          max={maxPeople}
          step={1}
          value={Number.isNaN(value) ? '' : value}
          onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? undefined : 'personen-hint'}
          className={
            'block w-20 rounded-md border border-ink-soft/40 bg-white px-3 py-2 text-center ' +
            'tabular-nums aria-[invalid=true]:border-brick-600'
          }
        />
        {hydrated ? (
          <button
            type="button"
            className="btn-outline h-10 w-10 px-0"
            aria-label="Eén persoon meer"
            disabled={valid && value >= maxPeople}
            onClick={() => onChange(clamp(valid ? value + 1 : maxPeople))}
          >
            +
          </button>
        ) : null}
      </div>
      {valid ? null : (
        <p id="personen-hint" className="mt-1.5 text-sm font-medium text-brick-700">
          {peopleMessage(maxPeople)}
        </p>
      )}
    </div>
  )
}

function RequestLink({
  mode,
  search,
  hydrated,
  onOpen,
  className,
  children,
}: {
  mode: RequestMode
  search: string
  hydrated: boolean
  onOpen: (mode: RequestMode) => void
  className: string
  children: React.ReactNode
}) {
  // Without JavaScript this is a link to the request page; with it, it opens the dialog once its
  // code is there, and when that code cannot be fetched (offline, a new release) it follows the link.
  return (
    <Link
      to={`/tarieven/aanvragen?soort=${mode}&${search}`}
      className={className}
      onPointerEnter={prefetchRequestDialog}
      onFocus={prefetchRequestDialog}
      onClick={(event) => {
        if (!hydrated) return
        event.preventDefault()
        const page = event.currentTarget.href
        loadRequestDialog().then(
          () => onOpen(mode),
          () => window.location.assign(page),
        )
      }}
    >
      {children}
    </Link>
  )
}

function OtherPurpose() {
  return (
    <section aria-labelledby="maatwerk" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
      <h2 id="maatwerk" className="font-display text-xl font-semibold">
        Workshop, fotoshoot of coaching? We maken graag een prijs op maat
      </h2>
      <p className="mt-2 text-ink-soft">
        Voor workshops, fotoshoots en coaching hangt de prijs af van de opzet, de duur en wat je nodig hebt. Bekijk de
        prijslijst met richtprijzen of neem contact op: op werkdagen reageren we meestal binnen een dag.
      </p>
      <p className="mt-4">
        <a href="/downloads/prijslijst.pdf" className="btn-outline" download>
          Download de prijslijst (PDF)
        </a>
      </p>
      <div className="mt-6">
        <ContactDetails />
      </div>
    </section>
  )
}
