import { formatDateTime } from '~/components/admin/ui'

/** The booking's log, newest first. */
export function BookingHistory({ entries }: { entries: { at: Date; summary: string }[] }) {
  return (
    <section aria-labelledby="geschiedenis" className="rounded-lg border border-mortar bg-white p-5">
      <h2 id="geschiedenis" className="font-display text-xl font-semibold">
        Geschiedenis
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">Nog niets vastgelegd.</p>
      ) : (
        <ol className="mt-3 space-y-2 text-sm">
          {entries.map((entry) => (
            <li key={`${entry.at.getTime()}-${entry.summary}`}>
              <span className="text-ink-soft">{formatDateTime(entry.at)}</span> · {entry.summary}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
