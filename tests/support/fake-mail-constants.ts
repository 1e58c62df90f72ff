/** The fake mail API's key, and its port in lane 0 (tests/support/node/lane.ts). */
export const FAKE_MAIL_API_KEY = 'test-mail-key'
export const FAKE_MAIL_PORT = 8931
