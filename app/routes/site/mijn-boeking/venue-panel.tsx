import { venue, venueRouteUrl } from '~/content/venue'

/** Where the venue is, how to get there and where to park. */
export function VenuePanel() {
  return (
    <section aria-labelledby="waar" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
      <h2 id="waar" className="font-display text-2xl font-semibold">
        Waar je ons vindt
      </h2>
      <address className="mt-3 not-italic">
        <span className="block font-medium">{venue.name}</span>
        <span className="block">{venue.address.street}</span>
        <span className="block">{`${venue.address.postalCode} ${venue.address.city}`}</span>
      </address>
      <p className="mt-3">
        <a href={venueRouteUrl} rel="noopener" className="text-brick-700 underline underline-offset-4">
          Plan je route
        </a>
      </p>
      <h3 className="mt-4 font-semibold">{venue.parking.summary}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-soft">
        {venue.parking.details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <a href={venue.parking.guidePath} className="text-brick-700 underline underline-offset-4" download>
          Parkeerwijzer (PDF)
        </a>
      </p>
    </section>
  )
}
