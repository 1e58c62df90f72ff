import { Link, data } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { findServicePage } from '~/content/services'
import { pageTitle } from '~/content/venue'
import type { Route } from './+types/service'

export function loader({ params }: Route.LoaderArgs) {
  const page = findServicePage(params.service)
  if (!page) throw data(null, { status: 404 })
  return { page }
}

export default function ServiceRoute({ loaderData: { page } }: Route.ComponentProps) {
  return <PageHeader eyebrow="Mogelijkheden" title={page.title} intro={page.description} />
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle('Dienst niet gevonden') }]
  return [{ title: pageTitle(loaderData.page.title) }, { name: 'description', content: loaderData.page.description }]
}

export function ErrorBoundary() {
  return (
    <section className="container-page py-24 text-center">
      <h1 className="font-display text-3xl font-semibold">Dienst niet gevonden</h1>
      <p className="mx-auto mt-4 max-w-prose text-ink-soft">
        Deze dienst bestaat niet (meer). Bekijk hieronder wat we wel aanbieden.
      </p>
      <Link to="/#diensten" className="btn-primary mt-8">
        Terug naar onze diensten
      </Link>
    </section>
  )
}
