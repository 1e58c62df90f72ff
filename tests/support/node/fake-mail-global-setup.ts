import { execFileSync } from 'node:child_process'
import { EINVOICE_VALIDATOR_PORT } from '../einvoice-constants'
import { FAKE_CALENDAR_PORT } from '../fake-calendar-constants'
import { FAKE_MAIL_PORT } from '../fake-mail-constants'
import { FAKE_MOLLIE_PORT } from '../fake-mollie-constants'
import { FAKE_MONEYBIRD_PORT } from '../fake-moneybird-constants'
import { createEinvoiceValidatorApi } from './einvoice-validator-api'
import { createFakeCalendarServer } from './fake-calendar-server'
import { createFakeMailApi } from './fake-mail-api'
import { createFakeMollieApi } from './fake-mollie-api'
import { createFakeMoneybirdApi } from './fake-moneybird-api'
import { lanePort } from './lane'

/**
 * vitest globalSetup for the integration tests: the fake mail API, the fake Mollie API, the owner's
 * fake calendars, the fake Moneybird API and the e-invoice validator on loopback, on the ports of this
 * process's lane (./lane.ts).
 */
export default async function setup() {
  execFileSync('bash', ['scripts/ensure-einvoice-validator.sh'], { stdio: 'inherit' })
  const validator = createEinvoiceValidatorApi()
  const servers = [
    [validator, lanePort(EINVOICE_VALIDATOR_PORT)],
    [createFakeMailApi(), lanePort(FAKE_MAIL_PORT)],
    [createFakeMollieApi(lanePort(FAKE_MOLLIE_PORT)), lanePort(FAKE_MOLLIE_PORT)],
    [createFakeCalendarServer(), lanePort(FAKE_CALENDAR_PORT)],
    [createFakeMoneybirdApi(), lanePort(FAKE_MONEYBIRD_PORT)],
  ] as const
  for (const [server, port] of servers)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })
  return async () => {
    const { documents, failed } = validator.checked()
    console.info(`Verschillende e-facturen gevalideerd: ${documents}, waarvan ${failed} met fouten.`)
    await Promise.all(servers.map(([server]) => new Promise<void>((resolve) => server.close(() => resolve()))))
  }
}
