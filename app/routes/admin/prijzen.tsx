import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import { adminTitle, EmptyState, Section } from '~/components/admin/ui'
import { type FieldState, FormMessage, InputField, RequiredNote, SelectField } from '~/components/forms'
import { changedTerms } from '~/content/terms'
import { monthsAhead } from '~/lib/availability'
import { addDays, amsterdamDate } from '~/lib/dates'
import { formatDate, formatEuro } from '~/lib/format'
import { type PreviewRow, previewOf } from '~/lib/offer-preview'
import { draftOf, formFieldOf, formValuesOf, PriceListFormSchema } from '~/lib/offer-schemas'
import {
  draftList,
  entriesOf,
  listOn,
  listsFrom,
  type PriceList,
  type PriceListDraft,
  priceEntryUnits,
  priceListProblems,
  unitText,
  type VenueTerms,
  vatRates,
} from '~/lib/price-list'
import { arrangementUnitCents } from '~/lib/pricing'
import { readForm } from '~/server/http/form-body.server'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { publishPriceList } from '~/server/offer/publish.server'
import { ownerSetting, setOwnerSetting } from '~/server/owner-settings.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/prijzen'

/**
 * /admin/prijzen: the owner's prices (docs/decisions/036-the-offer-as-data.md). The lists that
 * price meetings from today on, and a form for a new list from a date: "Bekijk voorbeeld" shows
 * what typical meetings cost under it beside the list it follows; "Publiceren" makes it the
 * prices for every meeting on and after its date. Nothing already quoted or booked changes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const book = await loadPriceBook(services(context).db)
  const today = amsterdamDate(new Date())
  const lists = listsFrom(book, today)
  const latest = lists.at(-1) ?? listOn(book, today)
  const nextYear = Number(today.slice(0, 4)) + 1
  const proposal: PriceListDraft = { ...latest, name: `Tarieven ${nextYear}`, validFrom: `${nextYear}-01-01` }
  return {
    today,
    lists,
    defaults: formValuesOf(proposal),
    published: new URL(request.url).searchParams.get('melding') === 'gepubliceerd',
    autoConfirmQuotes: await ownerSetting(services(context).db, 'autoConfirmQuotes'),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  const form = await readForm(request)
  // The owner's choice for quotes accepted online (docs/decisions/040-one-agreement-per-booking.md).
  if (form.get('intent') === 'offertes-bevestigen') {
    await setOwnerSetting(app.db, 'autoConfirmQuotes', form.get('aan') === 'ja', Date.now())
    throw redirect('/admin/prijzen#offertes-accepteren', 303)
  }
  const submission = parseWithZod(form, { schema: PriceListFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), preview: null }, { status: 400 })
  const draft = draftOf(submission.value)
  const refused = (problems: { field: string; message: string }[]) => {
    const fieldErrors = Object.fromEntries(
      problems.map((problem) => [formFieldOf(problem.field, submission.value), [problem.message]]),
    )
    return data({ result: submission.reply({ fieldErrors }), preview: null }, { status: 400 })
  }
  if (submission.value.intent === 'publiceren') {
    const outcome = await publishPriceList(app.db, draft, { now: Date.now(), actor: 'eigenaar' })
    if (!outcome.problems) throw redirect('/admin/prijzen?melding=gepubliceerd', 303)
    return refused(outcome.problems)
  }
  // A preview of a list that could not be published says why instead.
  const problems = priceListProblems(draft, amsterdamDate(new Date()))
  if (problems.length > 0) return refused(problems)
  const book = await loadPriceBook(app.db)
  const follows = listOn(book, draft.validFrom)
  return {
    result: submission.reply(),
    preview: {
      follows: follows.name,
      validFrom: draft.validFrom,
      rows: previewOf(follows, draftList(draft)),
      terms: changedTerms(follows, draftList(draft)),
    },
  }
}

export default function OfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { today, lists, defaults, published, autoConfirmQuotes } = loaderData
  return (
    <>
      <h1 className="font-display text-3xl font-semibold">Prijzen</h1>
      <p className="mt-1 max-w-2xl text-ink-soft">
        Een prijslijst geldt voor bijeenkomsten vanaf haar ingangsdatum. Offertes, aanvragen en boekingen houden de
        prijzen waarmee ze zijn gemaakt; een nieuwe prijslijst verandert daar niets aan.
      </p>
      {published ? (
        <p role="status" className="mt-4 rounded-md border border-frame-500 bg-white px-4 py-2 text-sm">
          De prijslijst is gepubliceerd. De website toont de nieuwe prijzen binnen een minuut.
        </p>
      ) : null}
      <Section title="Prijslijsten">
        {lists.length === 0 ? (
          <EmptyState>Er is nog geen prijslijst.</EmptyState>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {lists.map((list, index) => (
              <ListCard key={list.id} list={list} current={index === 0} today={today} />
            ))}
          </ul>
        )}
      </Section>
      <NewListForm
        today={today}
        defaults={defaults}
        lastResult={actionData?.result}
        preview={actionData?.preview ?? null}
      />
      <QuoteAcceptanceSetting on={autoConfirmQuotes} />
    </>
  )
}

/**
 * What a quote the customer accepts online becomes: a request the owner confirms, or a booking at
 * once when every date is free (ADR 040). One button turns it the other way; the terms say it.
 */
