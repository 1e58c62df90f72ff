/**
 * Moneybird's REST API v2 as a bookkeeping adapter (./adapter.ts; docs/decisions/046-bookkeeping-pushes.md).
 * A personal API token as bearer; 150 requests per 5 minutes, a 429 with Retry-After beyond. Our
 * documents become external sales invoices with our number as `reference`; payments and refunds are
 * payments on them with our key as `transaction_identifier`. Before making anything it asks whether
 * Moneybird already has it under that key, so a retry after a timeout never makes a second one.
 */
import { type BookkeepingCustomer, type BookkeepingDocument, decimalOf, unmappedRates } from '~/lib/bookkeeping'
import { z } from '~/lib/zod'
import { retryAfterMs } from '../mail/provider.server'
import { type BookkeepingAdapter, PushError } from './adapter'

export type MoneybirdConfig = {
  apiUrl: string
  token: string
  timeoutMs: number
  fetch?: typeof globalThis.fetch
  now?: () => number
}

const Id = z.union([z.string(), z.number()]).transform(String)
const Named = z.object({ id: Id, name: z.string() })
const TaxRate = z.object({
  id: Id,
  name: z.string(),
  percentage: z.union([z.string(), z.number()]).transform(Number),
  tax_rate_type: z.string().optional(),
  active: z.boolean().optional(),
})
const LedgerAccount = z.object({ id: Id, name: z.string(), account_type: z.string().optional() })
const Contact = z.object({
  id: Id,
  email: z.string().nullish(),
  chamber_of_commerce: z.string().nullish(),
})
const Payment = z.object({ id: Id, transaction_identifier: z.string().nullish() })
const Invoice = z.object({
  id: Id,
  reference: z.string().nullish(),
  contact_id: Id.nullish(),
  attachments: z.array(z.unknown()).optional(),
  payments: z.array(Payment).optional(),
})

