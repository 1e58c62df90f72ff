import { StatusPage } from '~/components/status-page'
import { pageTitle } from '~/content/venue'
import { services } from '~/server/services.server'
import { confirmWaitingListEntry } from '~/server/waiting-list/waiting-list.server'
import type { Route } from './+types/wachtlijst-bevestigen'

/** /wachtlijst/bevestigen?sleutel=...: the link in the waiting list's confirmation mail. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const now = Date.now()
  const key = await app.links.subject('waiting-list-confirm', new URL(request.url).searchParams.get('sleutel'), now)
  return { confirmed: key ? await confirmWaitingListEntry(app.db, key, now) : false }
}

export default function WaitingListConfirmPage({ loaderData }: Route.ComponentProps) {
  return loaderData.confirmed ? (
    <StatusPage title="Je staat op de wachtlijst">
      <p>Komt het dagdeel vrij, dan mailen we je meteen. Wie dan het eerst aanvraagt, krijgt het.</p>
    </StatusPage>
  ) : (
    <StatusPage
      title="Deze link werkt niet meer"
      tone="problem"
      actions={[
        { to: '/wachtlijst', label: 'Opnieuw aanmelden' },
        { to: '/contact', label: 'Neem contact op' },
      ]}
    >
      <p>De bevestigingslink is verlopen of ongeldig. Meld je opnieuw aan; je krijgt dan een nieuwe link.</p>
    </StatusPage>
  )
}

export const meta = () => [{ title: pageTitle('Wachtlijst') }, { name: 'robots', content: 'noindex' }]
