import { StatusPage } from '~/components/status-page'
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
      title="Offerte verzonden"
      actions={[
        { to: '/tarieven', label: 'Terug naar de tarieven' },
        { to: '/', label: 'Naar de homepage' },
      ]}
    >
      <p>{`De offerte${quoteNumber ? ` ${quoteNumber}` : ''} is per e-mail verstuurd en bij ons opgeslagen.`}</p>
      <p>Niets ontvangen binnen een paar minuten? Kijk in je map met ongewenste e-mail of neem contact met ons op.</p>
    </StatusPage>
  ) : (
    <StatusPage title="Boeking aangemaakt" actions={[{ to: '/', label: 'Naar de homepage' }]}>
      <p>Bedankt voor je aanvraag. Je ontvangt een bevestiging per e-mail.</p>
      <p>We bevestigen de boeking binnen één werkdag; tot dan is de aanvraag nog niet definitief.</p>
    </StatusPage>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.kind === 'offerte' ? 'Offerte verzonden' : 'Boeking aangemaakt') },
    { name: 'robots', content: 'noindex' },
  ]
}