function QuoteAcceptanceSetting({ on }: { on: boolean }) {
  return (
    <Section title="Offertes online accepteren" id="offertes-accepteren">
      <Form method="post" className="max-w-3xl rounded-lg border border-mortar bg-white p-5 text-sm">
        <input type="hidden" name="intent" value="offertes-bevestigen" />
        <input type="hidden" name="aan" value={on ? 'nee' : 'ja'} />
        <p>
          Een klant accepteert een offerte met de knop in de offertemail, tegen de prijs van de offerte zolang die
          geldig is.
        </p>
        <p className="mt-2 font-medium">
          {on
            ? 'Nu: is elke datum nog vrij, dan is de boeking meteen bevestigd en krijgt de klant de bevestiging ' +
              'en de factuur (met iDEAL-knop).'
            : 'Nu: de geaccepteerde offerte wordt een aanvraag, die jij bevestigt of weigert.'}
        </p>
        <button type="submit" className="btn-outline mt-3 px-3 py-1.5">
          {on ? 'Voortaan zelf bevestigen' : 'Voortaan meteen bevestigen'}
        </button>
      </Form>
    </Section>
  )
}

function ListCard({ list, current, today }: { list: PriceList; current: boolean; today: string }) {
  const rows: [string, number][] = [
    ['Zaalhuur dagdeel', list.room.halfDayCents],
    ['Zaalhuur hele dag', list.room.fullDayCents],
    ...entriesOf(list, 'arrangement').map((entry): [string, number] => [
      `${entry.label} p.p. (dagdeel / hele dag: ${formatEuro(arrangementUnitCents(entry, list, true))})`,
      entry.unitCents,
    ]),
    ...entriesOf(list, 'lunch').map((entry): [string, number] => [`${entry.label} p.p.`, entry.unitCents]),
    ...entriesOf(list, 'extra').map((entry): [string, number] => [
      `${entry.label} ${unitText[entry.unit]} (${entry.vatRate} % btw)`,
      entry.unitCents,
    ]),
    ['Coachingsessie, vanaf', list.coachingSessionCents],
  ]
  return (
    <li className="rounded-lg border border-mortar bg-white p-4">
      <h3 className="font-display text-lg font-semibold">{list.name}</h3>
      <p className="text-sm text-ink-soft">
        {current && list.validFrom <= today
          ? `Nu van kracht (sinds ${formatDate(list.validFrom)})`
          : `Voor bijeenkomsten vanaf ${formatDate(list.validFrom)}`}
      </p>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{`${formatEuro(cents)} excl. btw`}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-soft">
        {`Offerte ${list.terms.quoteValidDays} dagen geldig · betalen binnen ${list.terms.paymentTermDays} dagen · ` +
          `gratis annuleren tot ${list.terms.freeCancellationDays} dagen vooraf · personen wijzigen tot ` +
          `${list.terms.peopleChangeWorkdays} werkdagen vooraf`}
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {`Maximaal ${list.terms.maxPeople} personen · online boeken van ${list.terms.minHoursAhead} uur tot ` +
          `${monthsAhead(list.terms)} vooruit · optie standaard ${list.terms.optieDays} dagen`}
      </p>
      <p className="mt-1 text-sm text-ink-soft">{depositSummary(list.terms)}</p>
    </li>
  )
}

