/**
 * A customer's invoice details (factuurgegevens): the structured invoice address and, for a
 * business, the KvK number and btw-id. An e-invoice needs them (docs/decisions/027-e-invoices.md);
 * the PDF prints the address as one line. The same fields on the request and quote form, the
 * customer's link and the owner's CRM, checked by one schema.
 */
import { listed } from './format'
import { optionalText } from './validation'
import { z } from './zod'

/** The countries an invoice address may be in, with the Peppol scheme of their btw-id (EAS code list). */
export const invoiceCountries = {
  NL: { label: 'Nederland', vatScheme: '9944' },
  BE: { label: 'België', vatScheme: '9925' },
  DE: { label: 'Duitsland', vatScheme: '9930' },
  LU: { label: 'Luxemburg', vatScheme: '9938' },
  FR: { label: 'Frankrijk', vatScheme: '9957' },
} as const
export type InvoiceCountry = keyof typeof invoiceCountries
export const invoiceCountryCodes = Object.keys(invoiceCountries) as InvoiceCountry[]
export const isInvoiceCountry = (value: string | null | undefined): value is InvoiceCountry =>
  Boolean(value && value in invoiceCountries)

export type InvoiceDetails = {
  company: string | null
  kvk: string | null
  vatId: string | null
  street: string | null
  postcode: string | null
  city: string | null
  country: string | null
}

/** A customer who gave no invoice details. */
export const noInvoiceDetails: InvoiceDetails = {
  company: null,
  kvk: null,
  vatId: null,
  street: null,
  postcode: null,
  city: null,
  country: null,
}

export const invoiceDetailMessages = {
  kvk: 'Een KvK-nummer heeft 8 cijfers.',
  vatIdNl: 'Een Nederlands btw-id is NL, 9 cijfers, B en 2 cijfers, bijvoorbeeld NL123456789B01.',
  vatId: 'Vul het btw-id in met de landcode ervoor, bijvoorbeeld BE0123456789.',
  vatIdCountry: 'Dit btw-id hoort bij een ander land dan het factuuradres.',
  businessOnly: 'Een KvK-nummer of btw-id hoort bij een bedrijf: vul ook de bedrijfsnaam in.',
  kvkNlOnly: 'Een KvK-nummer hoort bij een Nederlands bedrijf; vul voor een ander land het btw-id in.',
  street: 'Vul straat en huisnummer in.',
  postcode: 'Vul de postcode in.',
  postcodeNl: 'Een Nederlandse postcode is 4 cijfers en 2 letters, bijvoorbeeld 1713 HA.',
  postcodeOther: 'Vul een geldige postcode in.',
  city: 'Vul de plaats in.',
  country: 'Kies een land.',
}

/** A typed value without spaces and dots, in capitals ("NL 8623.45671 b01" is NL862345671B01). */
const compact = (value: string) => value.replace(/[\s.]/g, '').toUpperCase()

/** The fields as a form or the API posts them; `checkInvoiceDetails` checks how they fit together. */
export const invoiceDetailsShape = {
  kvk: optionalText(20).transform((value) => (value ? compact(value) : undefined)),
  vatId: optionalText(20).transform((value) => (value ? compact(value) : undefined)),
  street: optionalText(120),
  postcode: optionalText(12).transform((value) => (value ? value.toUpperCase() : undefined)),
  city: optionalText(80),
  country: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isInvoiceCountry(value), invoiceDetailMessages.country),
}

/** The details as a form or the API posts them: each optional, empty left out. */
export type PostedInvoiceDetails = {
  company?: string
  kvk?: string
  vatId?: string
  street?: string
  postcode?: string
  city?: string
  country?: string
}
type Posted = PostedInvoiceDetails

/** Whether the details hold a whole invoice address (street, post code and city), which every invoice needs. */
export const hasInvoiceAddress = (details: {
  street?: string | null
  postcode?: string | null
  city?: string | null
}) => Boolean(details.street && details.postcode && details.city)

/**
 * The same check, for a form where the address is required: a booking request, since a confirmed
 * booking is invoiced and a Dutch invoice names the customer's address (art. 35a Wet OB).
 */
export function requireInvoiceAddress(value: Posted, context: z.RefinementCtx) {
  // A part of the address already makes checkInvoiceDetails ask for the rest.
  if (value.street || value.postcode || value.city) return
  for (const path of ['street', 'postcode', 'city'] as const)
    context.addIssue({ code: 'custom', path: [path], message: invoiceDetailMessages[path] })
}

/**
 * How the details fit together, for a schema's superRefine: an address is street, post code and
 * city together (in the Netherlands unless another country is chosen); KvK number and btw-id
 * belong to a company, each in its own format.
 */
