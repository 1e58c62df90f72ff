import { Link } from 'react-router'

/** A list of terms (app/content/terms.ts) with the link to all of them, wherever terms are quoted. */
export function TermsList({ terms, className = '' }: { terms: readonly string[]; className?: string }) {
  return (
    <>
      <ul className={`mt-2 list-disc space-y-1 pl-5 ${className}`}>
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to="/voorwaarden" className="font-medium text-brick-700 underline underline-offset-4">
          Alle voorwaarden
        </Link>
      </p>
    </>
  )
}