const vatOptions = Object.fromEntries(vatRates.map((rate) => [String(rate), `${rate} % btw`]))
const unitOptions = Object.fromEntries(priceEntryUnits.map((unit) => [unit, unitText[unit]]))

function NewListForm({
  today,
  defaults,
  lastResult,
  preview,
}: {
  today: string
  defaults: ReturnType<typeof formValuesOf>
  lastResult?: SubmissionResult<string[]>
  preview: Preview | null
}) {
  const navigation = useNavigation()
  const busy = navigation.formData?.get('intent')
  const [form, fields] = useForm({
    id: 'prijslijst',
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(PriceListFormSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PriceListFormSchema }),
  })
  const room = fields.room.getFieldset()
  const entries = fields.entries.getFieldList()
  const extras = fields.extras.getFieldList()
  return (
    <Section title="Nieuwe prijslijst">
      <Form
        method="post"
        {...getFormProps(form)}
        className="max-w-4xl space-y-5 rounded-lg border border-mortar bg-white p-5"
      >
        <p className="text-sm text-ink-soft">
          Ingevuld met de laatste prijslijst. Pas aan wat verandert, bekijk het voorbeeld en publiceer.
        </p>
        <FormMessage id={form.errorId} errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="Naam van de prijslijst"
            field={fields.name}
            required
            hint='Bijvoorbeeld "Tarieven 2027".'
          />
          <InputField
            label="Geldt voor bijeenkomsten vanaf"
            field={fields.validFrom}
            type="date"
            min={today}
            max={addDays(today, 3 * 366)}
            required
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="font-semibold">Zaalhuur, excl. btw</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <InputField label="Dagdeel (ochtend of middag)" field={room.halfDayCents} required />
            <InputField label="Hele dag" field={room.fullDayCents} required />
            <SelectField label="Btw over de zaalhuur" field={room.vatRate} options={vatOptions} />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <InputField
              label="Arrangement hele dag, in % van dagdeel"
              field={fields.fullDayFactorPercent}
              type="number"
              min="100"
              max="300"
              required
              hint="150: anderhalf keer de dagdeelprijs."
            />
            <InputField label="Coachingsessie, vanaf" field={fields.coachingSessionCents} required />
          </div>
        </fieldset>
        <FormMessage id={fields.entries.errorId} errors={fields.entries.errors} />
        <p className="text-sm text-ink-soft">
          Maak de naam van een arrangement of lunch leeg om het vanaf de ingangsdatum niet meer aan te bieden; vul een
          naam in om het weer aan te bieden. Boekingen die het al hebben, houden het.
        </p>
        {entries.map((entry) => {
          const parts = entry.getFieldset()
          // The entry as the list had it: its fields say which one they are, also once renamed. One the
          // list stopped goes by its kind.
          const kind = parts.kind.initialValue === 'lunch' ? 'lunch' : 'arrangement'
          const stopped = `${parts.key.initialValue === 'luxe' ? 'Luxe' : 'Basis'} ${kind} (niet aangeboden)`
          const which = `${parts.label.initialValue ?? ''}` || stopped
          return (
            <fieldset key={entry.key} className="space-y-3 border-t border-mortar pt-4">
              <legend className="font-semibold">{which}</legend>
              <input type="hidden" name={parts.kind.name} value={parts.kind.initialValue ?? ''} />
              <input type="hidden" name={parts.key.name} value={parts.key.initialValue ?? ''} />
              <input type="hidden" name={parts.position.name} value={parts.position.initialValue ?? ''} />
              <div className="grid gap-4 sm:grid-cols-3">
                <InputField label={`Naam – ${which}`} field={parts.label} />
                <InputField label={`Prijs per persoon excl. btw – ${which}`} field={parts.unitCents} />
                <SelectField label={`Btw – ${which}`} field={parts.vatRate} options={vatOptions} />
              </div>
              <InputField label={`Wat erbij hoort – ${which}`} field={parts.includes} />
            </fieldset>
          )
        })}
        <fieldset className="space-y-4 border-t border-mortar pt-4">
          <legend className="font-semibold">Extra's</legend>
          <p className="text-sm text-ink-soft">
            Iets wat een klant bij de zaal kan bestellen, zoals een borrel of een extra flip-over. Vul een naam in om
            een extra toe te voegen; maak de naam leeg om een extra niet meer aan te bieden. Boekingen die het al
            hebben, houden het. De volgorde bepaalt waar een extra in de calculator staat; zonder nummer komt een extra
            achteraan.
          </p>
          <FormMessage id={fields.extras.errorId} errors={fields.extras.errors} />
          {extras.map((extra, index) => {
            const parts = extra.getFieldset()
            const which = `${parts.label.initialValue ?? ''}` || `nieuwe extra ${index + 1}`
            return (
              <div key={extra.key} className="space-y-3 rounded-md border border-mortar/70 p-3">
                <input type="hidden" name={parts.key.name} value={parts.key.initialValue ?? ''} />
                <div className="grid gap-4 sm:grid-cols-4">
                  <InputField label={`Naam – ${which}`} field={parts.label} />
                  <InputField label={`Prijs excl. btw – ${which}`} field={parts.unitCents} />
                  <SelectField label={`Per – ${which}`} field={parts.unit} options={unitOptions} />
                  <SelectField label={`Btw – ${which}`} field={parts.vatRate} options={vatOptions} />
                </div>
                <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
                  <InputField label={`Wat erbij hoort – ${which}`} field={parts.includes} />
                  <InputField label={`Volgorde – ${which}`} field={parts.position} type="number" min="1" max="99" />
                </div>
              </div>
            )
          })}
        </fieldset>
        <TermsFields terms={fields.terms.getFieldset()} />
        <DepositFields terms={fields.terms.getFieldset()} />
        <RoomFields terms={fields.terms.getFieldset()} />
        <RequiredNote />
        {preview ? <PreviewTable preview={preview} /> : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="voorbeeld" className="btn-outline" disabled={Boolean(busy)}>
            {busy === 'voorbeeld' ? 'Bezig...' : 'Bekijk voorbeeld'}
          </button>
          <button type="submit" name="intent" value="publiceren" className="btn-primary" disabled={Boolean(busy)}>
            {busy === 'publiceren' ? 'Bezig...' : 'Publiceren'}
          </button>
        </div>
      </Form>
    </Section>
  )
}

