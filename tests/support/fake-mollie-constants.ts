/** Shared by the fake Mollie API (Node) and the tests inside workerd and in Chromium. */
export const FAKE_MOLLIE_API_KEY = 'test_fakemolliekey0123456789'
export const FAKE_MOLLIE_PORT = 8932
