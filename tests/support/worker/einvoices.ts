import { env } from 'cloudflare:workers'
import { ublMissing } from '~/lib/ubl'
import { storedInvoiceXml, ublInvoiceOf } from '~/server/invoices/documents.server'
import { servicesFor } from '~/server/services.server'
import { invoices } from '../../../db/schema'

type Verdict = { ok: boolean; errors: { id: string; text: string; location: string }[] }

/** The team's validator (tests/support/node/einvoice-validator-api.ts): schema, EN 16931, Dutch Peppol rules. */
export async function validateEInvoice(xml: string): Promise<Verdict> {
  const response = await fetch(`${env.EINVOICE_VALIDATOR_URL}/validate`, { method: 'POST', body: xml })
  if (!response.ok) throw new Error(await response.text())
  return response.json()
}

/** Every e-invoice the database holds now: the invoices and credit notes whose customer's details make one. */
export async function storedEInvoices(): Promise<{ number: string; xml: string }[]> {
  const app = servicesFor(env, { waitUntil: () => {} })
  const rows = await app.db.select().from(invoices)
  const documents: { number: string; xml: string }[] = []
  for (const row of rows) {
    if (ublMissing(ublInvoiceOf(row)).length) continue
    const xml = await storedInvoiceXml(app.db, row, { now: Date.now(), links: app.links, ideal: app.settings.ideal })
    if (!xml) throw new Error(`invoice ${row.number} has complete details but no e-invoice`)
    documents.push({ number: row.number, xml })
  }
  return documents
}

/** Every stored e-invoice, validated. Answers the documents that fail, with their errors (none: all pass). */
export async function invalidStoredEInvoices() {
  const failures: { number: string; errors: string[] }[] = []
  for (const { number, xml } of await storedEInvoices()) {
    const verdict = await validateEInvoice(xml)
    if (!verdict.ok) failures.push({ number, errors: verdict.errors.map((e) => `${e.id} ${e.location}: ${e.text}`) })
  }
  return failures
}
