import { venue } from '~/content/venue'

/** Address, phone, e-mail, opening hours and social links, as on /contact and the home page. */
export function ContactDetails() {
  return (
    <dl className="space-y-5">
      <Detail term="Adres">
        <address className="not-italic">
          {venue.address.street}
          <br />
          {`${venue.address.postalCode} ${venue.address.city}`}
        </address>
      </Detail>
      <Detail term="Telefoon">
        <a href={venue.phone.href} className="font-medium text-brick-700 underline underline-offset-4">
          {venue.phone.display}
        </a>
      </Detail>
      <Detail term="E-mail">
        <a href={`mailto:${venue.email}`} className="font-medium break-all text-brick-700 underline underline-offset-4">
          {venue.email}
        </a>
      </Detail>
      <Detail term="Openingstijden">
        <p>{venue.openingHours.summary}</p>
        <p className="text-ink-soft">{venue.openingHours.onRequest}</p>
      </Detail>
      <Detail term="Volg ons">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {venue.social.map((item) => (
            <li key={item.href}>
              <a href={item.href} rel="noopener" className="text-brick-700 underline underline-offset-4">
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </Detail>
    </dl>
  )
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold tracking-wide text-ink-soft uppercase">{term}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  )
}
