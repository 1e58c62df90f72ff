import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'
import { FormMessage, PublicFormFields } from '~/components/forms'
import { PageHeader } from '~/components/page-header'
import { CustomerFields } from '~/components/rates/customer-fields'
import { DaysList } from '~/components/rates/days-list'
import { PriceBreakdown } from '~/components/rates/price-breakdown'
import { BrokenLinkBoundary } from '~/components/status-page'
import { TermsList } from '~/components/terms-list'
import { cancellationTermsOf, paymentBeforeCommit, quoteTerms } from '~/content/terms'
import { pageTitle } from '~/content/venue'
import { daysCalculation, daysSummary, priceDays, termsListOf } from '~/lib/booking-days'
import { amsterdamDate } from '~/lib/dates'
import { formatEuro, formatLongDate } from '~/lib/format'
import { type QuoteAcceptFields, quoteAcceptSchema } from '~/lib/request-form'
import { handlePublicForm } from '~/server/http/form-action.server'
import { type AcceptOutcome, acceptQuote, quoteForCustomer } from '~/server/quotes/accept.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/offerte'

/**
 * /offerte?sleutel=…: the customer's quote as quoted, from the link in its mail and PDF, where they
 * accept it with one button (docs/decisions/040-one-agreement-per-booking.md). A plain form: it
 * works without JavaScript, and a second click or a replayed form is the same acceptance.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const now = Date.now()
  const quoteNumber = await app.links.subject('quote-accept', new URL(request.url).searchParams.get('sleutel'), now)
  const shown = quoteNumber ? await quoteForCustomer(app.db, quoteNumber, now) : undefined
  if (!shown) throw data('Deze link werkt niet (meer).', { status: 404 })
  const { id: _, window: __, ...quote } = shown
  return {
    ...quote,
    today: amsterdamDate(new Date(now)),
    bookingPath:
      shown.acceptedBookingId === undefined
        ? undefined
        : sitePath(await app.links.manage(shown.acceptedBookingId, now)),
  }
}

/** The quote and its acceptance are the customer's own: never stored or shared by a cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  const quoteNumber = await app.links.subject(
    'quote-accept',
    new URL(request.url).searchParams.get('sleutel'),
    Date.now(),
  )
  if (!quoteNumber) throw data('Deze link werkt niet (meer).', { status: 404 })
  return handlePublicForm<typeof quoteAcceptSchema, AcceptOutcome & { nextPath: string }>({
    request,
    services: app,
    schema: quoteAcceptSchema,
    bucket: 'offerte',
    successPath: (result) => result.nextPath,
    submit: async ({ price, newsletter, ...customer }, now, count) => {
      const outcome = await acceptQuote(quoteNumber, { customer, price, newsletter }, { ...app, now, count })
      if (outcome.refusal) return { ...outcome, nextPath: '' }
      const notice = outcome.duplicate
        ? 'offerte-al-geaccepteerd'
        : outcome.confirmed
          ? 'offerte-bevestigd'
          : 'offerte-geaccepteerd'
      return { ...outcome, nextPath: `${sitePath(await app.links.manage(outcome.bookingId, now))}&melding=${notice}` }
    },
  })
}

/** A link of ours as a path: on the site itself it stays on the host the customer came by. */
function sitePath(href: string) {
  const url = new URL(href)
  return `${url.pathname}${url.search}`
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { quoteNumber, validUntil, valid, quoted, todays, problems, autoConfirm, prefill, bookingPath, today } =
    loaderData
  const [form, fields] = useForm<QuoteAcceptFields>({
    id: 'offerte-accepteren',
    lastResult: actionData?.result,
    defaultValue: prefill,
    constraint: getZodConstraint(quoteAcceptSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: quoteAcceptSchema }),
  })
  const intro = valid
    ? `Dit is je offerte zoals we die je stuurden, geldig tot en met ${formatLongDate(validUntil)}. Klopt alles, ` +
      'vul dan je gegevens aan en accepteer hem hieronder.'
    : `Deze offerte was geldig tot en met ${formatLongDate(validUntil)}. Je kunt dezelfde boeking nog aanvragen ` +
      'tegen de prijs van vandaag.'

  if (bookingPath)
    return (
      <>
        <PageHeader title={`Offerte ${quoteNumber}`} />
        <section className="container-page py-12">
          <div role="status" className="max-w-xl rounded-xl border border-frame-500 bg-white p-6 shadow-sm">
            <h2 className="font-display text-xl font-semibold">Je hebt deze offerte geaccepteerd</h2>
            <p className="mt-2">Hoe je boeking ervoor staat, met je facturen, zie je op je boekingspagina.</p>
            <Link to={bookingPath} className="btn-primary mt-4">
              Naar je boeking
            </Link>
          </div>
        </section>
      </>
    )

  if (quoted.length === 0)
    return (
      <>
        <PageHeader title={`Offerte ${quoteNumber}`} />
        <section className="container-page py-12">
          <div role="alert" className="max-w-xl rounded-xl border border-brick-300 bg-brick-50 p-6">
            <p>Deze offerte heeft geen datum. Kies een datum in de calculator en vraag de boeking daar aan.</p>
            <Link to="/tarieven" className="btn-primary mt-4">
              Naar de calculator
            </Link>
          </div>
        </section>
      </>
    )

  const days = valid ? quoted : todays
  const quotedTotal = priceDays(quoted).totals.totalCents
  const todaysTotal = priceDays(todays).totals.totalCents
  const list = termsListOf(days)
  const submit = !valid
    ? 'Boeking aanvragen tegen de prijs van vandaag'
    : autoConfirm
      ? 'Offerte accepteren en definitief boeken (met betalingsverplichting)'
      : 'Offerte accepteren en boeking aanvragen'
  return (
    <>
      <PageHeader eyebrow="Je offerte" title={`Offerte ${quoteNumber}`} intro={intro} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-8">
          {problems.length > 0 ? (
            <section aria-labelledby="niet-meer-vrij" className="rounded-xl border border-brick-300 bg-brick-50 p-6">
              <h2 id="niet-meer-vrij" className="font-display text-xl font-semibold">
                Niet meer alles is vrij
              </h2>
              <ul className="mt-2 space-y-2">
                {problems.map((problem) => (
                  <li key={problem.date}>
                    {problem.message}{' '}
                    {problem.waitingListPath ? (
                      <Link to={problem.waitingListPath} className="font-medium underline">
                        Zet mij op de wachtlijst
                      </Link>
                    ) : null}
                  </li>
                ))}
              </ul>
              <p className="mt-3">
                Een ander dagdeel of een andere datum vraag je aan in de{' '}
                <Link to="/tarieven" className="font-medium underline">
                  calculator
                </Link>
                , of bel ons: dan zoeken we samen.
              </p>
            </section>
          ) : null}
          <section aria-labelledby="betalen" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
            <h2 id="betalen" className="font-display text-xl font-semibold">
              Betalen
            </h2>
            <TermsList terms={paymentBeforeCommit(days, today)} listId={list.id} />
          </section>
          <section aria-labelledby="voorwaarden" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
            <h2 id="voorwaarden" className="font-display text-xl font-semibold">
              Voorwaarden en annuleren
            </h2>
            <TermsList terms={[...quoteTerms(list), ...cancellationTermsOf(days, { quote: true })]} listId={list.id} />
          </section>
          {problems.length === 0 ? (
            <Form
              method="post"
              {...getFormProps(form)}
              className="space-y-4 rounded-xl border border-mortar bg-white p-6 shadow-sm sm:p-8"
              aria-labelledby="accepteren"
            >
              <h2 id="accepteren" className="font-display text-xl font-semibold">
                {valid ? 'Offerte accepteren' : 'Aanvragen tegen de prijs van vandaag'}
              </h2>
              <PublicFormFields />
              <input type="hidden" name="price" value={valid ? 'offerte' : 'vandaag'} />
              <FormMessage id={form.errorId} errors={form.errors} />
              <CustomerFields fields={fields} booking termsListId={list.id} />
              <p className="text-sm">
                {valid && autoConfirm
                  ? 'Met deze knop boek je definitief, als elke datum nog vrij is: je krijgt meteen de bevestiging ' +
                    'en de factuur, en je gaat een betalingsverplichting aan.'
                  : 'Met deze knop vraag je de boeking aan; binnen één werkdag laten we je weten of we haar ' +
                    'bevestigen. Pas dan is ze definitief.'}
              </p>
              <button type="submit" className="btn-primary">
                {submit}
              </button>
            </Form>
          ) : null}
        </div>
        <aside
          aria-labelledby="samenvatting"
          className="order-first self-start rounded-xl border border-mortar bg-white p-6 shadow-sm lg:order-none"
        >
          <h2 id="samenvatting" className="font-display text-xl font-semibold">
            {valid ? 'Je offerte' : 'Je offerte tegen de prijs van vandaag'}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{daysSummary(days)}</p>
          <DaysList days={days} />
          <div className="mt-4">
            <PriceBreakdown calculation={daysCalculation(priceDays(days))} dates={days.length} compact />
          </div>
          {valid ? null : (
            <p className="mt-4 text-sm">
              {`In de offerte: ${formatEuro(quotedTotal)}. Vandaag: ${formatEuro(todaysTotal)} (inclusief btw).`}
            </p>
          )}
        </aside>
      </div>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BrokenLinkBoundary
      error={error}
      title="Deze link werkt niet (meer)"
      why={
        'De link naar je offerte is ongeldig. Vraag een nieuwe offerte aan in de calculator, of neem contact met ' +
        'ons op.'
      }
      actions={[
        { to: '/tarieven', label: 'Naar de calculator' },
        { to: '/contact', label: 'Neem contact op' },
      ]}
    />
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData ? `Offerte ${loaderData.quoteNumber}` : 'Offerte') },
    { name: 'robots', content: 'noindex' },
  ]
}
