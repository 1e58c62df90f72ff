import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { amsterdamInstant } from '~/lib/availability'
import { cancellationCharge } from '~/lib/cancellation'
import { addDays } from '~/lib/dates'
import type { InvoiceDetails } from '~/lib/invoice-details'
import { creditLines, type InvoiceLine, invoiceTotals } from '~/lib/invoicing'
import { arrangementValues, calculatePrice, dayPartValues, MIN_PEOPLE } from '~/lib/pricing'
import { type UblInvoice, ublAmount, ublDocument, ublMissing } from '~/lib/ubl'
// The team's validator (scripts/ensure-einvoice-validator.sh installs it into .tools/).
import { validate } from '../../.tools/einvoice-validate/validate.mjs'
import { businessDetails } from '../support/booking-dates'
import { compileWasmQuickly } from '../support/node/quick-wasm'
import { firstPriceList, listWithExtras } from '../support/price-lists'

compileWasmQuickly()

// An ampersand in the name: the XML must escape it.
const dutchBusiness: InvoiceDetails = { ...businessDetails, company: 'Voorbeeld & Zonen B.V.' }
const belgianBusiness: InvoiceDetails = {
  company: 'Exemple SRL',
  kvk: null,
  vatId: 'BE0123456789',
  street: 'Rue Royale 1',
  postcode: '1000',
  city: 'Brussel',
  country: 'BE',
}

function invoiceOf(lines: InvoiceLine[], overrides: Partial<UblInvoice> = {}): UblInvoice {
  const totals = invoiceTotals(lines)
  return {
    number: '2026-0007',
    kind: 'factuur',
    issuedOn: '2026-11-24',
    dueOn: '2026-12-08',
    serviceDate: '2026-12-15',
    bookingId: 12,
    customerName: 'Anna de Vries',
    customerEmail: 'anna@example.nl',
    customerReference: null,
    customer: dutchBusiness,
    lines,
    ...totals,
    settledCents: 0,
    note: null,
    ...overrides,
  }
}

/** The document's fatal errors, as rule ids, by the validator (with the UBL 2.1 schema when `xsd`). */
async function fatalRules(xml: string, xsd = false) {
  const { errors } = await validate(xml, { xsd, rules: true })
  return errors.filter((error) => error.flag === 'fatal').map((error) => `${error.id} ${error.location}`)
}

const amountOf = (xml: string, path: string) => {
  const match = xml.match(new RegExp(`<cbc:${path} currencyID="EUR">(-?\\d+\\.\\d\\d)</cbc:${path}>`))
  return match ? Math.round(Number(match[1]) * 100) : undefined
}

