/**
 * The fake Moneybird API on its own, for the end-to-end tests (playwright.config.ts webServer):
 * `tsx tests/support/node/serve-fake-moneybird.ts 8796`. The e2e server is given its address
 * (scripts/e2e-server.sh).
 */
import { createFakeMoneybirdApi } from './fake-moneybird-api'

const port = Number(process.argv[2] ?? 8796)
createFakeMoneybirdApi().listen(port, '127.0.0.1', () => console.log(`Fake Moneybird on http://127.0.0.1:${port}`))
