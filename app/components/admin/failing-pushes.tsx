import { Link } from 'react-router'
import { counted } from '~/lib/format'

/** The overview's warning when pushes to the bookkeeping keep failing (docs/decisions/046-bookkeeping-pushes.md). */
export function FailingPushesNotice({ failing }: { failing: number }) {
  if (failing === 0) return null
  return (
    <p role="alert" className="mt-4 rounded-md border border-brick-700 bg-white px-4 py-2 text-sm">
      {`${counted(failing, 'document of betaling komt', 'documenten of betalingen komen')} niet in Moneybird. `}
      <Link to="/admin/boekhouding" className="text-brick-700 underline">
        Bekijk wat er misgaat
      </Link>
    </p>
  )
}
