/**
 * The one interface a bookkeeping package is spoken to through (docs/decisions/046-bookkeeping-pushes.md):
 * Moneybird now (./moneybird.server.ts); e-Boekhouden.nl or Exact Online would be another adapter
 * of the same shape. Every push method is idempotent on our reference: it asks the package for what
 * it already holds under that reference before it makes anything.
 */
import type {
  BookkeepingDocument,
  BookkeepingMapping,
  BookkeepingOption,
  BookkeepingPayment,
  TaxRateOption,
} from '~/lib/bookkeeping'

/** What the owner maps our accounts and btw rates to, in one administration. */
export type BookkeepingOptions = { ledgerAccounts: BookkeepingOption[]; taxRates: TaxRateOption[] }

export type PushedDocument = { externalId: string; url: string; contactId: string }

export type BookkeepingAdapter = {
  /** The administrations the token gives access to: also the connection's test call. */
  administrations(): Promise<BookkeepingOption[]>
  /** What the owner maps our accounts and btw rates to, in one administration. */
  options(administrationId: string): Promise<BookkeepingOptions>
  pushDocument(
    administrationId: string,
    document: BookkeepingDocument,
    mapping: BookkeepingMapping,
  ): Promise<PushedDocument>
  pushPayment(administrationId: string, payment: BookkeepingPayment): Promise<{ externalId: string }>
}

/**
 * A push that did not succeed, with the reason in Dutch for the owner. `retry`: the package was busy,
 * down, slow or limited us, so it is tried again later (not sooner than `retryAfterMs`); otherwise it
 * needs the owner (a refused token, a refused document).
 */
export class PushError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly retryAfterMs?: number,
    /** The package refuses every request for now (its rate limit): stop this run. */
    readonly limited = false,
  ) {
    super(message)
    this.name = 'PushError'
  }
}
