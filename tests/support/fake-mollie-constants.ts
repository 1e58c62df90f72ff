/** The fake Mollie API's key, and its port in lane 0 (tests/support/node/lane.ts). */
export const FAKE_MOLLIE_API_KEY = 'test_fakemolliekey0123456789'
export const FAKE_MOLLIE_PORT = 8932
/** Its port beside the e2e server (playwright.config.ts). */
export const FAKE_MOLLIE_E2E_PORT = 8798
