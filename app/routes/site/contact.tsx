import { ContactDetails } from '~/components/contact-details'
import { ContactForm } from '~/components/contact-form'
import { PageHeader } from '~/components/page-header'
import { withNetworkFallback } from '~/lib/client-actions'
import { seo } from '~/lib/seo'
import { ContactSchema } from '~/lib/validation'
import { submitContactMessage } from '~/server/contact.server'
import { handlePublicForm } from '~/server/form-action.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/contact'

const intro =
  'Vragen over de ruimte, een bezichtiging of een offerte op maat? Stuur ons een bericht of bel even: we ' +
  'helpen je graag.'

export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  return handlePublicForm({
    request,
    services: app,
    schema: ContactSchema,
    bucket: 'contact',
    successPath: '/contact/verzonden',
    submit: (value, now, count) =>
      submitContactMessage(value, { db: app.db, venueInbox: app.config.VENUE_INBOX, now, count }),
  })
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => withNetworkFallback(serverAction)

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Contact" intro={intro} />
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
            Stuur ons een bericht
          </h2>
          <p className="mt-2 text-ink-soft">We reageren op werkdagen meestal binnen een dag.</p>
          <div className="mt-6">
            <ContactForm id="contactformulier" lastResult={actionData?.result ?? undefined} />
          </div>
        </section>
      </div>
    </>
  )
}

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'Contact', description: intro })
