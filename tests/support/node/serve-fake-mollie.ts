/**
 * The fake Mollie API on its own, for the end-to-end tests (playwright.config.ts webServer):
 * `tsx tests/support/node/serve-fake-mollie.ts 8798`. The e2e server is given its key and address
 * (scripts/e2e-server.sh), so iDEAL is on there as in the integration tests.
 */
import { createFakeMollieApi } from './fake-mollie-api'

const port = Number(process.argv[2] ?? 8798)
createFakeMollieApi(port).listen(port, '127.0.0.1', () => console.log(`Fake Mollie on http://127.0.0.1:${port}`))