export function moneybirdAdapter(config: MoneybirdConfig): BookkeepingAdapter {
  const fetcher = config.fetch ?? globalThis.fetch
  const now = config.now ?? Date.now
  // The owner's link: the API's origin without /api/v2 (https://moneybird.com/{administration}/...).
  const site = config.apiUrl.replace(/\/api\/v2\/?$/, '')

  async function call<T>(schema: z.ZodType<T>, path: string, init: RequestInit = {}): Promise<T> {
    let response: Response
    try {
      response = await fetcher(`${config.apiUrl}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${config.token}`,
          accept: 'application/json',
          ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        signal: AbortSignal.timeout(config.timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw new PushError(
        timedOut
          ? `Moneybird gaf binnen ${config.timeoutMs / 1000} seconden geen antwoord; we proberen het later opnieuw.`
          : 'Moneybird was niet bereikbaar; we proberen het later opnieuw.',
        true,
      )
    }
    if (response.status === 429)
      throw new PushError(
        'Moneybird laat even geen verzoeken meer toe (te veel in korte tijd); we proberen het later opnieuw.',
        true,
        retryAfterMs(response.headers.get('Retry-After'), now()) ??
          resetMs(response.headers.get('RateLimit-Reset'), now()),
        true,
      )
    if (response.status >= 500)
      throw new PushError(`Moneybird had een storing (${response.status}); we proberen het later opnieuw.`, true)
    if (response.status === 401 || response.status === 403)
      throw new PushError('Moneybird weigert de API-sleutel. Maak een nieuwe sleutel en verbind opnieuw.', false)
    if (!response.ok) {
      const detail = await response.text().catch(() => '')
      throw new PushError(`Moneybird weigerde het verzoek (${response.status})${reason(detail)}.`, false)
    }
    if (response.status === 204) return schema.parse(null)
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new PushError('Moneybird gaf een antwoord dat we niet begrijpen.', true)
    return parsed.data
  }

  const json = (body: unknown) => JSON.stringify(body)

  /** The contact for this customer: found by e-mail (and KvK number, for a business), else made. */
  async function contactFor(administrationId: string, customer: BookkeepingCustomer): Promise<string> {
    const found = async (query: string) =>
      call(z.array(Contact), `/${administrationId}/contacts.json?query=${encodeURIComponent(query)}`)
    const email = customer.email.toLowerCase()
    if (customer.kvk) {
      const byKvk = (await found(customer.kvk)).find((contact) => contact.chamber_of_commerce === customer.kvk)
      if (byKvk) return byKvk.id
    } else {
      // A consumer (no KvK number) is the contact of their e-mail address without one.
      const byEmail = (await found(email)).find(
        (contact) => contact.email?.toLowerCase() === email && !contact.chamber_of_commerce,
      )
      if (byEmail) return byEmail.id
    }
    const [firstname, ...rest] = customer.name.trim().split(/\s+/)
    const made = await call(Contact, `/${administrationId}/contacts.json`, {
      method: 'POST',
      body: json({
        contact: {
          company_name: customer.company ?? '',
          firstname: customer.company ? '' : (firstname ?? ''),
          lastname: customer.company ? '' : rest.join(' '),
          attention: customer.company ? customer.name : '',
          email,
          send_invoices_to_email: email,
          chamber_of_commerce: customer.kvk ?? '',
          tax_number: customer.vatId ?? '',
          address1: customer.street ?? '',
          zipcode: customer.postcode ?? '',
          city: customer.city ?? '',
          country: customer.country ?? 'NL',
        },
      }),
    })
    return made.id
  }

  const findInvoice = async (administrationId: string, reference: string) =>
    (
      await call(
        z.array(Invoice),
        `/${administrationId}/external_sales_invoices.json?filter=${encodeURIComponent(`reference:${reference}`)}`,
      )
    ).find((invoice) => invoice.reference === reference)

  async function attach(administrationId: string, invoiceId: string, pdf: BookkeepingDocument['pdf']) {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(pdf.bytes)], { type: 'application/pdf' }), pdf.filename)
    await call(z.unknown(), `/${administrationId}/external_sales_invoices/${invoiceId}/attachment.json`, {
      method: 'POST',
      body: form,
    })
  }

  return {
    administrations: () => call(z.array(Named), '/administrations.json'),

    async options(administrationId) {
      const [ledgerAccounts, taxRates] = await Promise.all([
        call(z.array(LedgerAccount), `/${administrationId}/ledger_accounts.json`),
        call(z.array(TaxRate), `/${administrationId}/tax_rates.json`),
      ])
      return {
        ledgerAccounts: ledgerAccounts
          .filter((account) => !account.account_type || account.account_type === 'revenue')
          .map(({ id, name }) => ({ id, name })),
        taxRates: taxRates
          .filter((rate) => rate.active !== false && (rate.tax_rate_type ?? 'sales_invoice') === 'sales_invoice')
          .map(({ id, name, percentage }) => ({ id, name, percentage })),
      }
    },

    async pushDocument(administrationId, document, mapping) {
      const urlOf = (id: string) => `${site}/${administrationId}/external_sales_invoices/${id}`
      const existing = await findInvoice(administrationId, document.reference)
      if (existing) {
        // Made by an attempt that did not live to store its id; its PDF may not have followed.
        if ((existing.attachments ?? []).length === 0) await attach(administrationId, existing.id, document.pdf)
        return { externalId: existing.id, url: urlOf(existing.id), contactId: existing.contact_id ?? '' }
      }
      const missing = unmappedRates(mapping).filter((rate) => document.lines.some((line) => line.vatRate === rate))
      if (missing.length > 0)
        throw new PushError(`Kies in de koppeling eerst het btw-tarief voor ${missing.join(' en ')} %.`, false)
      const contactId = await contactFor(administrationId, document.customer)
      const made = await call(Invoice, `/${administrationId}/external_sales_invoices.json`, {
        method: 'POST',
        body: json({
          external_sales_invoice: {
            contact_id: contactId,
            reference: document.reference,
            date: document.date,
            due_date: document.dueDate,
            currency: 'EUR',
            prices_are_incl_tax: false,
            source: 'De Oude Paardenslagerij',
            details_attributes: document.lines.map((line) => ({
              description: line.description,
              amount: '1',
              price: decimalOf(line.totalPriceCents),
              tax_rate_id: mapping.taxRates[String(line.vatRate)],
              ledger_account_id: mapping.ledgerAccountId,
            })),
          },
        }),
      })
      await attach(administrationId, made.id, document.pdf)
      return { externalId: made.id, url: urlOf(made.id), contactId }
    },

    async pushPayment(administrationId, payment) {
      const path = `/${administrationId}/external_sales_invoices/${payment.documentExternalId}`
      const invoice = await call(Invoice, `${path}.json`)
      const known = (invoice.payments ?? []).find((entry) => entry.transaction_identifier === payment.reference)
      if (known) return { externalId: known.id }
      const made = await call(Payment, `${path}/payments.json`, {
        method: 'POST',
        body: json({
          payment: {
            payment_date: payment.date,
            price: decimalOf(payment.amountCents),
            price_base: decimalOf(payment.amountCents),
            transaction_identifier: payment.reference,
          },
        }),
      })
      return { externalId: made.id }
    },
  }
}

/** Moneybird's `RateLimit-Reset` (the epoch second its window ends), when a 429 has no Retry-After. */
function resetMs(header: string | null, now: number): number | undefined {
  if (!header || !/^\d+$/.test(header.trim())) return undefined
  return Math.max(0, Number(header.trim()) * 1000 - now)
}

/**
 * Moneybird's own words on a refusal, shortened: `{"error": {"date": ["..."]}}` as "date: ...", a
 * plain `{"error": "..."}` as it is, otherwise the first 200 characters.
 */
function reason(body: string): string {
  if (!body) return ''
  let error: unknown = body
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && 'error' in parsed) error = parsed.error
  } catch {}
  const text =
    error && typeof error === 'object'
      ? Object.entries(error)
          .map(([field, messages]) => `${field}: ${[messages].flat().join(', ')}`)
          .join('; ')
      : String(error)
  return `: ${text.slice(0, 200)}`
}
