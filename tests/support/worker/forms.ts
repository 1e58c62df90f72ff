import { env } from 'cloudflare:workers'
import { honeypotToken } from '~/server/http/honeypot.server'

/** The hidden fields a real page puts in every public form. */
export async function formFields(fields: Record<string, string>): Promise<Record<string, string>> {
  return { website: '', formToken: await honeypotToken(env.SIGNING_SECRET, Date.now()), ...fields }
}
