import { PageHeader } from '~/components/page-header'
import { pageTitle, venue } from '~/content/venue'

const title = `Het verhaal van ${venue.name}`
const intro = 'Een gebouw met ziel, sinds 1903: van paardenslagerij tot ontmoetingsplek.'

export const meta = () => [{ title: pageTitle(title) }, { name: 'description', content: intro }]

export default function HistoryPage() {
  return <PageHeader title={title} intro={intro} />
}
