import { ContactPageContent, contactIntro } from '~/components/contact-page'
import { withNetworkFallback } from '~/lib/client-actions'
import { seo } from '~/lib/seo'
import { ContactSchema } from '~/lib/validation'
import { submitContactMessage } from '~/server/contact.server'
import { handlePublicForm } from '~/server/form-action.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/contact'

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
  return <ContactPageContent lastResult={actionData?.result ?? undefined} />
}

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'Contact', description: contactIntro })
