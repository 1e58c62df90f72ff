import { PageHeader } from '~/components/page-header'
import { pageTitle } from '~/content/venue'

const title = 'Tarieven'
const intro = 'Bereken de prijs van uw vergadering, inclusief btw, en vraag direct een offerte of boeking aan.'

export const meta = () => [{ title: pageTitle(title) }, { name: 'description', content: intro }]

export default function RatesPage() {
  return <PageHeader title={title} intro={intro} />
}
