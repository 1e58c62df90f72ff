/**
 * An invoice or credit note as a UBL 2.1 e-invoice, following Peppol BIS Billing 3.0 with its Dutch
 * rules (docs/decisions/027-e-invoices.md). Pure: built from the same stored lines and totals as the
 * PDF (app/server/pdf/invoice-pdf.server.ts), so every amount is the PDF's to the cent. A credit note
 * is a UBL CreditNote: its stored lines are negative, its UBL amounts positive.
 */
import { venue } from '~/content/venue'
import { type CreditSettlement, creditSettlementText } from './booking-money'
import { eInvoiceMissing, type InvoiceDetails, peppolEndpoint } from './invoice-details'
import {
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceStage,
  invoiceName,
  payBy,
  serviceDatesOf,
  type VatLine,
} from './invoicing'

export const PEPPOL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

/** What a UBL document is made of: the stored invoice's copy of the facts. */
export type UblInvoice = {
  number: string
  kind: InvoiceKind
  /** A voorschotfactuur is a prepayment invoice (type 386); the eindfactuur states what was prepaid. */
  stage?: InvoiceStage | null
  issuedOn: string
  dueOn: string
  serviceDate: string
  /** Every date it is for; none stored (an older invoice): `serviceDate` alone. */
  serviceDates?: string[] | null
  bookingId: number | null
  customerName: string
  customerEmail: string
  customerReference: string | null
  customer: InvoiceDetails
  lines: InvoiceLine[]
  vat: VatLine[]
  subtotalCents: number
  totalVatCents: number
  totalCents: number
  settledCents: number
  /** For a credit note: what happens to the money paid on the invoice it corrects (ADR 021). */
  settlement?: CreditSettlement | null
  note: string | null
}

/** "factuur-2026-0001.xml", "eindfactuur-2027-0012.xml": the file named as the document names itself. */
export const ublFileName = (kind: InvoiceKind, number: string, stage?: InvoiceStage | null) =>
  `${invoiceName(kind, stage).toLowerCase()}-${number}.xml`

/** What an e-invoice for this invoice still needs (empty: it can be made); see `eInvoiceMissing`. */
export const ublMissing = (invoice: Pick<UblInvoice, 'customer'>) => eInvoiceMissing(invoice.customer)

/**
 * What the buyer's books read from the amounts (EN 16931: BT-113 paid amount, BT-115 amount due =
 * BT-112 total - BT-113, rule BR-CO-16), so that each euro is counted once across the documents
 * (docs/decisions/039-aanbetaling.md, "The e-invoices' amounts"). On an invoice the paid amount
 * (`PrepaidAmount`) is what earlier money settles of it: the aanbetaling on the eindfactuur, a
 * credited invoice's payment on the invoice after a change. On a credit note it is the part of the
 * credited invoice's payment that this money settles on another invoice: that euro is the other
 * invoice's paid amount already, so the credit note does not ask it again. Its amount due is the
 * rest: what is paid back, or what cancels the credited invoice's open amount.
 */
function setOffOf(invoice: Pick<UblInvoice, 'settlement' | 'totalCents'>): number {
  const setOff = (invoice.settlement?.setOff ?? []).reduce((sum, part) => sum + part.cents, 0)
  return Math.min(setOff, -invoice.totalCents)
}