describe('an invoice as UBL (Peppol BIS Billing 3.0, Dutch rules)', () => {
  test('a Dutch business invoice with its reference and the iDEAL link passes schema and rules', async () => {
    const { items } = calculatePrice(
      { numPeople: 15, dayParts: 3, meetingType: 'luxe', lunchType: 'luxe', extras: [] },
      firstPriceList,
    )
    const xml = ublDocument(invoiceOf(items, { customerReference: 'PO-4711 <spoed>' }), {
      idealUrl: 'https://venue.test/betalen?f=2026-0007&s=a&b',
    })
    expect(await fatalRules(xml, true)).toEqual([])
    expect(xml).toContain('<cbc:EndpointID schemeID="0106">87654321</cbc:EndpointID>')
    expect(xml).toContain('<cbc:BuyerReference>PO-4711 &lt;spoed&gt;</cbc:BuyerReference>')
    expect(xml).toContain('<cbc:PaymentID>2026-0007</cbc:PaymentID>')
    expect(xml).toContain('<cbc:ID>NL12RABO0123456789</cbc:ID>')
    expect(xml).toContain('iDEAL: https://venue.test/betalen?f=2026-0007&amp;s=a&amp;b')
    // DESIGN.md's worked example, to the cent: 848,75 + 67,20 + 47,59 = 963,54.
    expect(amountOf(xml, 'TaxExclusiveAmount')).toBe(84_875)
    expect(amountOf(xml, 'TaxAmount')).toBe(11_479)
    expect(amountOf(xml, 'PayableAmount')).toBe(96_354)
  })

  test('the aanbetaling’s money is counted once: settled on its credit note, prepaid on the eindfactuur', async () => {
    // Voorschotfactuur 2026-0007, paid, is credited by 2026-0008 when eindfactuur 2026-0009 is
    // issued; what was paid on it is set off against the eindfactuur, which states it as prepaid.
    const { items } = calculatePrice(
      { numPeople: 8, dayParts: 1, meetingType: 'basis', lunchType: 'geen', extras: [] },
      firstPriceList,
    )
    const lines = creditLines(items)
    const paid = -invoiceTotals(lines).totalCents
    const credit = invoiceOf(lines, {
      kind: 'creditfactuur',
      number: '2026-0008',
      settlement: { paidCents: paid, setOff: [{ number: '2026-0009', cents: paid }], refundCents: 0 },
    })
    const creditXml = ublDocument(credit, { credits: '2026-0007' })
    expect(await fatalRules(creditXml, true)).toEqual([])
    expect([amountOf(creditXml, 'TaxInclusiveAmount'), amountOf(creditXml, 'PrepaidAmount')]).toEqual([paid, paid])
    expect(amountOf(creditXml, 'PayableAmount')).toBe(0)
    // Unpaid, the credit note cancels what the voorschotfactuur still asks: its whole amount is due.
    const unpaid = { ...credit, settlement: { paidCents: 0, setOff: [], refundCents: 0 } }
    const unpaidXml = ublDocument(unpaid, { credits: '2026-0007' })
    expect(await fatalRules(unpaidXml, true)).toEqual([])
    expect(unpaidXml).not.toContain('PrepaidAmount')
    expect(amountOf(unpaidXml, 'PayableAmount')).toBe(paid)
  })

  test('a credit note names the invoice it corrects, with positive amounts', async () => {
    const { items } = calculatePrice(
      { numPeople: 8, dayParts: 1, meetingType: 'basis', lunchType: 'geen', extras: [] },
      firstPriceList,
    )
    const credit = invoiceOf(creditLines(items), { kind: 'creditfactuur', number: '2026-0008' })
    const xml = ublDocument(credit, { credits: '2026-0007' })
    expect(await fatalRules(xml, true)).toEqual([])
    expect(xml).toMatch(/^<\?xml[^>]*>\n<CreditNote /)
    expect(xml).toContain('<cac:InvoiceDocumentReference><cbc:ID>2026-0007</cbc:ID>')
    expect(amountOf(xml, 'PayableAmount')).toBe(-credit.totalCents)
    expect(xml).not.toContain('PaymentMeans')
  })

  test('a credit note says in its payment terms what is set off and what is paid back', async () => {
    const { items } = calculatePrice(
      { numPeople: 8, dayParts: 1, meetingType: 'basis', lunchType: 'geen', extras: [] },
      firstPriceList,
    )
    const settlement = { paidCents: 30_000, setOff: [{ number: '2026-0009', cents: 20_000 }], refundCents: 10_000 }
    const credit = invoiceOf(creditLines(items), { kind: 'creditfactuur', number: '2026-0008', settlement })
    const xml = ublDocument(credit, { credits: '2026-0007' })
    expect(await fatalRules(xml, true)).toEqual([])
    expect(xml).toContain(
      '<cac:PaymentTerms><cbc:Note>Je betaalde €\u00a0300,00 voor factuur 2026-0007. Daarvan verrekenen we ' +
        '€\u00a0200,00 met factuur 2026-0009; de overige €\u00a0100,00 storten we binnen 14 dagen terug op de ' +
        'rekening waarvan je betaalde.</cbc:Note></cac:PaymentTerms>',
    )
    // The € 200 set off is invoice 2026-0009's paid amount: here it is settled, not due again (BR-CO-16).
    expect(amountOf(xml, 'PrepaidAmount')).toBe(20_000)
    expect(amountOf(xml, 'PayableAmount')).toBe(-credit.totalCents - 20_000)
  })

  test('an invoice of several dates has their period instead of one delivery date; its credit note too', async () => {
    const { items } = calculatePrice(
      { numPeople: 8, dayParts: 3, meetingType: 'basis', lunchType: 'basis', extras: [] },
      firstPriceList,
    )
    const serviceDates = ['2027-02-23', '2027-02-24', '2027-02-25']
    const lines = [...items, ...items, ...items]
    const invoice = invoiceOf(lines, { serviceDate: '2027-02-23', serviceDates })
    const credit = invoiceOf(creditLines(lines), {
      kind: 'creditfactuur',
      number: '2026-0008',
      serviceDate: '2027-02-23',
      serviceDates,
    })
    for (const xml of [ublDocument(invoice), ublDocument(credit, { credits: '2026-0007' })]) {
      expect(await fatalRules(xml, true)).toEqual([])
      expect(xml).toContain(
        '<cac:InvoicePeriod><cbc:StartDate>2027-02-23</cbc:StartDate><cbc:EndDate>2027-02-25</cbc:EndDate>' +
          '</cac:InvoicePeriod>',
      )
      expect(xml).not.toContain('ActualDeliveryDate')
    }
    // One date stays a delivery date.
    expect(ublDocument(invoiceOf(items, { serviceDates: ['2026-12-15'] }))).toContain(
      '<cac:Delivery><cbc:ActualDeliveryDate>2026-12-15</cbc:ActualDeliveryDate></cac:Delivery>',
    )
  })

  test('what XML cannot hold never reaches the document, in any text; emoji do', async () => {
    const { items } = calculatePrice(
      { numPeople: 8, dayParts: 1, meetingType: 'basis', lunchType: 'geen', extras: [] },
      firstPriceList,
    )
    // Older rows, or a way in that forgot to refuse them: the writer leaves them out.
    const bad = (text: string) => `${text}\u0001\u001B\uFFFE\uFFFF\uD800 🐴`
    const lines = items.map((line) => ({ ...line, description: bad(line.description) }))
    const texts = {
      customerName: bad('Anna de Vries'),
      customerReference: bad('PO-1'),
      note: bad('Boeking 12'),
      customer: {
        ...dutchBusiness,
        company: bad('Voorbeeld B.V.'),
        street: bad('Coolsingel 40'),
        city: bad('Rotterdam'),
        postcode: bad('3011 AD'),
      },
    }
    for (const xml of [
      ublDocument(invoiceOf(lines, texts)),
      ublDocument(invoiceOf(creditLines(lines), { ...texts, kind: 'creditfactuur' }), { credits: bad('X') }),
    ]) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters that must not be there
      expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/)
      expect(xml).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
      expect(xml).toContain('<cbc:RegistrationName>Voorbeeld B.V. 🐴</cbc:RegistrationName>')
      expect(xml).toContain('<cbc:BuyerReference>PO-1 🐴</cbc:BuyerReference>')
      expect(await fatalRules(xml, true)).toEqual([])
    }
  })

  test('a business in Belgium is addressed by its btw-id; the Dutch customer rules do not apply', async () => {
    const { items } = calculatePrice(
      { numPeople: 12, dayParts: 2, meetingType: 'geen', lunchType: 'geen', extras: [] },
      firstPriceList,
    )
    const xml = ublDocument(invoiceOf(items, { customer: belgianBusiness }))
    expect(await fatalRules(xml, true)).toEqual([])
    expect(xml).toContain('<cbc:EndpointID schemeID="9925">BE0123456789</cbc:EndpointID>')
  })

  test('an invoice partly settled from an earlier payment shows it as prepaid', async () => {
    const { items } = calculatePrice(
      { numPeople: 10, dayParts: 1, meetingType: 'basis', lunchType: 'basis', extras: [] },
      firstPriceList,
    )
    const invoice = invoiceOf(items, { settledCents: 5_000 })
    const xml = ublDocument(invoice)
    expect(await fatalRules(xml)).toEqual([])
    expect(amountOf(xml, 'PrepaidAmount')).toBe(5_000)
    expect(amountOf(xml, 'PayableAmount')).toBe(invoice.totalCents - 5_000)
  })

  test('no company, Dutch KvK number or address: no e-invoice, and the owner is told what is missing', () => {
    const { items } = calculatePrice(
      { numPeople: 10, dayParts: 1, meetingType: 'geen', lunchType: 'geen', extras: [] },
      firstPriceList,
    )
    const privateCustomer = { ...dutchBusiness, company: null, kvk: null, vatId: null }
    expect(ublMissing({ customer: privateCustomer })).toEqual(['de bedrijfsnaam', 'het KvK-nummer'])
    expect(ublMissing({ customer: { ...dutchBusiness, kvk: null, street: null } })).toEqual([
      'het factuuradres',
      'het KvK-nummer',
    ])
    expect(ublMissing({ customer: { ...belgianBusiness, vatId: null } })).toEqual(['het btw-id'])
    expect(() => ublDocument(invoiceOf(items, { customer: privateCustomer }))).toThrow(/missing de bedrijfsnaam/)
  })

  test('the validator catches a wrong total (the check above is not vacuous)', async () => {
    const { items } = calculatePrice(
      { numPeople: 10, dayParts: 1, meetingType: 'geen', lunchType: 'geen', extras: [] },
      firstPriceList,
    )
    const xml = ublDocument(invoiceOf(items)).replace(/(<cbc:PayableAmount currencyID="EUR">)[^<]+/, '$19.99')
    expect((await fatalRules(xml)).map((rule) => rule.split(' ')[0])).toEqual(['BR-CO-16'])
  })

  test('amounts are written with two decimals and a minus sign', () => {
    expect([ublAmount(0), ublAmount(5), ublAmount(12_345), ublAmount(-101)]).toEqual([
      '0.00',
      '0.05',
      '123.45',
      '-1.01',
    ])
  })
})

