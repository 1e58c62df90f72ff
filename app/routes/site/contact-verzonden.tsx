import { StatusPage } from '~/components/status-page'
import { pageTitle } from '~/content/venue'

export const meta = () => [{ title: pageTitle('Bericht verzonden') }, { name: 'robots', content: 'noindex' }]

export default function ContactSentPage() {
  return (
    <StatusPage
      title="Bericht verzonden"
      actions={[
        { to: '/', label: 'Naar de homepage' },
        { to: '/tarieven', label: 'Bekijk de tarieven' },
      ]}
    >
      <p>Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.</p>
    </StatusPage>
  )
}
