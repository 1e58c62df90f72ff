import { PageHeader } from '~/components/page-header'
import { pageTitle } from '~/content/venue'

export const meta = () => [{ title: pageTitle('Beheer') }, { name: 'robots', content: 'noindex, nofollow' }]

export default function AdminPage() {
  return <PageHeader title="Beheer" intro="Het beheer van boekingen, klanten en offertes, alleen voor de eigenaar." />
}
