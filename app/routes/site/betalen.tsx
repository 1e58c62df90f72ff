import { data, Form, redirect, useNavigation } from 'react-router'
import { BrokenLinkBoundary, StatusPage } from '~/components/status-page'
import { pageTitle, venue } from '~/content/venue'
import { formatEuro } from '~/lib/format'
import { payBy } from '~/lib/invoicing'
import { readForm } from '~/server/http/form-body.server'
import { invoiceByNumber, invoicesOf } from '~/server/invoices/queries.server'
import { paymentsOf, startPayment, syncPayment } from '~/server/payments/payments.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/betalen'

/**
 * /betalen?sleutel=...: the payment page of one invoice, from the link in the invoice mail. With
 * iDEAL on it starts a Mollie payment and sends the customer to Mollie; back here (`terug=1`) it
 * asks Mollie how that went. Without iDEAL (no MOLLIE_API_KEY) it shows the bank transfer.
 */
async function invoiceFromLink(request: Request, context: Route.LoaderArgs['context']) {
  const app = services(context)
  const url = new URL(request.url)
  const number = await app.links.subject('invoice-payment', url.searchParams.get('sleutel'), Date.now())
  const invoice = number ? await invoiceByNumber(app.db, number) : undefined
  if (invoice?.kind !== 'factuur') throw data('Deze betaallink werkt niet (meer).', { status: 404 })
  return { app, url, invoice }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { app, url, invoice: found } = await invoiceFromLink(request, context)
  let invoice = found
  let returned: string | undefined
  if (url.searchParams.get('terug') === '1' && app.mollie) {
    // Back from Mollie: ask it now rather than wait for the webhook.
    const [latest] = await paymentsOf(app.db, invoice.id)
    if (latest) {
      try {
        const synced = await syncPayment(latest.providerId, { ...app, now: Date.now() })
        if (synced.kind === 'updated') app.deliverAfterResponse(synced.mailIds)
        returned = synced.kind === 'unknown' ? undefined : synced.status
      } catch (error) {
        console.error('Mollie: the payment could not be fetched after the return', error)
        returned = 'pending'
      }
      invoice = (await invoiceByNumber(app.db, invoice.number)) ?? invoice
    }
  }
  return {
    number: invoice.number,
    replacedBy: invoice.status === 'gecrediteerd' ? await replacement(app, invoice.bookingId) : undefined,
    totalCents: invoice.totalCents,
    openCents: invoice.totalCents - invoice.paidCents,
    dueOn: invoice.dueOn,
    status: invoice.status,
    ideal: app.settings.ideal,
    returned,
    problem: problems[url.searchParams.get('probleem') ?? ''],
  }
}

/** The invoice that now counts for the booking of a credited one, and its own payment page while it is open. */
async function replacement(app: ReturnType<typeof services>, bookingId: number | null) {
  const invoices = bookingId ? await invoicesOf(app.db, bookingId) : []
  const current = invoices.find((invoice) => invoice.kind === 'factuur' && invoice.status !== 'gecrediteerd')
  if (!current) return undefined
  const href = new URL(await app.links.payment(current.number, Date.now()))
  return { number: current.number, payPath: current.status === 'open' ? `${href.pathname}${href.search}` : undefined }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { app, url, invoice } = await invoiceFromLink(request, context)
  await readForm(request)
  const back = new URL(url)
  back.searchParams.set('terug', '1')
  const started = await startPayment(invoice.number, back.href, { ...app, now: Date.now() })
  if (started.kind === 'checkout') throw redirect(started.url, 303)
  const next = new URL(url)
  next.searchParams.set('probleem', started.kind === 'unavailable' ? started.reason : started.kind)
  throw redirect(`${next.pathname}${next.search}`, 303)
}

/** The problems the action reports back by code: the page never shows text from its URL. */
const problems: Record<string, string | undefined> = {
  'not-payable': 'Deze factuur kan niet meer worden betaald.',
  off: 'Betalen met iDEAL kan nu niet; maak het bedrag over.',
  failed: 'Betalen met iDEAL lukt op dit moment niet. Probeer het zo nog eens, of maak het bedrag over.',
}

