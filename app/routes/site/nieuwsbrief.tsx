import { NewsletterForm } from '~/components/newsletter-form'
import { PageHeader } from '~/components/page-header'
import { withNetworkFallback } from '~/lib/client-actions'
import { seo } from '~/lib/seo'
import { NewsletterSchema } from '~/lib/validation'
import { handlePublicForm } from '~/server/http/form-action.server'
import { subscribe } from '~/server/newsletter/newsletter.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/nieuwsbrief'

const intro = 'Open dagen, workshops en nieuwe mogelijkheden in ons pand: hooguit één keer per maand in je mailbox.'

export async function action({ request, context }: Route.ActionArgs) {
  const app = services(context)
  return handlePublicForm({
    request,
    services: app,
    schema: NewsletterSchema,
    bucket: 'newsletter',
    successPath: '/nieuwsbrief/aangemeld',
    submit: ({ email }, now, count) => subscribe(email, { ...app, now, count }),
  })
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => withNetworkFallback(serverAction)

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Nieuwsbrief" intro={intro} />
      <div className="container-page max-w-2xl py-14">
        <NewsletterForm id="nieuwsbrief-pagina" lastResult={actionData?.result ?? undefined} />
      </div>
    </>
  )
}

export const meta: Route.MetaFunction = (args) => seo(args, { title: 'Nieuwsbrief', description: intro })
