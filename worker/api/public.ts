import { Hono } from 'hono'
import { ContactSchema, NewsletterSchema } from '~/lib/validation'
import {
  type Accepted,
  runPublicSubmission,
  type ServiceResult,
  type SubmissionOutcome,
} from '~/server/http/public-forms.server'
import { submitContactMessage } from '~/server/messages/contact.server'
import { subscribe, unsubscribe } from '~/server/newsletter/newsletter.server'
import { servicesFor } from '~/server/services.server'
import { limitBody, parseJson, requireJson } from './json-body'

/** The public JSON endpoints of the spec: the same services as the forms, the same rules. */
export const publicApi = new Hono<{ Bindings: Env }>()

const successMessages = {
  contact: 'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.',
  newsletter:
    'Bedankt voor je inschrijving op onze nieuwsbrief! Bevestig je inschrijving via de link in de e-mail ' +
    'die we je sturen.',
}

export function answer<R extends ServiceResult>(
  outcome: SubmissionOutcome<R>,
  success: (result: Accepted<R>) => Record<string, unknown>,
  successStatus: 200 | 201,
): Response {
  switch (outcome.kind) {
    case 'ok':
      return Response.json({ ok: true, ...success(outcome.result) }, { status: successStatus })
    case 'refused':
      return Response.json(
        { error: outcome.message, ...(outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : {}) },
        { status: outcome.status },
      )
    case 'rate-limited':
      return Response.json(
        { error: outcome.message },
        { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
      )
    case 'unavailable':
      return Response.json({ error: outcome.message }, { status: 503, headers: { 'Retry-After': '60' } })
  }
}

publicApi.post('/contact', requireJson, limitBody, async (c) => {
  const parsed = await parseJson(c, ContactSchema)
  if (!parsed.ok) return parsed.response
  const services = servicesFor(c.env, c.executionCtx)
  const outcome = await runPublicSubmission(c.req.raw, services, 'contact', (now, count) =>
    submitContactMessage(parsed.value, { ...services, now, count }),
  )
  return answer(outcome, () => ({ message: successMessages.contact }), 201)
})

publicApi.post('/newsletter', requireJson, limitBody, async (c) => {
  const parsed = await parseJson(c, NewsletterSchema)
  if (!parsed.ok) return parsed.response
  const services = servicesFor(c.env, c.executionCtx)
  const outcome = await runPublicSubmission(c.req.raw, services, 'newsletter', (now, count) =>
    subscribe(parsed.value.email, { ...services, now, count }),
  )
  return answer(outcome, () => ({ message: successMessages.newsletter }), 200)
})

/** RFC 8058 one-click unsubscribe: mail clients POST here from the List-Unsubscribe header. */
publicApi.post('/newsletter/unsubscribe', async (c) => {
  const token = c.req.query('token') ?? ''
  const services = servicesFor(c.env, c.executionCtx)
  const outcome = await unsubscribe(token, { ...services, now: Date.now() })
  return outcome === 'done'
    ? c.json({ ok: true, message: 'Je bent afgemeld voor de nieuwsbrief.' })
    : c.json({ error: 'Deze afmeldlink is ongeldig.' }, 400)
})
