import { PageHeader } from '~/components/page-header'
import { pageTitle, venue } from '~/content/venue'

const title = `Over ${venue.name}`
const intro = 'Wie we zijn en waarom vergaderen in een monumentaal pand anders voelt.'

export const meta = () => [{ title: pageTitle(title) }, { name: 'description', content: intro }]

export default function AboutPage() {
  return <PageHeader title={title} intro={intro} />
}