/** The amount as UBL writes it: euros with two decimals, "-" for a negative one. */
export function ublAmount(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * What XML 1.0 has no place for: control characters other than tab and line breaks, U+FFFE, U+FFFF
 * and lone surrogates. Every entrance refuses them (app/lib/validation.ts); the writer leaves out
 * whatever still carries them (an older row), so a document is always XML. Emoji are XML.
 */
const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

const escapeXml = (value: string) =>
  value.replace(notXml, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type Node = string | false | null | undefined
/** An element with text, or with child elements; an element without content is left out (Peppol R008). */
function el(name: string, content: Node | Node[], attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('')
  if (Array.isArray(content)) {
    const children = content.filter((child): child is string => Boolean(child))
    return children.length ? `<${name}${attrs}>${children.join('')}</${name}>` : ''
  }
  return content ? `<${name}${attrs}>${escapeXml(content)}</${name}>` : ''
}
const eur = (name: string, cents: number) => el(name, ublAmount(cents), { currencyID: 'EUR' })

const vatCategory = (name: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory', rate: number) =>
  el(name, [el('cbc:ID', 'S'), el('cbc:Percent', String(rate)), el('cac:TaxScheme', [el('cbc:ID', 'VAT')])])

function supplierParty(): string {
  return el('cac:AccountingSupplierParty', [
    el('cac:Party', [
      el('cbc:EndpointID', venue.kvk, { schemeID: '0106' }),
      el('cac:PartyName', [el('cbc:Name', venue.name)]),
      el('cac:PostalAddress', [
        el('cbc:StreetName', venue.address.street),
        el('cbc:CityName', venue.address.city),
        el('cbc:PostalZone', venue.address.postalCode),
        el('cac:Country', [el('cbc:IdentificationCode', venue.address.country)]),
      ]),
      el('cac:PartyTaxScheme', [el('cbc:CompanyID', venue.btwId), el('cac:TaxScheme', [el('cbc:ID', 'VAT')])]),
      el('cac:PartyLegalEntity', [
        el('cbc:RegistrationName', venue.name),
        el('cbc:CompanyID', venue.kvk, { schemeID: '0106' }),
      ]),
      el('cac:Contact', [el('cbc:Telephone', venue.phone.display), el('cbc:ElectronicMail', venue.email)]),
    ]),
  ])
}

function customerParty(invoice: UblInvoice): string {
  const { customer } = invoice
  const endpoint = peppolEndpoint(customer)
  return el('cac:AccountingCustomerParty', [
    el('cac:Party', [
      endpoint && el('cbc:EndpointID', endpoint.id, { schemeID: endpoint.scheme }),
      el('cac:PartyName', [el('cbc:Name', customer.company)]),
      el('cac:PostalAddress', [
        el('cbc:StreetName', customer.street),
        el('cbc:CityName', customer.city),
        el('cbc:PostalZone', customer.postcode),
        el('cac:Country', [el('cbc:IdentificationCode', customer.country)]),
      ]),
      customer.vatId &&
        el('cac:PartyTaxScheme', [el('cbc:CompanyID', customer.vatId), el('cac:TaxScheme', [el('cbc:ID', 'VAT')])]),
      el('cac:PartyLegalEntity', [
        el('cbc:RegistrationName', customer.company),
        customer.kvk && el('cbc:CompanyID', customer.kvk, { schemeID: '0106' }),
      ]),
      el('cac:Contact', [el('cbc:Name', invoice.customerName), el('cbc:ElectronicMail', invoice.customerEmail)]),
    ]),
  ])
}

/** The line as UBL has it: quantity × price is the line's amount, or one unit at the line's amount. */
function lineQuantity(line: InvoiceLine, sign: number) {
  const whole = line.quantity * line.unitPriceCents === line.totalPriceCents
  return whole
    ? { quantity: line.quantity, priceCents: sign * line.unitPriceCents }
    : { quantity: 1, priceCents: sign * line.totalPriceCents }
}

/**
 * The UBL document of an invoice or credit note, as XML text. Only for a business customer whose
 * details are complete (`ublMissing` is empty); throws otherwise, since Peppol has no document for
 * anyone else.
 */
export function ublDocument(invoice: UblInvoice, extra: { credits?: string; idealUrl?: string } = {}): string {
  const missing = ublMissing(invoice)
  if (missing.length) throw new Error(`No e-invoice for ${invoice.number}: missing ${missing.join(', ')}`)
  const credit = invoice.kind === 'creditfactuur'
  // A credit note's amounts are positive in UBL; the stored ones are negative.
  const sign = credit ? -1 : 1
  const settled = credit ? setOffOf(invoice) : Math.min(invoice.settledCents, invoice.totalCents)
  const payable = sign * invoice.totalCents - settled
  const iban = venue.iban.replace(/\s/g, '')
  const root = credit ? 'CreditNote' : 'Invoice'
  const lineName = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine'
  const quantityName = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity'
  const terms = credit
    ? invoice.settlement && creditSettlementText(extra.credits ?? '', invoice.settlement)
    : payable > 0
      ? `Betalen ${payBy(invoice.dueOn)} op ${venue.iban} ten name van ${venue.name}, o.v.v. ${invoice.number}` +
        (extra.idealUrl ? `, of met iDEAL: ${extra.idealUrl}` : '')
      : 'Voldaan uit een eerdere betaling.'

  // One date is the delivery date; several are a period, first to last (their lines name each date).
  const dates = serviceDatesOf(invoice)
  const period = dates.length > 1 ? { start: dates[0], end: dates.at(-1) } : undefined
  const body = [
    el('cbc:CustomizationID', PEPPOL_CUSTOMIZATION_ID),
    el('cbc:ProfileID', PEPPOL_PROFILE_ID),
    el('cbc:ID', invoice.number),
    el('cbc:IssueDate', invoice.issuedOn),
    !credit && el('cbc:DueDate', invoice.dueOn),
    el(
      credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode',
      credit ? '381' : invoice.stage === 'voorschot' ? '386' : '380',
    ),
    el('cbc:Note', invoice.note),
    el('cbc:DocumentCurrencyCode', 'EUR'),
    el('cbc:BuyerReference', invoice.customerReference ?? `Boeking ${invoice.bookingId ?? invoice.number}`),
    period && el('cac:InvoicePeriod', [el('cbc:StartDate', period.start), el('cbc:EndDate', period.end)]),
    invoice.customerReference && el('cac:OrderReference', [el('cbc:ID', invoice.customerReference)]),
    extra.credits && el('cac:BillingReference', [el('cac:InvoiceDocumentReference', [el('cbc:ID', extra.credits)])]),
    supplierParty(),
    customerParty(invoice),
    !period && el('cac:Delivery', [el('cbc:ActualDeliveryDate', invoice.serviceDate)]),
    !credit &&
      payable > 0 &&
      el('cac:PaymentMeans', [
        el('cbc:PaymentMeansCode', '58', { name: 'SEPA credit transfer' }),
        el('cbc:PaymentID', invoice.number),
        el('cac:PayeeFinancialAccount', [el('cbc:ID', iban), el('cbc:Name', venue.name)]),
      ]),
    terms && el('cac:PaymentTerms', [el('cbc:Note', terms)]),
    el('cac:TaxTotal', [
      eur('cbc:TaxAmount', sign * invoice.totalVatCents),
      ...invoice.vat.map((line) =>
        el('cac:TaxSubtotal', [
          eur('cbc:TaxableAmount', sign * line.baseCents),
          eur('cbc:TaxAmount', sign * line.vatCents),
          vatCategory('cac:TaxCategory', line.rate),
        ]),
      ),
    ]),
    el('cac:LegalMonetaryTotal', [
      eur('cbc:LineExtensionAmount', sign * invoice.subtotalCents),
      eur('cbc:TaxExclusiveAmount', sign * invoice.subtotalCents),
      eur('cbc:TaxInclusiveAmount', sign * invoice.totalCents),
      settled > 0 && eur('cbc:PrepaidAmount', settled),
      eur('cbc:PayableAmount', payable),
    ]),
    ...invoice.lines.map((line, index) => {
      const { quantity, priceCents } = lineQuantity(line, sign)
      return el(lineName, [
        el('cbc:ID', String(index + 1)),
        el(quantityName, String(quantity), { unitCode: 'C62' }),
        eur('cbc:LineExtensionAmount', sign * line.totalPriceCents),
        el('cac:Item', [el('cbc:Name', line.description), vatCategory('cac:ClassifiedTaxCategory', line.vatRate)]),
        el('cac:Price', [eur('cbc:PriceAmount', priceCents)]),
      ])
    }),
  ]
  const namespaces = {
    xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`,
    'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el(root, body, namespaces)}\n`
}
