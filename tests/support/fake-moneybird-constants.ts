/** The fake Moneybird API's token and administration, and its port in lane 0 (tests/support/node/lane.ts). */
export const FAKE_MONEYBIRD_TOKEN = 'fake-moneybird-token-0123456789abcdef'
export const FAKE_MONEYBIRD_ADMINISTRATION = '100200300'
export const FAKE_MONEYBIRD_PORT = 8934
/** Its port beside the e2e server (playwright.config.ts). */
export const FAKE_MONEYBIRD_E2E_PORT = 8796

/** An answer the tests script for the fake's next request (POST /__script). */
export type MoneybirdScripted = {
  status?: number
  headers?: Record<string, string>
  body?: unknown
  hangMs?: number
  /** Do the work, then answer as scripted. */
  after?: boolean
  /** Answer as the API would (after `hangMs`). */
  pass?: boolean
}