type Preview = { follows: string; validFrom: string; rows: PreviewRow[]; terms: string[] }

/** The venue's terms under the list: each a whole number, worded on /voorwaarden and in every mail and PDF. */
function TermsFields({ terms }: { terms: Record<keyof VenueTerms, FieldState> }) {
  const number = { type: 'number', min: '0', required: true } as const
  return (
    <fieldset className="space-y-3 border-t border-mortar pt-4">
      <legend className="font-semibold">Voorwaarden</legend>
      <p className="text-sm text-ink-soft">
        Gelden voor offertes en boekingen met deze prijslijst; wat al geboekt is, houdt zijn voorwaarden.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label="Offerte geldig, dagen" field={terms.quoteValidDays} {...number} />
        <InputField label="Betaaltermijn factuur, dagen" field={terms.paymentTermDays} {...number} />
        <InputField
          label="Personen wijzigen tot, werkdagen voor de datum"
          field={terms.peopleChangeWorkdays}
          {...number}
        />
        <InputField label="Gratis annuleren tot, dagen voor de datum" field={terms.freeCancellationDays} {...number} />
        <InputField
          label="Daarna een deel van de zaalhuur tot, werkdagen voor de datum"
          field={terms.halfRoomWorkdays}
          {...number}
        />
        <InputField label="Dat deel van de zaalhuur, in %" field={terms.halfRoomPercent} {...number} />
        <InputField
          label="Catering gratis annuleren tot, uur voor het begin"
          field={terms.freeCateringHours}
          {...number}
        />
      </div>
    </fieldset>
  )
}

