import { Link } from 'react-router'

/** A request that ended unbooked, or a booking we had to cancel: where to look for another date. */
export function AnotherDatePanel() {
  return (
    <section aria-labelledby="andere-datum" className="rounded-xl border border-mortar bg-white p-6 shadow-sm">
      <h2 id="andere-datum" className="font-display text-2xl font-semibold">
        Een andere datum?
      </h2>
      <p className="mt-2">
        Er staat niets voor je vast en je betaalt niets. Bekijk welke dagdelen vrij zijn en vraag opnieuw aan; is de dag
        die je wilt al bezet, zet je dan op de wachtlijst. Of neem contact met ons op: dan zoeken we samen een datum.
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to="/boeken" className="btn-primary">
          Bekijk de beschikbaarheid
        </Link>
        <Link to="/contact" className="btn-outline">
          Neem contact op
        </Link>
      </p>
    </section>
  )
}
