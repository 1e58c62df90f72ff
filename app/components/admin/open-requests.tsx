import { Link } from 'react-router'
import { formatDate } from '~/lib/format'

type OpenRequest = { id: number; date: string; name: string }

/**
 * Open requests on day parts something else now holds (a closure, a published activity): they
 * cannot be confirmed, and the owner is asked to tell the people who sent them. Nothing when none.
 */
export function OpenRequestsNotice({
  title,
  explanation,
  requests,
}: {
  title: string
  explanation: string
  requests: readonly OpenRequest[]
}) {
  if (requests.length === 0) return null
  return (
    <section
      aria-labelledby="open-aanvragen"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm"
    >
      <h2 id="open-aanvragen" className="font-semibold">
        {title}
      </h2>
      <p>{explanation}</p>
      <ul className="mt-1 list-disc pl-5">
        {requests.map((request) => (
          <li key={request.id}>
            <Link to={`/admin/boekingen/${request.id}`} className="text-brick-700 underline">
              {`${formatDate(request.date)}: ${request.name} (boeking ${request.id})`}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
