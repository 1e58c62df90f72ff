import { Link } from 'react-router'

/**
 * A list of terms (app/content/terms.ts) with the link to all of them, wherever terms are quoted:
 * those of price list `listId` where a booking or quote keeps its own
 * (docs/decisions/040-one-agreement-per-booking.md).
 */
export function TermsList({
  terms,
  className = '',
  listId,
}: {
  terms: readonly string[]
  className?: string
  listId?: number
}) {
  return (
    <>
      <ul className={`mt-2 list-disc space-y-1 pl-5 ${className}`}>
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to={termsPath(listId)} className="font-medium text-brick-700 underline underline-offset-4">
          Alle voorwaarden
        </Link>
      </p>
    </>
  )
}

/** /voorwaarden, or the terms of one price list: the ones a booking or quote follows. */
export const termsPath = (listId?: number) => (listId === undefined ? '/voorwaarden' : `/voorwaarden?lijst=${listId}`)
