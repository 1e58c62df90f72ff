/**
 * The 'productiviteitscalculator': what a meeting costs in time and money, and what meeting
 * here saves. A GET form without JavaScript (the server computes); live with it.
 */
import { useState } from 'react'
import { Form } from 'react-router'
import { useHydrated } from '~/components/use-hydrated'
import { venue } from '~/content/venue'
import { formatEuro, formatNumber } from '~/lib/format'
import {
  calculateMeetingCost,
  EXTERNAL_VENUE_PER_HOUR,
  type Limits,
  type MeetingCostInput,
  type MeetingSetting,
  type MeetingType,
  meetingCostLimits,
  meetingCostParams,
  participantLimits,
  productivityBadge,
  type Room,
  type VenueChoice,
  venueRent,
  withinLimits,
} from '~/lib/meeting-cost'
import { dayPartInfo } from '~/lib/pricing'

/** The other venue's price is the spec's assumption, so the figure is a difference with it, not a saving. */
const externalRate = formatEuro(EXTERNAL_VENUE_PER_HOUR * 100)
const differenceLabel = `Verschil met een externe locatie (gerekend met ${externalRate} per uur)`

const euro = (amount: number) => formatEuro(Math.round(amount * 100))

const badgeClass = {
  default: 'bg-frame-500 text-white',
  secondary: 'bg-amber-200 text-ink',
  destructive: 'bg-brick-700 text-white',
} as const

const settingLabels: Record<MeetingSetting, string> = {
  online: 'Online vergaderen',
  kantoor: 'Op kantoor',
  extern: 'Externe locatie',
  paardenslagerij: venue.name,
}

const partLabel = (part: 1 | 2 | 3) => dayPartInfo[part].label.toLowerCase()

/** The venue line: here it is the room for the day parts the hours need (ADR 031). */
const venueLine = (input: MeetingCostInput, room: Room) => {
  if (input.venue !== 'paardenslagerij') return 'Locatie'
  const parts = venueRent(input.hours, room).fullDay ? partLabel(3) : `${partLabel(1)} of ${partLabel(2)}`
  return `Zaalhuur ${parts} (excl. btw)`
}

const numberFields: { key: keyof typeof meetingCostLimits; label: string; unit: string }[] = [
  { key: 'participants', label: 'Aantal deelnemers', unit: 'personen' },
  { key: 'hours', label: 'Duur van de vergadering', unit: 'uur' },
  { key: 'hourlyWage', label: 'Gemiddeld uurloon', unit: 'euro per uur' },
  { key: 'prepMinutes', label: 'Voorbereiding per deelnemer', unit: 'minuten' },
  { key: 'distanceKm', label: 'Reisafstand per deelnemer', unit: 'km' },
]

