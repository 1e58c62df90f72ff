/** The fake calendar server's port in lane 0 (tests/support/node/lane.ts), and the host of its calendars. */
export const FAKE_CALENDAR_PORT = 8933
export const FAKE_CALENDAR_HOST = 'agenda.test'