export function checkInvoiceDetails(value: Posted, context: z.RefinementCtx) {
  const issue = (path: keyof Posted, message: string) => context.addIssue({ code: 'custom', path: [path], message })
  const country = value.country ?? 'NL'
  if (value.street || value.postcode || value.city) {
    if (!value.street) issue('street', invoiceDetailMessages.street)
    if (!value.postcode) issue('postcode', invoiceDetailMessages.postcode)
    if (!value.city) issue('city', invoiceDetailMessages.city)
  }
  if (value.postcode) {
    if (country === 'NL' && !/^\d{4} ?[A-Z]{2}$/.test(value.postcode))
      issue('postcode', invoiceDetailMessages.postcodeNl)
    else if (country !== 'NL' && !/^[A-Z0-9][A-Z0-9 -]{2,9}$/.test(value.postcode))
      issue('postcode', invoiceDetailMessages.postcodeOther)
  }
  if ((value.kvk || value.vatId) && !value.company) issue('company', invoiceDetailMessages.businessOnly)
  if (value.kvk && !/^\d{8}$/.test(value.kvk)) issue('kvk', invoiceDetailMessages.kvk)
  else if (value.kvk && country !== 'NL') issue('kvk', invoiceDetailMessages.kvkNlOnly)
  if (value.vatId) {
    if (value.vatId.startsWith('NL') && !/^NL\d{9}B\d{2}$/.test(value.vatId))
      issue('vatId', invoiceDetailMessages.vatIdNl)
    else if (!/^[A-Z]{2}[0-9A-Z]{2,12}$/.test(value.vatId)) issue('vatId', invoiceDetailMessages.vatId)
    else if (!value.vatId.startsWith(country)) issue('vatId', invoiceDetailMessages.vatIdCountry)
  }
}

/** What a checked form gives: the details to store, the post code written the usual way ("1713 HA"). */
export function invoiceDetailsOf(value: Posted): Omit<InvoiceDetails, 'company'> {
  const hasAddress = hasInvoiceAddress(value)
  const country = hasAddress ? (value.country ?? 'NL') : null
  const postcode =
    hasAddress && value.postcode && country === 'NL'
      ? value.postcode.replace(/^(\d{4}) ?([A-Z]{2})$/, '$1 $2')
      : (value.postcode ?? null)
  return {
    kvk: value.kvk ?? null,
    vatId: value.vatId ?? null,
    street: hasAddress ? (value.street ?? null) : null,
    postcode: hasAddress ? postcode : null,
    city: hasAddress ? (value.city ?? null) : null,
    country,
  }
}

/** The details of a stored row (a booking or a CRM customer). */
export const invoiceDetailsFrom = (row: InvoiceDetails): InvoiceDetails => ({
  company: row.company,
  kvk: row.kvk,
  vatId: row.vatId,
  street: row.street,
  postcode: row.postcode,
  city: row.city,
  country: row.country,
})

/** The details as a form's default values (empty for what is not known; the Netherlands by default). */
export const invoiceDetailsFormValue = (details: InvoiceDetails) => ({
  company: details.company ?? '',
  kvk: details.kvk ?? '',
  vatId: details.vatId ?? '',
  street: details.street ?? '',
  postcode: details.postcode ?? '',
  city: details.city ?? '',
  country: details.country ?? 'NL',
})

/** "Coolsingel 40, 3011 AD Rotterdam" (with the country outside the Netherlands), or null without an address. */
export function invoiceAddressLine(details: Pick<InvoiceDetails, 'street' | 'postcode' | 'city' | 'country'>) {
  if (!details.street || !details.postcode || !details.city) return null
  const abroad = isInvoiceCountry(details.country) && details.country !== 'NL'
  const country = abroad ? `, ${invoiceCountries[details.country as InvoiceCountry].label}` : ''
  return `${details.street}, ${details.postcode} ${details.city}${country}`
}

/**
 * Where an e-invoice goes in the Peppol network: a Dutch business by its KvK number (scheme 0106),
 * a business elsewhere by its btw-id. Null when the details cannot make one.
 */
export function peppolEndpoint(details: InvoiceDetails): { scheme: string; id: string } | null {
  if (!details.company || !isInvoiceCountry(details.country)) return null
  if (details.country === 'NL') return details.kvk ? { scheme: '0106', id: details.kvk } : null
  return details.vatId ? { scheme: invoiceCountries[details.country].vatScheme, id: details.vatId } : null
}

/** ["de bedrijfsnaam", "het KvK-nummer"] -> "de bedrijfsnaam en het KvK-nummer ontbreken": what stops an e-invoice. */
export const missingText = (missing: readonly string[]) =>
  `${listed(missing)} ${missing.length > 1 ? 'ontbreken' : 'ontbreekt'}`

/**
 * What an e-invoice still needs of these details, in Dutch ("de bedrijfsnaam", "het KvK-nummer",
 * "het factuuradres"); empty when it can be made. Peppol is for businesses, and its Dutch rules ask
 * a Dutch customer's KvK number and full address.
 */
export function eInvoiceMissing(details: InvoiceDetails): string[] {
  const missing: string[] = []
  if (!details.company) missing.push('de bedrijfsnaam')
  const hasAddress = Boolean(details.street && details.postcode && details.city && isInvoiceCountry(details.country))
  if (!hasAddress) missing.push('het factuuradres')
  if ((details.country ?? 'NL') === 'NL') {
    if (!details.kvk) missing.push('het KvK-nummer')
  } else if (!details.vatId) missing.push('het btw-id')
  return missing
}

/**
 * The booking's own details where it has them, else what the owner keeps in the CRM: the address
 * as a whole, the KvK number and btw-id only for the same company (a private booking stays private).
 */
export function mergedInvoiceDetails(own: InvoiceDetails, crm: InvoiceDetails | undefined): InvoiceDetails {
  if (!crm) return own
  const sameCompany = Boolean(own.company && own.company === crm.company)
  const ownAddress = Boolean(own.street && own.postcode && own.city)
  return {
    company: own.company,
    kvk: own.kvk ?? (sameCompany ? crm.kvk : null),
    vatId: own.vatId ?? (sameCompany ? crm.vatId : null),
    ...(ownAddress
      ? { street: own.street, postcode: own.postcode, city: own.city, country: own.country }
      : { street: crm.street, postcode: crm.postcode, city: crm.city, country: crm.country }),
  }
}
