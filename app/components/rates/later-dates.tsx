/**
 * The calculator's later dates (docs/decisions/028-multi-day-bookings.md): each with its own day
 * part, and people, arrangement and lunch only where they differ from the first date. Without
 * JavaScript the form always has one empty date more, and "Bereken prijs" adds it; with JavaScript
 * a button adds a date and each date can be removed.
 */
import type { DateCheck, TakenDayPart } from '~/lib/availability'
import { MAX_BOOKING_DAYS, tooManyDaysMessage } from '~/lib/booking-days'
import { type CalculatorState, type LaterDayChoice, laterDayParam } from '~/lib/calculator'
import type { PriceList } from '~/lib/price-list'
import {
  type Arrangement,
  arrangementValues,
  asDayPart,
  choiceLabel,
  dayPartText,
  dayPartValues,
  MIN_PEOPLE,
  offeredChoices,
} from '~/lib/pricing'
import { TakenNotice } from './taken-notice'

const fieldClass = 'mt-1.5 block w-full rounded-md border border-ink-soft/40 bg-white px-3 py-2'

export function LaterDates({
  state,
  checks,
  taken,
  today,
  lastDate,
  hydrated,
  list,
  maxPeople,
  onChange,
}: {
  state: CalculatorState
  /** The list whose names the choices carry: the calculator's. */
  list: PriceList
  /** The most people a later date's list may let the room take (peopleLimit); its own list decides. */
  maxPeople: number
  /** Each later date's check, in the order of state.laterDays (undefined without a date). */
  checks: (DateCheck | undefined)[]
  /** Each later date's day part someone else holds, in the same order (undefined: free). */
  taken: (TakenDayPart | undefined)[]
  today: string
  lastDate: string
  hydrated: boolean
  onChange: (laterDays: LaterDayChoice[]) => void
}) {
  const { laterDays } = state
  const room = laterDays.length < MAX_BOOKING_DAYS - 1
  // Without JavaScript an empty row is the way to add a date.
  const rows = hydrated || !room ? laterDays : [...laterDays, { date: '', dayParts: state.dayParts }]
  const change = (index: number, patch: Partial<LaterDayChoice>) =>
    onChange(laterDays.map((day, at) => (at === index ? { ...day, ...patch } : day)))

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-soft">
        Boek je meer dan één dag, zoals een training van twee dagen? Voeg een datum toe. Het aantal personen, het
        arrangement en de lunch zijn dan gelijk aan die van de eerste datum, tenzij je ze per datum aanpast.
      </p>
      {rows.map((day, index) => (
        <LaterDate
          // A row's place is its identity: dates can be typed in any order.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no other key while their date is empty
          key={index}
          position={index + 2}
          day={day}
          check={checks[index]}
          taken={taken[index]}
          first={state}
          list={list}
          maxPeople={maxPeople}
          today={today}
          lastDate={lastDate}
          hydrated={hydrated}
          onChange={(patch) => change(index, patch)}
          onRemove={() => onChange(laterDays.filter((_, at) => at !== index))}
        />
      ))}
      {hydrated ? (
        room ? (
          <button
            type="button"
            className="btn-outline"
            disabled={!state.date}
            onClick={() => onChange([...laterDays, { date: '', dayParts: state.dayParts }])}
          >
            Datum toevoegen
          </button>
        ) : null
      ) : (
        <p className="text-sm text-ink-soft">
          Vul een datum in en klik op Bereken prijs om nog een datum toe te voegen. Maak een datum leeg om hem weg te
          halen.
        </p>
      )}
      {hydrated && !state.date ? <p className="text-sm text-ink-soft">Kies eerst de datum in stap 1.</p> : null}
      {room ? null : <p className="text-sm text-ink-soft">{tooManyDaysMessage}</p>}
    </div>
  )
}

