import { execFileSync } from 'node:child_process'
import { EINVOICE_VALIDATOR_PORT } from '../einvoice-constants'
import { FAKE_MAIL_PORT } from '../fake-mail-constants'
import { FAKE_MOLLIE_PORT } from '../fake-mollie-constants'
import { createEinvoiceValidatorApi } from './einvoice-validator-api'
import { createFakeMailApi } from './fake-mail-api'
import { createFakeMollieApi } from './fake-mollie-api'

/**
 * vitest globalSetup for the integration tests: the fake mail API, the fake Mollie API and the
 * e-invoice validator on loopback.
 */
export default async function setup() {
  execFileSync('bash', ['scripts/ensure-einvoice-validator.sh'], { stdio: 'inherit' })
  const validator = createEinvoiceValidatorApi()
  const servers = [
    [validator, EINVOICE_VALIDATOR_PORT],
    [createFakeMailApi(), FAKE_MAIL_PORT],
    [createFakeMollieApi(FAKE_MOLLIE_PORT), FAKE_MOLLIE_PORT],
  ] as const
  for (const [server, port] of servers)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })
  return async () => {
    const { documents, failed } = validator.checked()
    console.info(`E-facturen gevalideerd: ${documents}, waarvan ${failed} met fouten.`)
    await Promise.all(servers.map(([server]) => new Promise<void>((resolve) => server.close(() => resolve()))))
  }
}
