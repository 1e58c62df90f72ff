import { FAKE_MAIL_PORT } from '../fake-mail-constants'
import { FAKE_MOLLIE_PORT } from '../fake-mollie-constants'
import { createFakeMailApi } from './fake-mail-api'
import { createFakeMollieApi } from './fake-mollie-api'

/** vitest globalSetup for the integration tests: the fake mail API and the fake Mollie API on loopback. */
export default async function setup() {
  const servers = [
    [createFakeMailApi(), FAKE_MAIL_PORT],
    [createFakeMollieApi(FAKE_MOLLIE_PORT), FAKE_MOLLIE_PORT],
  ] as const
  for (const [server, port] of servers)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })
  return () => Promise.all(servers.map(([server]) => new Promise<void>((resolve) => server.close(() => resolve()))))
}