const returnedText: Record<string, { title: string; text: string; tone: 'success' | 'problem' }> = {
  paid: {
    title: 'Bedankt voor je betaling',
    text: 'We hebben je betaling ontvangen. Je krijgt een bevestiging per e-mail.',
    tone: 'success',
  },
  pending: {
    title: 'We wachten op je bank',
    text: 'Je bank heeft de betaling nog niet bevestigd. Zodra dat gebeurt, krijg je een e-mail.',
    tone: 'success',
  },
  open: { title: 'De betaling is nog niet afgerond', text: 'Wil je het nog eens proberen?', tone: 'problem' },
  canceled: {
    title: 'De betaling is afgebroken',
    text: 'Er is niets afgeschreven. Probeer het gerust opnieuw.',
    tone: 'problem',
  },
  expired: {
    title: 'De betaling is verlopen',
    text: 'Er is niets afgeschreven. Probeer het gerust opnieuw.',
    tone: 'problem',
  },
  failed: {
    title: 'De betaling is mislukt',
    text: 'Er is niets afgeschreven. Probeer het opnieuw, of maak het bedrag over.',
    tone: 'problem',
  },
}

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { number, replacedBy, openCents, totalCents, dueOn, status, ideal, returned, problem } = loaderData
  const busy = useNavigation().state !== 'idle'
  if (status === 'betaald')
    return (
      <StatusPage title={returned === 'paid' ? (returnedText.paid?.title ?? '') : `Factuur ${number} is betaald`}>
        <p>{`We hebben ${formatEuro(totalCents)} ontvangen voor factuur ${number}. Dank je wel!`}</p>
      </StatusPage>
    )
  if (status === 'gecrediteerd')
    return (
      <StatusPage title={`Factuur ${number} is gecrediteerd`}>
        {replacedBy ? (
          <p>
            {`Je hoeft deze factuur niet te betalen: factuur ${replacedBy.number} vervangt haar. `}
            {replacedBy.payPath ? (
              <a href={replacedBy.payPath} className="text-brick-700 underline">
                {`Betaal factuur ${replacedBy.number}`}
              </a>
            ) : (
              'Die is al betaald.'
            )}
          </p>
        ) : (
          <p>Je hoeft niets te betalen.</p>
        )}
      </StatusPage>
    )
  const after = returned ? returnedText[returned] : undefined
  return (
    <section className="container-page py-16">
      <div className="mx-auto max-w-xl rounded-xl border border-mortar bg-white p-8 shadow-sm">
        {after ? (
          <div role="status" className="mb-6">
            <h2 className="font-display text-2xl font-semibold">{after.title}</h2>
            <p className="mt-1 text-ink-soft">{after.text}</p>
          </div>
        ) : null}
        {problem ? (
          <p role="alert" className="mb-6 rounded-md border border-brick-300 bg-brick-50 p-3 text-sm text-brick-800">
            {problem}
          </p>
        ) : null}
        <h1 className="font-display text-3xl font-semibold">{`Factuur ${number}`}</h1>
        <p className="mt-2 text-lg">{`Te betalen: ${formatEuro(openCents)}, ${payBy(dueOn)}.`}</p>
        {ideal && after?.tone !== 'success' ? (
          <Form method="post" className="mt-6">
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
              {busy ? 'Bezig...' : `Betaal ${formatEuro(openCents)} met iDEAL`}
            </button>
          </Form>
        ) : null}
        <div className="mt-6 border-t border-mortar pt-4 text-sm text-ink-soft">
          <p className="font-medium text-ink">{ideal ? 'Liever overmaken?' : 'Betalen per bank'}</p>
          <p className="mt-1">
            {`Maak ${formatEuro(openCents)} over naar ${venue.iban} ten name van ${venue.name}, o.v.v. ${number}.`}
          </p>
        </div>
      </div>
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BrokenLinkBoundary
      error={error}
      title="Deze betaallink werkt niet"
      why="De link is ongeldig of onvolledig."
      actions={[{ to: '/contact', label: 'Neem contact op' }]}
    />
  )
}

export const meta = () => [{ title: pageTitle('Betalen') }, { name: 'robots', content: 'noindex' }]
