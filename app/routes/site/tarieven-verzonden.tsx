import { StatusPage } from '~/components/status-page'
import { requestTexts } from '~/content/requests'
import { pageTitle } from '~/content/venue'
import type { Route } from './+types/tarieven-verzonden'

/** Where the request page lands without JavaScript: /tarieven/offerte-verzonden and /tarieven/aanvraag-ontvangen. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const quoteNumber = url.searchParams.get('nummer') ?? ''
  return {
    kind: url.pathname.endsWith('/offerte-verzonden') ? ('offerte' as const) : ('boeking' as const),
    quoteNumber: /^OFF-\d{8}-\d{3}$/.test(quoteNumber) ? quoteNumber : '',
  }
}

export default function RequestSentPage({ loaderData: { kind, quoteNumber } }: Route.ComponentProps) {
  return kind === 'offerte' ? (
    <StatusPage
      title={requestTexts.offerte.success.title}
      actions={[
        { to: '/tarieven', label: 'Terug naar de tarieven' },
        { to: '/', label: 'Naar de homepage' },
      ]}
    >
      <p>{`We hebben de offerte${quoteNumber ? ` ${quoteNumber}` : ''} naar je e-mailadres gestuurd.`}</p>
      <p>Niets ontvangen binnen een paar minuten? Kijk in je map met ongewenste e-mail of neem contact met ons op.</p>
    </StatusPage>
  ) : (
    <StatusPage title={requestTexts.boeking.success.title} actions={[{ to: '/', label: 'Naar de homepage' }]}>
      <p>{requestTexts.boeking.success.description}</p>
      <p>Tot we de boeking bevestigen, is de aanvraag nog niet definitief.</p>
    </StatusPage>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(requestTexts[loaderData?.kind ?? 'boeking'].success.title) },
    { name: 'robots', content: 'noindex' },
  ]
}
