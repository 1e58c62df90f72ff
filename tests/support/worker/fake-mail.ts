import { env } from 'cloudflare:workers'

/** Talks to the fake mail API (tests/support/node/fake-mail-api.ts) from inside workerd. */
const base = () => env.MAIL_API_URL

export type ScriptedResponse = { status?: number; headers?: Record<string, string>; body?: unknown; hangMs?: number }
export type ReceivedMail = {
  idempotencyKey: string | null
  body: {
    from: string
    to: string[]
    reply_to?: string
    subject: string
    html: string
    text: string
    headers?: Record<string, string>
    attachments: { filename: string; content: string; content_type: string }[]
  }
}

export const fakeMail = {
  async reset() {
    await fetch(`${base()}/__reset`, { method: 'POST' })
  },
  async script(responses: ScriptedResponse[]) {
    await fetch(`${base()}/__script`, { method: 'POST', body: JSON.stringify({ responses }) })
  },
  async requests(): Promise<ReceivedMail[]> {
    return (await fetch(`${base()}/__requests`)).json()
  },
  async delivered(): Promise<ReceivedMail[]> {
    return (await fetch(`${base()}/__delivered`)).json()
  },
}
