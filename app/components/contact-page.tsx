import type { SubmissionResult } from '@conform-to/react'
import { ContactDetails } from './contact-details'
import { ContactForm } from './contact-form'
import { PageHeader } from './page-header'

export const contactIntro =
  'Vragen over de ruimte, een bezichtiging of een offerte op maat? Stuur ons een bericht of bel even: we ' +
  'helpen je graag.'

/**
 * /contact, and /contact/verzonden where a visitor without JavaScript lands after sending: the
 * same page with the confirmation above an empty form, to send another message (spec §4).
 */
export function ContactPageContent({
  sent = false,
  lastResult,
}: {
  sent?: boolean
  lastResult?: SubmissionResult<string[]> | null
}) {
  return (
    <>
      <PageHeader title="Contact" intro={contactIntro} />
      {sent ? (
        <div className="container-page pt-10">
          <div role="status" className="rounded-lg border border-frame-500 bg-white px-5 py-4 shadow-sm">
            <p className="font-display text-xl font-semibold">
              <span aria-hidden="true" className="mr-2 text-frame-500">
                ✓
              </span>
              Bericht verzonden
            </p>
            <p className="mt-1 text-ink-soft">Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.</p>
          </div>
        </div>
      ) : null}
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1fr_2fr]">
        <aside aria-labelledby="gegevens">
          <h2 id="gegevens" className="font-display text-2xl font-semibold">
            Gegevens
          </h2>
          <div className="mt-6">
            <ContactDetails />
          </div>
        </aside>
        <section aria-labelledby="bericht" className="rounded-xl border border-mortar bg-white p-6 shadow-sm sm:p-8">
          <h2 id="bericht" className="font-display text-2xl font-semibold">
            {sent ? 'Nog een bericht sturen' : 'Stuur ons een bericht'}
          </h2>
          <p className="mt-2 text-ink-soft">We reageren op werkdagen meestal binnen een dag.</p>
          <div className="mt-6">
            <ContactForm id="contactformulier" lastResult={lastResult} />
          </div>
        </section>
      </div>
    </>
  )
}
