/**
 * What the bookkeeping package is told (docs/decisions/046-bookkeeping-pushes.md), as data: a
 * document with its lines and btw, the customer, the PDF; a payment or refund on a document. Pure:
 * the adapters (app/server/bookkeeping/) turn these into one package's API calls.
 */
import type { IsoDate } from './dates'
import type { InvoiceDetails } from './invoice-details'
import type { InvoiceKind } from './invoicing'

/** The btw percentages our invoices use; each maps to one of the package's tax rates. */
export const vatRates = [21, 9, 0] as const
export type VatRate = (typeof vatRates)[number]

/** The customer as the invoice names them, with the invoice details it copied. */
export type BookkeepingCustomer = InvoiceDetails & { name: string; email: string }

export type BookkeepingDocument = {
  /** Our number, e.g. 2026-0012: the package's reference, by which it is found again. */
  reference: string
  kind: InvoiceKind
  date: IsoDate
  dueDate: IsoDate
  /** Amounts excluding btw, in cents; negative on a credit note. */
  lines: { description: string; totalPriceCents: number; vatRate: number }[]
  totalCents: number
  customer: BookkeepingCustomer
  pdf: { filename: string; bytes: Uint8Array }
}

/** A payment received on a document, or (negative) money paid back on it. */
export type BookkeepingPayment = {
  /** Our key, e.g. betaling-tr_… or terugbetaling-…: the package keeps it with the payment. */
  reference: string
  documentExternalId: string
  date: IsoDate
  amountCents: number
}

/** A settlement's reference: the invoice it settled, `verrekening-2026-0012` (a payment's is `betaling-…`). */
export const settlementReference = (number: string) => `verrekening-${number}`

/** The package's ledger accounts and tax rates the owner maps ours to. */
export type BookkeepingMapping = { ledgerAccountId: string; taxRates: Record<string, string> }

export type BookkeepingOption = { id: string; name: string }
export type TaxRateOption = BookkeepingOption & { percentage: number }

/** Cents as the decimal string the package's API takes: 12345 → "123.45", -500 → "-5.00". */
export function decimalOf(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A decimal string of the API as cents: "123.45" → 12345. */
export function centsOf(decimal: string | number): number {
  return Math.round(Number(decimal) * 100)
}

/** The tax rate for each of our btw rates: the active sales rate of that percentage, if the package has one. */
export function defaultTaxRates(options: TaxRateOption[]): Record<string, string> {
  const mapped: Record<string, string> = {}
  for (const rate of vatRates) {
    const match = options.find((option) => option.percentage === rate)
    if (match) mapped[String(rate)] = match.id
  }
  return mapped
}

/** The btw rates a mapping still lacks, for the owner's page and the push's error. */
export const unmappedRates = (mapping: BookkeepingMapping) => vatRates.filter((rate) => !mapping.taxRates[String(rate)])

/** What the owner reads of the connection, on the page and from the services. */
export const bookkeepingMessages = {
  noSecret:
    'De koppeling kan nog niet worden gemaakt: de Worker mist het geheim BOOKKEEPING_SECRET ' +
    '(zie de README, Configuratie).',
  noAdministration: 'Deze sleutel geeft geen toegang tot een administratie in Moneybird.',
  unknownAdministration: 'Die administratie hoort niet bij deze sleutel. Kies er een uit de lijst.',
  notConnected: 'Er is geen koppeling met Moneybird.',
  works: (name: string) => `De verbinding werkt: Moneybird antwoordt, administratie ${name} is bereikbaar.`,
  gone: (name: string) => `Moneybird antwoordt, maar administratie ${name} is er niet meer. Verbind opnieuw.`,
} as const

/** The owner's words for a push's state. */
export const pushStatusText = {
  pending: 'wacht',
  pushed: 'in Moneybird',
  failed: 'mislukt',
} as const
