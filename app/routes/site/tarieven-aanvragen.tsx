import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { RequestFields } from '~/components/rates/customer-fields'
import { DaysList } from '~/components/rates/days-list'
import { PriceBreakdown } from '~/components/rates/price-breakdown'
import { TakenNotice } from '~/components/rates/taken-notice'
import { requestTexts } from '~/content/requests'
import { pageTitle } from '~/content/venue'
import { takenDayPart } from '~/lib/availability'
import { daysMaxPeople, daysSummary, sortedDays } from '~/lib/booking-days'
import { calculatorPrice, calculatorSearch, parseCalculatorParams, withFirstChoices } from '~/lib/calculator'
import { withNetworkFallback } from '~/lib/client-actions'
import { amsterdamDate } from '~/lib/dates'
import { type PriceBook, peopleLimit } from '~/lib/price-list'
import { requestFormSchema } from '~/lib/request-form'
import { heldSlotsBetween } from '~/server/bookings/availability.server'
import { submitBookingRequest } from '~/server/bookings/request.server'
import { handlePublicForm } from '~/server/http/form-action.server'
import { loadPriceBook } from '~/server/offer/price-lists.server'
import { emailQuote } from '~/server/quotes/quotes.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/tarieven-aanvragen'

/**
 * The quote and booking step as a page of its own: where 'Offerte per e-mail' and 'Boeking aanvragen'
 * lead without JavaScript, and the action behind the dialog with JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const state = parseCalculatorParams(params)
  const now = Date.now()
  const book = await loadPriceBook(services(context).db)
  const { days, calculation, problem } = calculatorPrice(state, book, amsterdamDate(new Date(now)))
  const mode = params.get('soort') === 'boeking' ? ('boeking' as const) : ('offerte' as const)
  // A day part someone else holds (also one taken while the form was filled in): said before the
  // form, with its waiting list, instead of a refusal after it (ADR 032).
  const dates = sortedDays(days ?? []).map((day) => day.date)
  const held =
    mode === 'boeking' && dates[0]
      ? await heldSlotsBetween(services(context).db, dates[0], dates.at(-1) ?? dates[0])
      : {}
  return {
    taken: (days ?? []).flatMap((day) => takenDayPart(day.date, day.dayParts, held) ?? []),
    mode,
    state,
    days,
    calculation,
    problem,
    // This form's own key: a resend of it is the same submission. Made per visit, so the page is
    // never shared from the cache (see headers below).
    submissionId: crypto.randomUUID(),
    today: amsterdamDate(new Date(now)),
  }
}

/** Each visit gets its own submission key: never stored or shared by a cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  // Read once, for the schema (the room the lists from today allow) and for the request itself.
  let offer: Promise<PriceBook> | undefined
  const book = () => {
    offer ??= loadPriceBook(app.db)
    return offer
  }
  return handlePublicForm({
    request,
    services: app,
    schema: async () => requestFormSchema(peopleLimit(await book(), amsterdamDate(new Date()))),
    bucket: 'aanvraag',
    successPath: (result) =>
      'quoteNumber' in result
        ? `/tarieven/offerte-verzonden?nummer=${result.quoteNumber}`
        : '/tarieven/aanvraag-ontvangen',
    submit: async ({ intent, ...fields }, now, count) => {
      const offered = await book()
      if (intent === 'boeking') return submitBookingRequest(fields, offered, app, now, count)
      const { submissionId, date, numPeople, dayParts, meetingType, lunchType, extras, laterDates, ...customer } =
        fields
      const days = withFirstChoices({ date, numPeople, dayParts, meetingType, lunchType, extras }, laterDates, offered)
      return emailQuote({ customer, days, submissionId }, { ...app, now, count })
    },
  })
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => withNetworkFallback(serverAction)

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, state, days, calculation, problem, submissionId, taken, today } = loaderData
  const texts = requestTexts[mode]
  // The dates' own lists say how many people the room takes (the server checks against every list).
  const schema = requestFormSchema(days && days.length > 0 ? daysMaxPeople(days) : 1)
  const [form, fields] = useForm({
    id: 'aanvraag-pagina',
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const back = `/tarieven?${calculatorSearch(state)}`

  if (!days || !calculation || !state.date) {
    return (
      <>
        <PageHeader title={texts.title} />
        <section className="container-page py-12">
          <div role="alert" className="max-w-xl rounded-xl border border-brick-300 bg-brick-50 p-6">
            <h2 className="font-display text-xl font-semibold">Ontbrekende gegevens</h2>
            <p className="mt-2">
              {problem ??
                'Vul alle verplichte velden in: kies een datum, een geldig aantal personen en een dagdeel ' +
                  'in de calculator.'}
            </p>
            <Link to={back} className="btn-primary mt-4">
              Terug naar de calculator
            </Link>
          </div>
        </section>
      </>
    )
  }

  return (
    <>
      <PageHeader title={texts.title} intro={texts.intro} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[3fr_2fr]">
        <Form
          method="post"
          {...getFormProps(form)}
          className="space-y-4 rounded-xl border border-mortar bg-white p-6 shadow-sm sm:p-8"
          aria-label={texts.title}
        >
          {taken.map((notice) => (
            <TakenNotice key={notice.waitingListPath} taken={notice} />
          ))}
          <RequestFields
            mode={mode}
            submissionId={submissionId}
            days={days}
            errorId={form.errorId}
            // A taken day part is said above, with its waiting list.
            errors={[form.errors, fields.date.errors, taken.length > 0 ? undefined : fields.dayParts.errors]}
            fields={fields}
            diet={fields.diet.getFieldset()}
            today={today}
          />
          <div className="flex flex-wrap gap-3 pt-2">
            <button type="submit" className="btn-primary">
              {texts.submit}
            </button>
            <Link to={back} className="btn-outline">
              Terug naar de calculator
            </Link>
          </div>
        </Form>
        <aside
          aria-labelledby="samenvatting"
          className="self-start rounded-xl border border-mortar bg-white p-6 shadow-sm"
        >
          <h2 id="samenvatting" className="font-display text-xl font-semibold">
            Samenvatting
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{daysSummary(days)}</p>
          <DaysList days={days} />
          <div className="mt-4">
            <PriceBreakdown calculation={calculation} dates={days.length} compact />
          </div>
        </aside>
      </div>
    </>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData ? requestTexts[loaderData.mode].title : 'Aanvragen') },
    { name: 'robots', content: 'noindex' },
  ]
}
