import { ContactPageContent, contactIntro } from '~/components/contact-page'
import { withNetworkFallback } from '~/lib/client-actions'
import { seo } from '~/lib/seo'
import { ContactSchema } from '~/lib/validation'
import { handlePublicForm } from '~/server/http/form-action.server'
import { submitContactMessage } from '~/server/messages/contact.server'
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
    submit: (value, now, count) => submitContactMessage(value, { ...app, now, count }),
  })
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => withNetworkFallback(serverAction)

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return <ContactPageContent lastResult={actionData?.result ?? undefined} />
}

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'Contact', description: contactIntro })