export function MeetingCostCalculator({
  initial,
  keep,
  room,
}: {
  initial: MeetingCostInput
  keep: Record<string, string>
  /** The room of the list in effect today: its prices and how many people it takes. */
  room: Room
}) {
  const [input, setInput] = useState(initial)
  const hydrated = useHydrated()
  const result = calculateMeetingCost(input, room)
  const badge = productivityBadge(input.productivity)
  // The room holds room.maxPeople: choosing it brings a larger group down to that, as the server does.
  const update = (patch: Partial<MeetingCostInput>) =>
    setInput((current) => withinLimits({ ...current, ...patch }, room.maxPeople))

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Form
        method="get"
        preventScrollReset
        className="space-y-5"
        aria-label="Kosten van een vergadering"
        onSubmit={(event) => hydrated && event.preventDefault()}
      >
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid gap-4 sm:grid-cols-2">
          {numberFields.map(({ key, label, unit }) => (
            <NumberField
              key={key}
              field={key}
              label={label}
              unit={unit}
              limits={key === 'participants' ? participantLimits(input.venue, room.maxPeople) : meetingCostLimits[key]}
              hint={
                key === 'participants' && input.venue === 'paardenslagerij'
                  ? `In ${venue.name} is plek voor maximaal ${room.maxPeople} personen.`
                  : undefined
              }
              value={input[key]}
              onValue={(value) => update({ [key]: value })}
            />
          ))}
        </div>

        <div>
          <label htmlFor="kosten-productiviteit" className="block text-sm font-medium">
            {`Productiviteit van de vergadering: ${input.productivity} %`}
          </label>
          <p id="kosten-productiviteit-uitleg" className="text-xs text-ink-soft">
            Het deel van de tijd dat echt iets oplevert.
          </p>
          <input
            id="kosten-productiviteit"
            aria-describedby="kosten-productiviteit-uitleg"
            type="range"
            name={meetingCostParams.productivity}
            min={meetingCostLimits.productivity.min}
            max={meetingCostLimits.productivity.max}
            step={meetingCostLimits.productivity.step}
            value={input.productivity}
            onChange={(event) => update({ productivity: Number(event.target.value) })}
            className="mt-2 w-full accent-brick-700"
          />
        </div>

        <Choice<MeetingType>
          legend="Soort vergadering"
          name={meetingCostParams.meetingType}
          value={input.meetingType}
          options={[
            ['intern', 'Intern'],
            ['extern', 'Met externen'],
          ]}
          onChange={(meetingType) => update({ meetingType })}
        />
        <Choice<VenueChoice>
          legend="Locatie"
          name={meetingCostParams.venue}
          value={input.venue}
          options={[
            ['kantoor', 'Op kantoor'],
            ['extern', 'Externe locatie'],
            ['paardenslagerij', venue.name],
          ]}
          onChange={(venue) => update({ venue })}
        />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name={meetingCostParams.travelIncluded}
            value="ja"
            checked={input.travelIncluded}
            onChange={(event) => update({ travelIncluded: event.target.checked })}
            className="h-4 w-4 accent-brick-700"
          />
          Reiskosten meerekenen
        </label>
        {hydrated ? null : (
          <button type="submit" className="btn-primary">
            Bereken kosten
          </button>
        )}
      </Form>

      <section
        aria-labelledby="kosten-uitkomst"
        aria-live="polite"
        className="self-start rounded-xl border border-mortar bg-white p-6 shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="kosten-uitkomst" className="font-display text-xl font-semibold">
            Wat kost deze vergadering?
          </h3>
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${badgeClass[badge.variant]}`}
            data-variant={badge.variant}
          >
            {`${badge.label} (${input.productivity} %)`}
          </span>
        </div>
        <dl className="mt-3">
          <dt className="text-sm text-ink-soft">Totale kosten van deze vergadering</dt>
          <dd className="font-display text-4xl font-semibold tabular-nums" data-testid="vergaderkosten">
            {euro(result.totalCost)}
          </dd>
        </dl>
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
          <Figure label="Per deelnemer" amount={result.costPerPerson} />
          <Figure label="Per uur" amount={result.costPerHour} />
          {/* What meeting here saves against an external venue; nothing against the office (ADR 031). */}
          {result.savings === undefined ? null : <Figure label={differenceLabel} amount={result.savings} />}
        </dl>
        <h4 className="mt-5 text-sm font-semibold">Opbouw</h4>
        <dl className="mt-2 space-y-1 text-sm">
          <Row label="Salarissen" amount={result.breakdown.salaries} />
          <Row label="Overhead" amount={result.breakdown.overhead} />
          <Row label="Reiskosten" amount={result.breakdown.travel} />
          <Row label="Materialen" amount={result.breakdown.materials} />
          <Row label={venueLine(input, room)} amount={result.breakdown.venue} />
          <Row label="Voorbereiding" amount={result.breakdown.preparation} />
        </dl>
        <h4 className="mt-5 text-sm font-semibold">Alternatieven</h4>
        <dl className="mt-2 space-y-1 text-sm">
          {result.alternatives.map((alternative) => (
            <Row key={alternative.setting} label={settingLabels[alternative.setting]} amount={alternative.totalCost} />
          ))}
        </dl>
      </section>
    </div>
  )
}

/**
 * A number the visitor types key by key: the field shows exactly what was typed (also an empty or
 * half-typed value on the way to another number), while the calculation keeps the last value
 * within the limits. Leaving the field shows that value again.
 */
function NumberField({
  field,
  label,
  unit,
  limits,
  hint,
  value,
  onValue,
}: {
  field: keyof typeof meetingCostLimits
  label: string
  unit: string
  limits: Limits
  hint?: string
  value: number
  onValue: (value: number) => void
}) {
  const [draft, setDraft] = useState<string | undefined>(undefined)
  const id = `kosten-${field}`
  const typed = draft === undefined ? value : Number(draft)
  const valid = draft !== '' && Number.isFinite(typed) && typed >= limits.min && typed <= limits.max
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        <input
          id={id}
          type="number"
          name={meetingCostParams[field]}
          min={limits.min}
          max={limits.max}
          step={limits.step}
          value={draft ?? value}
          onChange={(event) => {
            const text = event.target.value
            const next = Number(text)
            setDraft(text)
            if (text !== '' && Number.isFinite(next) && next >= limits.min && next <= limits.max) onValue(next)
          }}
          onBlur={() => setDraft(undefined)}
          aria-invalid={valid ? undefined : true}
          aria-describedby={
            [valid ? '' : `${id}-fout`, hint ? `${id}-uitleg` : ''].filter(Boolean).join(' ') || undefined
          }
          className={
            'block w-24 rounded-md border border-ink-soft/40 bg-white px-3 py-2 tabular-nums ' +
            'aria-[invalid=true]:border-brick-600'
          }
        />
        <span className="text-sm text-ink-soft">{unit}</span>
      </div>
      {hint ? (
        <p id={`${id}-uitleg`} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      {valid ? null : (
        <p id={`${id}-fout`} className="mt-1 text-sm font-medium text-brick-700">
          {`Kies ${formatNumber(limits.min)} tot ${formatNumber(limits.max)}; de berekening gebruikt ` +
            `${formatNumber(value)}.`}
        </p>
      )}
    </div>
  )
}

function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string
  name: string
  value: T
  options: [T, string][]
  onChange: (value: T) => void
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {options.map(([option, label]) => (
          <label
            key={option}
            className={
              'flex cursor-pointer items-center gap-2 rounded-md border border-mortar bg-white px-3 ' +
              'py-1.5 text-sm has-checked:border-brick-600 has-checked:bg-brick-50'
            }
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="accent-brick-700"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function Figure({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="rounded-md bg-mortar/50 p-2">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="font-semibold tabular-nums">{euro(amount)}</dd>
    </div>
  )
}

function Row({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="tabular-nums">{euro(amount)}</dd>
    </div>
  )
}
