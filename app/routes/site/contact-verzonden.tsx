import { ContactPageContent } from '~/components/contact-page'
import { pageTitle } from '~/content/venue'

export const meta = () => [{ title: pageTitle('Bericht verzonden') }, { name: 'robots', content: 'noindex' }]

/** Where a visitor without JavaScript lands after sending: the confirmation and an empty form. */
export default function ContactSentPage() {
  return <ContactPageContent sent />
}
