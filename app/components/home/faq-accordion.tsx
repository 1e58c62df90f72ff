import { useId, useState } from 'react'
import type { FaqItem } from '~/content/home'
import { venue } from '~/content/venue'

/**
 * At most one answer open; clicking the open question closes it. Each question is a button
 * with aria-expanded, so it works by keyboard (Enter, Space) and screen reader.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null)
  const id = useId()
  return (
    <div className="divide-y divide-mortar rounded-xl border border-mortar bg-white">
      {items.map((item, index) => {
        const expanded = open === index
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={`${id}-vraag-${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-antwoord-${index}`}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-cream"
              >
                {item.question}
                <span aria-hidden="true" className={`text-xl text-brick-700 transition-transform ${expanded ? 'rotate-45' : ''}`}>
                  +
                </span>
              </button>
            </h3>
            <div id={`${id}-antwoord-${index}`} role="region" aria-labelledby={`${id}-vraag-${index}`} hidden={!expanded} className="px-5 pb-5 text-ink-soft">
              <p>{item.answer}</p>
              {item.parkingGuide ? (
                <p className="mt-2">
                  <a href={venue.parking.guidePath} className="font-medium text-brick-700 underline underline-offset-4" download>
                    Download de parkeerwijzer (PDF)
                  </a>
                </p>
              ) : null}
            </div>
          </div>
        )
      })}
    </div>
  )
}
