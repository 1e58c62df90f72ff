/** The fake Moneybird API's token and administration, and its port in lane 0 (tests/support/node/lane.ts). */
export const FAKE_MONEYBIRD_TOKEN = 'fake-moneybird-token-0123456789abcdef'
export const FAKE_MONEYBIRD_ADMINISTRATION = '100200300'
export const FAKE_MONEYBIRD_PORT = 8934
/** Its port beside the e2e server (playwright.config.ts). */
export const FAKE_MONEYBIRD_E2E_PORT = 8796
