import { formatDate, formatEuro } from '~/lib/format'
import type { PreviewRow } from '~/lib/offer-preview'

export type Preview = { follows: string; validFrom: string; rows: PreviewRow[]; terms: string[] }

export function PreviewTable({ preview }: { preview: Preview }) {
  return (
    <section aria-labelledby="voorbeeld-titel" className="rounded-md bg-cream p-4" role="status">
      <h3 id="voorbeeld-titel" className="font-semibold">
        {`Voorbeeld: zo betaalt een klant vanaf ${formatDate(preview.validFrom)}`}
      </h3>
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr className="text-left">
            <th scope="col" className="py-1 pr-2 font-medium">
              Bijeenkomst
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              {preview.follows}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Nieuw
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.meeting} className="border-t border-mortar/60">
              <td className="py-1 pr-2 first-letter:uppercase">{row.meeting}</td>
              <td className="py-1 pr-2 text-right tabular-nums">
                {row.currentCents === undefined ? 'nieuw' : formatEuro(row.currentCents)}
              </td>
              <td className="py-1 text-right tabular-nums">{formatEuro(row.nextCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-ink-soft">Totalen inclusief btw. Er is nog niets gepubliceerd.</p>
      {preview.terms.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold">Zo lezen de voorwaarden die veranderen</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {preview.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
