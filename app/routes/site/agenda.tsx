import { PageHeader } from '~/components/page-header'
import { pageTitle, venue } from '~/content/venue'

const title = 'Agenda'
const intro = `Open dagen, workshops en andere activiteiten in ${venue.name}.`

export const meta = () => [{ title: pageTitle(title) }, { name: 'description', content: intro }]

export default function AgendaPage() {
  return <PageHeader title={title} intro={intro} />
}
