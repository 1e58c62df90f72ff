import { StatusPage } from '~/components/status-page'
import { pageTitle } from '~/content/venue'
import { confirmSubscription, unsubscribe } from '~/server/newsletter/newsletter.server'
import { services } from '~/server/services.server'
import type { Route } from './+types/nieuwsbrief-link'

/**
 * The two links in newsletter mail, /nieuwsbrief/bevestigen and /nieuwsbrief/afmelden: one
 * click, no JavaScript needed. The answer is private (it depends on the token).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = services(context)
  const url = new URL(request.url)
  const token = url.searchParams.get('token') ?? ''
  const kind: 'afmelden' | 'bevestigen' = url.pathname.endsWith('/afmelden') ? 'afmelden' : 'bevestigen'
  const deps = { ...app, now: Date.now() }
  const outcome = kind === 'afmelden' ? await unsubscribe(token, deps) : await confirmSubscription(token, deps)
  return { kind, outcome }
}

const pages = {
  bevestigen: {
    done: {
      title: 'Inschrijving bevestigd',
      text:
        'Dank je wel! Je ontvangt voortaan onze nieuwsbrief. Afmelden kan altijd via de link onderaan ' +
        'elke nieuwsbrief.',
    },
    invalid: {
      title: 'Deze link werkt niet meer',
      text: 'De bevestigingslink is verlopen of ongeldig. Schrijf je opnieuw in; je krijgt dan een nieuwe link.',
    },
  },
  afmelden: {
    done: {
      title: 'Je bent afgemeld',
      text: 'Je ontvangt onze nieuwsbrief niet meer. Jammer dat je gaat! Je kunt je altijd opnieuw inschrijven.',
    },
    invalid: {
      title: 'Deze afmeldlink werkt niet',
      text: 'De link is ongeldig of onvolledig. Neem contact met ons op, dan melden we je direct af.',
    },
  },
} as const

export default function NewsletterLinkPage({ loaderData: { kind, outcome } }: Route.ComponentProps) {
  const page = pages[kind][outcome]
  const actions =
    outcome === 'done' && kind === 'bevestigen'
      ? [{ to: '/', label: 'Naar de homepage' }]
      : [
          {
            to: '/nieuwsbrief',
            label: kind === 'afmelden' && outcome === 'done' ? 'Toch weer inschrijven' : 'Opnieuw inschrijven',
          },
          { to: '/contact', label: 'Neem contact op' },
        ]
  return (
    <StatusPage title={page.title} tone={outcome === 'done' ? 'success' : 'problem'} actions={actions}>
      <p>{page.text}</p>
    </StatusPage>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? pages[loaderData.kind][loaderData.outcome].title : 'Nieuwsbrief'
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }]
}
