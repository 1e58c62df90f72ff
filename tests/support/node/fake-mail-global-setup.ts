import { FAKE_MAIL_PORT } from '../fake-mail-constants'
import { createFakeMailApi } from './fake-mail-api'

/** vitest globalSetup for the integration tests: the fake mail API on loopback. */
export default async function setup() {
  const server = createFakeMailApi()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(FAKE_MAIL_PORT, '127.0.0.1', resolve)
  })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