describe('property: every invoice and credit note a booking can lead to validates, with the PDF’s totals', () => {
  const selection = fc.record({
    numPeople: fc.integer({ min: MIN_PEOPLE, max: firstPriceList.terms.maxPeople }),
    dayParts: fc.constantFrom(...dayPartValues),
    meetingType: fc.constantFrom(...arrangementValues),
    lunchType: fc.constantFrom(...arrangementValues),
    extras: fc.subarray(['borrel', 'flip-over']),
  })
  const booking = selection
    .filter((value) => value.meetingType !== 'geen' || value.lunchType === 'geen')
    .chain((value) =>
      fc.record({
        selection: fc.constant(value),
        newPeople: fc.integer({ min: MIN_PEOPLE, max: firstPriceList.terms.maxPeople }),
        cancelDaysAhead: fc.integer({ min: 0, max: 40 }),
        settledCents: fc.integer({ min: 0, max: 200_000 }),
        customer: fc.constantFrom(dutchBusiness, belgianBusiness),
        reference: fc.option(fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim() !== '')),
      }),
    )

  // A property runs its body many times: on two busy cores that can pass vitest's 5 s default.
  test('invoice, credit note, new price and cancellation costs', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(booking, async (drawn) => {
        const date = '2026-12-15'
        const original = calculatePrice(drawn.selection, listWithExtras).items
        const changed = calculatePrice({ ...drawn.selection, numPeople: drawn.newPeople }, listWithExtras).items
        const at = amsterdamInstant(addDays(date, -drawn.cancelDaysAhead), '10:00')
        const costs = cancellationCharge([{ date, ...drawn.selection, list: listWithExtras }], at, []).lines
        const documents: [UblInvoice, string | undefined][] = [
          [invoiceOf(original, { customer: drawn.customer, customerReference: drawn.reference }), undefined],
          [invoiceOf(creditLines(original), { kind: 'creditfactuur', customer: drawn.customer }), '2026-0007'],
          [invoiceOf(changed, { customer: drawn.customer, settledCents: drawn.settledCents }), undefined],
          ...(costs.length
            ? ([[invoiceOf(costs, { customer: drawn.customer }), undefined]] as [UblInvoice, undefined][])
            : []),
        ]
        for (const [document, credits] of documents) {
          const xml = ublDocument(document, { credits })
          expect(await fatalRules(xml)).toEqual([])
          const sign = document.kind === 'creditfactuur' ? -1 : 1
          expect(amountOf(xml, 'TaxInclusiveAmount')).toBe(sign * document.totalCents)
          expect(amountOf(xml, 'TaxExclusiveAmount')).toBe(sign * document.subtotalCents)
        }
      }),
      { numRuns: 150, seed: 2027 },
    )
  })
})
