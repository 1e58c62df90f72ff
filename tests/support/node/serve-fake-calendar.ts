/**
 * The fake calendar server on its own, for the end-to-end tests (playwright.config.ts webServer):
 * `tsx tests/support/node/serve-fake-calendar.ts 8797`. The e2e build reads it over http because
 * .dev.vars allows that one origin (CALENDAR_HTTP_ORIGINS).
 */
import { createFakeCalendarServer } from './fake-calendar-server'

const port = Number(process.argv[2] ?? 8797)
createFakeCalendarServer().listen(port, '127.0.0.1', () => console.log(`Fake calendar on http://127.0.0.1:${port}`))
