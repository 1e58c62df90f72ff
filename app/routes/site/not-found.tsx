import { data } from 'react-router'
import { ErrorPage } from '~/components/error-page'
import { pageTitle } from '~/content/venue'

/** Every path no other route claims: the Dutch not-found page, with status 404. */
export function loader() {
  return data(null, { status: 404 })
}

export const meta = () => [{ title: pageTitle('404 - Pagina niet gevonden') }, { name: 'robots', content: 'noindex' }]

export default function NotFoundPage() {
  return (
    <div className="container-page py-16">
      <ErrorPage status={404} />
    </div>
  )
}
