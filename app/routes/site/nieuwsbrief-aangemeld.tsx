import { StatusPage } from '~/components/status-page'
import { pageTitle } from '~/content/venue'

const title = 'Bijna klaar: bevestig je inschrijving'

export const meta = () => [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }]

export default function NewsletterSubscribedPage() {
  return (
    <StatusPage title={title}>
      <p>
        We hebben je een e-mail gestuurd met een bevestigingslink. Klik op die link om je inschrijving af te ronden; pas
        daarna ontvang je de nieuwsbrief. Niets ontvangen? Kijk ook even in je map met ongewenste e-mail.
      </p>
    </StatusPage>
  )
}
