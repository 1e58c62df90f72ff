import { env } from 'cloudflare:workers'
import type { MoneybirdScripted } from '../fake-moneybird-constants'

/** Talks to the fake Moneybird API (tests/support/node/fake-moneybird-api.ts) from inside workerd. */
const base = () => env.MONEYBIRD_API_URL.replace(/\/api\/v2$/, '')

export type MoneybirdInvoice = {
  id: string
  contact_id: string
  reference: string
  date: string
  details: { description: string; price: string; tax_rate_id: string; ledger_account_id: string }[]
  total_price_excl_tax: string
  total_price_incl_tax: string
  attachments: { filename: string; bytes: number }[]
  payments: { id: string; price: string; transaction_identifier: string | null }[]
}
export type MoneybirdContact = { id: string; email: string; chamber_of_commerce: string; company_name: string }

const post = (path: string, body: unknown = {}) =>
  fetch(`${base()}${path}`, { method: 'POST', body: JSON.stringify(body) }).then((response) => response.text())

export const fakeMoneybird = {
  reset: () => post('/__reset'),
  /** The next answers, in order, instead of the API's own. */
  script: (responses: MoneybirdScripted[]) => post('/__script', { responses }),
  /** A share of all answers fails at random (500, 429, 502 after the work was done), from `seed`. */
  chaos: (rate: number, seed: number) => post('/__chaos', { rate, seed }),
  async state(): Promise<{ contacts: MoneybirdContact[]; invoices: MoneybirdInvoice[] }> {
    return (await fetch(`${base()}/__state`)).json()
  },
  async requests(): Promise<{ method: string; path: string }[]> {
    return (await fetch(`${base()}/__requests`)).json()
  },
}
