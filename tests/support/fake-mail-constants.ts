/** Shared by the fake mail API (Node) and the tests inside workerd. */
export const FAKE_MAIL_API_KEY = 'test-mail-key'
export const FAKE_MAIL_PORT = 8931
