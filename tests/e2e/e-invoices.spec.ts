import { readFile } from 'node:fs/promises'
import type { Download } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { amsterdamDate } from '~/lib/dates'
import { validate } from '../../.tools/einvoice-validate/validate.mjs'
import { bookableDate } from '../support/booking-dates'
import { compileWasmQuickly } from '../support/node/quick-wasm'
import { confirmAsOwner, openAsOwner } from './bookings'
import { expect, test } from './fixtures'
import { linkFromMail } from './mail'

/**
 * E-invoices with JavaScript (ADR 027): a business asks for a booking with its invoice details in
 * the calculator's dialog; the owner confirms; the invoice mail carries PDF and UBL; the owner and
 * the customer download the e-invoice; the owner exports the period for the bookkeeper. Every
 * downloaded document passes the team's validator.
 */

compileWasmQuickly()

const fileOf = async (download: Download) => readFile((await download.path()) ?? '')
const fatal = async (xml: string) => (await validate(xml, { xsd: true, rules: true })).errors.map((error) => error.id)

test('a business books with its invoice details and gets its invoice as e-invoice too', async ({ page, visitor }) => {
  test.slow()
  const email = 'inkoop@dekoning-bv.nl'
  await visitor.goto(`/tarieven?datum=${bookableDate(85)}&personen=9&dagdeel=1`)
  await visitor.getByRole('link', { name: 'Boeking aanvragen' }).click()
  const dialog = visitor.getByRole('dialog', { name: 'Boeking aanvragen' })
  await dialog.getByLabel('Naam').fill('Eva de Koning')
  await dialog.getByLabel('E-mail').fill(email)
  // A private customer sees no KvK field; it appears with a company name.
  await expect(dialog.getByLabel('KvK-nummer')).toHaveCount(0)
  await dialog.getByLabel('Bedrijf').fill('De Koning B.V.')
  await dialog.getByLabel('KvK-nummer').fill('1234')
  await dialog.getByLabel('Straat en huisnummer').fill('Breestraat 12')
  await dialog.getByLabel('Postcode').fill('1811 ab')
  await dialog.getByLabel('Plaats').fill('Alkmaar')
  await dialog.getByLabel('Je referentie of inkoopordernummer').fill('PO-551')
  await dialog.getByRole('button', { name: 'Boeking aanvragen' }).click()
  await expect(dialog.getByText('Een KvK-nummer heeft 8 cijfers.')).toBeVisible()
  await dialog.getByLabel('KvK-nummer').fill('12345678')
  await dialog.getByRole('button', { name: 'Boeking aanvragen' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: 'Aanvraag ontvangen' })).toBeVisible()

  await openAsOwner(page, 'Eva de Koning')
  await confirmAsOwner(page)

  // The invoice mail carries both files.
  await page.goto(`/admin?tab=mail&q=${encodeURIComponent(email)}`)
  await page
    .getByRole('link', { name: /^Factuur \d{4}-\d{4}/ })
    .first()
    .click()
  await expect(page.getByText(/factuur-\d{4}-\d{4}\.pdf \(\d+ KB\), factuur-\d{4}-\d{4}\.xml \(\d+ KB\)/)).toBeVisible()

  // The owner downloads the e-invoice from the invoice's page.
  await page.goto(`/admin?tab=facturen&q=${encodeURIComponent('Eva de Koning')}`)
  await page
    .getByRole('link', { name: /^Factuur \d{4}-\d{4}$/ })
    .first()
    .click()
  const ownerDownload = page.waitForEvent('download')
  await page.getByRole('link', { name: 'E-factuur (UBL) downloaden' }).click()
  const ownerFile = await ownerDownload
  expect(ownerFile.suggestedFilename()).toMatch(/^factuur-\d{4}-\d{4}\.xml$/)
  const xml = (await fileOf(ownerFile)).toString('utf8')
  expect(await fatal(xml)).toEqual([])
  expect(xml).toContain('<cbc:BuyerReference>PO-551</cbc:BuyerReference>')
  expect(xml).toContain('<cbc:PostalZone>1811 AB</cbc:PostalZone>')

  // The customer downloads it from the link.
  await visitor.goto(await linkFromMail(page, email, /^Bevestiging van je boeking/, '/mijn-boeking'))
  const customerDownload = visitor.waitForEvent('download')
  await visitor.getByRole('region', { name: 'Facturen' }).getByRole('link', { name: 'E-factuur (UBL)' }).click()
  expect(await fatal((await fileOf(await customerDownload)).toString('utf8'))).toEqual([])

  // The bookkeeper's export of today.
  const today = amsterdamDate(new Date())
  await page.goto('/admin?tab=facturen')
  await page.getByLabel('Van').fill(today)
  await page.getByLabel('Tot en met').fill(today)
  const exportDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exporteer voor de boekhouder (ZIP)' }).click()
  const zip = await exportDownload
  expect(zip.suggestedFilename()).toBe(`facturen-${today}-tot-en-met-${today}.zip`)
  const files = unzipSync(new Uint8Array(await fileOf(zip)))
  expect(Object.keys(files)).toContain('btw-per-tarief.csv')
  expect(Object.keys(files)).toContain(ownerFile.suggestedFilename())
  expect(strFromU8(files['facturen.csv'] ?? new Uint8Array())).toContain('De Koning B.V.;12345678')
})
