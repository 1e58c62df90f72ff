import { PageHeader } from '~/components/page-header'
import { pageTitle } from '~/content/venue'

const title = 'Reserveer uw ruimte'
const intro = 'Bekijk wanneer de ruimte vrij is en vraag direct een boeking aan.'

export const meta = () => [{ title: pageTitle(title) }, { name: 'description', content: intro }]

export default function BookingPage() {
  return <PageHeader title={title} intro={intro} />
}
