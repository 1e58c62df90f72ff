import { PageHeader } from '~/components/page-header'
import { pageTitle } from '~/content/venue'

const title = 'Contact'
const intro = 'Vragen over de ruimte, een bezichtiging of een offerte? We helpen je graag.'

export const meta = () => [{ title: pageTitle(title) }, { name: 'description', content: intro }]

export default function ContactPage() {
  return <PageHeader title={title} intro={intro} />
}