function LaterDate({
  position,
  day,
  check,
  taken,
  first,
  list,
  maxPeople,
  today,
  lastDate,
  hydrated,
  onChange,
  onRemove,
}: {
  position: number
  list: PriceList
  maxPeople: number
  day: LaterDayChoice
  check: DateCheck | undefined
  taken: TakenDayPart | undefined
  first: CalculatorState
  today: string
  lastDate: string
  hydrated: boolean
  onChange: (patch: Partial<LaterDayChoice>) => void
  onRemove: () => void
}) {
  const param = (name: keyof LaterDayChoice) => laterDayParam(name, position)
  // Its own ids: "dagdeel-2" is also the id of the first date's Middag radio.
  const id = (name: keyof LaterDayChoice) => `later-${param(name)}`
  const ownChoices = day.numPeople !== undefined || day.meetingType !== undefined || day.lunchType !== undefined
  const arrangement = (value: string): Arrangement | undefined => arrangementValues.find((option) => option === value)
  // The first date's choice by its name; one the list no longer offers (an old link) by its key.
  const label = (kind: 'arrangement' | 'lunch', value: Arrangement) =>
    offeredChoices(list, kind).includes(value) ? choiceLabel(list, kind, value) : value
  return (
    <fieldset className="rounded-lg border border-mortar p-4">
      <legend className="px-1 font-medium">{`Datum ${position}`}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id('date')} className="block text-sm font-medium">
            Datum
            <OfDate position={position} />
          </label>
          <input
            id={id('date')}
            type="date"
            name={param('date')}
            min={today}
            max={lastDate}
            value={day.date}
            onChange={(event) => onChange({ date: event.target.value })}
            aria-describedby={taken ? `later-bezet-${position}` : undefined}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={id('dayParts')} className="block text-sm font-medium">
            Dagdeel
            <OfDate position={position} />
          </label>
          <select
            id={id('dayParts')}
            name={param('dayParts')}
            value={day.dayParts}
            onChange={(event) => onChange({ dayParts: asDayPart(Number(event.target.value)) ?? 1 })}
            className={fieldClass}
          >
            {dayPartValues.map((part) => (
              <option key={part} value={part}>
                {dayPartText(part)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {check && !check.ok ? (
        <p className="mt-2 rounded-md bg-brick-50 px-3 py-2 text-sm text-brick-800" role="status">
          {check.message}
        </p>
      ) : taken ? (
        <TakenNotice id={`later-bezet-${position}`} taken={taken} of={`(datum ${position})`} />
      ) : null}
      <details className="mt-3" open={ownChoices}>
        <summary className="cursor-pointer text-sm font-medium text-brick-700">
          Ander aantal personen, arrangement of lunch op deze datum
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <label htmlFor={id('numPeople')} className="block text-sm font-medium">
              Aantal personen
              <OfDate position={position} />
            </label>
            <input
              id={id('numPeople')}
              type="number"
              inputMode="numeric"
              name={param('numPeople')}
              min={MIN_PEOPLE}
              max={maxPeople}
              step={1}
              placeholder={`${first.numPeople} (als datum 1)`}
              value={day.numPeople ?? ''}
              onChange={(event) =>
                onChange({ numPeople: event.target.value === '' ? undefined : Number(event.target.value) })
              }
              className={`${fieldClass} max-w-[12rem]`}
            />
          </div>
          <ChoiceSelect
            position={position}
            id={id('meetingType')}
            name={param('meetingType')}
            label="Arrangement"
            value={day.meetingType}
            inherited={label('arrangement', first.meetingType)}
            options={offeredChoices(list, 'arrangement').map((value) => [
              value,
              choiceLabel(list, 'arrangement', value),
            ])}
            onChange={(value) => onChange({ meetingType: arrangement(value) })}
          />
          <ChoiceSelect
            position={position}
            id={id('lunchType')}
            name={param('lunchType')}
            label="Lunch"
            value={day.lunchType}
            inherited={label('lunch', first.lunchType)}
            options={offeredChoices(list, 'lunch').map((value) => [value, choiceLabel(list, 'lunch', value)])}
            onChange={(value) => onChange({ lunchType: arrangement(value) })}
          />
        </div>
      </details>
      {hydrated ? (
        <button
          type="button"
          onClick={onRemove}
          className="mt-3 text-sm font-medium text-brick-700 underline underline-offset-4"
        >
          {`Datum ${position} verwijderen`}
        </button>
      ) : null}
    </fieldset>
  )
}

/** Each row's fields are named by their date for screen readers: "Aantal personen (datum 2)". */
const OfDate = ({ position }: { position: number }) => <span className="sr-only">{` (datum ${position})`}</span>

function ChoiceSelect({
  position,
  id,
  name,
  label,
  value,
  inherited,
  options,
  onChange,
}: {
  position: number
  id: string
  name: string
  label: string
  value: string | undefined
  inherited: string
  options: [string, string][]
  onChange: (value: string) => void
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        <OfDate position={position} />
      </label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className={fieldClass}
      >
        <option value="">{`Als datum 1 (${inherited.toLowerCase()})`}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}