/** "Aanbetaling 30 % binnen 14 dagen · restant 14 dagen voor de datum", or "Geen aanbetaling". */
const depositSummary = (terms: VenueTerms) =>
  terms.depositPercent === 0
    ? 'Geen aanbetaling'
    : `Aanbetaling ${terms.depositPercent} % binnen ${terms.depositTermDays} dagen · restant ` +
      (terms.balanceDaysBefore === 0 ? 'na de bijeenkomst' : `${terms.balanceDaysBefore} dagen voor de datum`)

/**
 * The aanbetaling under the list (docs/decisions/039-aanbetaling.md): a part of the total at
 * confirmation, the rest on the eindfactuur before the date or after the meeting.
 */
function DepositFields({ terms }: { terms: Record<keyof VenueTerms, FieldState> }) {
  const number = { type: 'number', min: '0', required: true } as const
  return (
    <fieldset className="space-y-3 border-t border-mortar pt-4">
      <legend className="font-semibold">Aanbetaling</legend>
      <p className="text-sm text-ink-soft">
        Bij de bevestiging krijgt de klant een voorschotfactuur voor dit deel van het totaal; de eindfactuur met de rest
        gaat vanzelf op tijd de deur uit. Zet het percentage op 0 voor één factuur bij de bevestiging. Wie zo kort
        vooruit boekt dat de aanbetaling pas na de eindfactuur zou vallen, krijgt ook één factuur.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label="Aanbetaling, % van het totaal (0: geen)" field={terms.depositPercent} {...number} />
        <InputField label="Aanbetaling betalen binnen, dagen" field={terms.depositTermDays} {...number} min="1" />
        <InputField
          label="Restant betalen tot, dagen voor de datum (0: na de bijeenkomst)"
          field={terms.balanceDaysBefore}
          {...number}
        />
      </div>
    </fieldset>
  )
}

/** The room and the website's booking window under the list: on /voorwaarden, the home page and the calculator. */
function RoomFields({ terms }: { terms: Record<keyof VenueTerms, FieldState> }) {
  const number = { type: 'number', min: '1', required: true } as const
  return (
    <fieldset className="space-y-3 border-t border-mortar pt-4">
      <legend className="font-semibold">Ruimte en online boeken</legend>
      <p className="text-sm text-ink-soft">
        Het maximum aantal personen en de looptijd van een optie gelden voor bijeenkomsten met deze prijslijst. Hoe ver
        vooruit de website boekt, geldt vanaf de ingangsdatum.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label="Maximaal aantal personen" field={terms.maxPeople} {...number} />
        <InputField label="Online boeken tot, uur voor het begin" field={terms.minHoursAhead} {...number} />
        <InputField label="Online boeken tot, maanden vooruit" field={terms.maxMonthsAhead} {...number} />
        <InputField label="Optie standaard, dagen" field={terms.optieDays} {...number} />
      </div>
    </fieldset>
  )
}

function PreviewTable({ preview }: { preview: Preview }) {
  return (
    <section aria-labelledby="voorbeeld-titel" className="rounded-md bg-cream p-4" role="status">
      <h3 id="voorbeeld-titel" className="font-semibold">
        {`Voorbeeld: zo betaalt een klant vanaf ${formatDate(preview.validFrom)}`}
      </h3>
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr className="text-left">
            <th scope="col" className="py-1 pr-2 font-medium">
              Bijeenkomst
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              {preview.follows}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Nieuw
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.meeting} className="border-t border-mortar/60">
              <td className="py-1 pr-2 first-letter:uppercase">{row.meeting}</td>
              <td className="py-1 pr-2 text-right tabular-nums">
                {row.currentCents === undefined ? 'nieuw' : formatEuro(row.currentCents)}
              </td>
              <td className="py-1 text-right tabular-nums">{formatEuro(row.nextCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-ink-soft">Totalen inclusief btw. Er is nog niets gepubliceerd.</p>
      {preview.terms.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold">Zo lezen de voorwaarden die veranderen</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {preview.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

export const meta = () => [{ title: adminTitle('Prijzen') }, { name: 'robots', content: 'noindex, nofollow' }]
