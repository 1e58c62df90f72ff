import { expect, test } from 'vitest'
import { CustomerFormSchema } from '~/lib/admin-schemas'
import { ChangeRequestSchema, DecisionSchema, InvoiceDetailsSchema, ReferenceSchema } from '~/lib/booking-schemas'
import { bookingPayloadSchema, emailQuotePayloadSchema, requestFormSchema } from '~/lib/request-form'
import { ContactSchema, messages, NewsletterSchema } from '~/lib/validation'
import type { z } from '~/lib/zod'
import { firstPriceList } from '../support/price-lists'

const valid = {
  name: 'Jan',
  email: 'jan@voorbeeld.nl',
  subject: 'Vraag',
  message: 'Een vraag van meer dan tien tekens.',
}

const errorsOf = (input: unknown) => {
  const result = ContactSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

test('the contact schema accepts a valid message, trimmed, with the address lower-cased', () => {
  const result = ContactSchema.parse({ ...valid, name: '  Jan  ', email: ' Jan@Voorbeeld.NL ' })
  expect(result).toEqual({ ...valid, name: 'Jan', email: 'jan@voorbeeld.nl' })
})

test('the contact schema says in Dutch what to fill in (ADR 031: where it departs from the spec’s words)', () => {
  expect(errorsOf({})).toEqual({
    name: 'Vul je naam in (minstens 2 tekens).',
    email: 'Vul een geldig e-mailadres in.',
    subject: 'Vul een onderwerp in (minstens 2 tekens).',
    message: 'Je bericht is te kort (minstens 10 tekens).',
  })
  expect(errorsOf({ ...valid, name: 'J' })).toEqual({ name: 'Vul je naam in (minstens 2 tekens).' })
  expect(errorsOf({ ...valid, subject: 'V' })).toEqual({ subject: 'Vul een onderwerp in (minstens 2 tekens).' })
  expect(errorsOf({ ...valid, message: '123456789' })).toEqual({
    message: 'Je bericht is te kort (minstens 10 tekens).',
  })
  expect(errorsOf({ ...valid, message: '1234567890' })).toEqual({})
})

test('control characters and lone surrogates are refused; emoji, accents and right-to-left text are not', () => {
  expect(errorsOf({ ...valid, subject: 'Vr\u0000aag' })).toHaveProperty('subject')
  expect(errorsOf({ ...valid, subject: 'Vr\u001Baag' })).toHaveProperty('subject')
  expect(errorsOf({ ...valid, name: 'Jan\uDC00' })).toHaveProperty('name')
  expect(errorsOf({ ...valid, name: 'Łukasz Őrs 🐴 مرحبا', message: 'Regel één\nRegel twee\tmet tab' })).toEqual({})
})

test('the newsletter schema wants one valid address', () => {
  expect(NewsletterSchema.safeParse({ email: 'lotte@voorbeeld.nl' }).success).toBe(true)
  expect(NewsletterSchema.safeParse({ email: 'lotte@' }).success).toBe(false)
  expect(NewsletterSchema.safeParse({ email: `${'a'.repeat(250)}@b.nl` }).success).toBe(false)
})

/**
 * Every entrance of free text that can reach a document (the PDF, the e-invoice, a mail): the request
 * and quote form, the JSON API, the customer's link and the owner's forms. What XML 1.0 cannot hold
 * (control characters, U+FFFE, U+FFFF, a lone surrogate) is refused with the Dutch message; emoji are
 * text like any other and are kept.
 */
const customerFields = {
  name: 'Sanne Visser',
  email: 'sanne@visser-advies.nl',
  company: 'Visser Advies B.V.',
  phone: '010 123 45 67',
  address: 'Coolsingel 40, 3011 AD Rotterdam',
  kvk: '87654321',
  street: 'Coolsingel 40',
  postcode: '3011 AD',
  city: 'Rotterdam',
  country: 'NL',
  reference: 'PO-2026-118',
}
const selection = { numPeople: '10', dayParts: '1', meetingType: 'basis', lunchType: 'basis' }
const entrances: {
  entrance: string
  schema: z.ZodType
  valid: Record<string, unknown>
  /** Where a field sits in the input (the quote's customer is nested). */
  at?: (fields: Record<string, unknown>) => Record<string, unknown>
  fields: string[]
  /** Fields of free text, where an emoji is kept as typed. */
  prose: string[]
}[] = [
  {
    entrance: 'request and quote form',
    schema: requestFormSchema(firstPriceList.terms.maxPeople),
    valid: { intent: 'boeking', date: '2027-02-23', ...selection, ...customerFields, notes: 'Graag koffie.' },
    fields: ['name', 'company', 'phone', 'address', 'kvk', 'street', 'postcode', 'city', 'reference', 'notes'],
    prose: ['name', 'company', 'address', 'street', 'city', 'reference', 'notes'],
  },
  {
    entrance: 'POST /api/bookings',
    schema: bookingPayloadSchema(firstPriceList.terms.maxPeople),
    valid: { date: '2027-02-23', ...selection, ...customerFields, message: 'Graag koffie.' },
    fields: ['name', 'company', 'phone', 'address', 'kvk', 'street', 'postcode', 'city', 'reference', 'message'],
    prose: ['name', 'company', 'address', 'street', 'city', 'reference'],
  },
  {
    entrance: 'POST /api/quotes',
    schema: emailQuotePayloadSchema(firstPriceList.terms.maxPeople),
    valid: { customer: customerFields, quote: { ...selection, preferredDate: '2027-02-23' } },
    at: (fields) => ({
      customer: { ...customerFields, ...fields },
      quote: { ...selection, preferredDate: '2027-02-23' },
    }),
    fields: ['name', 'company', 'phone', 'address', 'kvk', 'street', 'postcode', 'city', 'reference'],
    prose: [],
  },
  {
    entrance: 'the link’s invoice details',
    schema: InvoiceDetailsSchema,
    valid: { company: 'Molen BV', kvk: '12345678', street: 'Dorpsstraat 1', postcode: '1713 HA', city: 'Obdam' },
    fields: ['company', 'kvk', 'street', 'postcode', 'city'],
    prose: ['company', 'street', 'city'],
  },
  {
    entrance: 'the link’s reference',
    schema: ReferenceSchema,
    valid: { reference: 'PO-1' },
    fields: ['reference'],
    prose: ['reference'],
  },
  {
    entrance: 'the link’s change request',
    schema: ChangeRequestSchema,
    valid: { note: 'Liever een week later.' },
    fields: ['note'],
    prose: ['note'],
  },
  {
    entrance: 'the owner’s customer form (CRM)',
    schema: CustomerFormSchema,
    valid: { ...customerFields, notes: 'Vaste klant.', industry: 'Advies' },
    fields: ['name', 'company', 'phone', 'address', 'kvk', 'street', 'postcode', 'city', 'notes', 'industry'],
    prose: ['name', 'company', 'address', 'street', 'city', 'notes', 'industry'],
  },
  {
    entrance: 'the owner’s decision mail',
    schema: DecisionSchema,
    valid: { type: 'confirm', subject: 'Bevestiging', message: 'Tot dan!' },
    fields: ['subject', 'message'],
    prose: ['subject', 'message'],
  },
]
const notXml = ['\u0001', '\u0008', '\u000B', '\u001B', '\u0085', '\uFFFE', '\uFFFF', '\uD800']

test.each(entrances)('$entrance refuses what XML cannot hold in every free-text field', (entry) => {
  const input = (fields: Record<string, unknown>) => (entry.at ? entry.at(fields) : { ...entry.valid, ...fields })
  expect(entry.schema.safeParse(input({})).success).toBe(true)
  for (const field of entry.fields)
    for (const character of notXml) {
      const typed = String((customerFields as Record<string, unknown>)[field] ?? 'Tekst')
      // Inside the text: trimming would take it off the end.
      const value = `${typed.slice(0, 2)}${character}${typed.slice(2)}`
      const result = entry.schema.safeParse(input({ [field]: value }))
      const messagesAt = result.success
        ? []
        : result.error.issues.filter((issue) => issue.path.at(-1) === field).map((issue) => issue.message)
      expect(messagesAt, `${field} with U+${character.charCodeAt(0).toString(16)}`).toContain(
        messages.invalidCharacters,
      )
    }
})

test.each(entrances.filter((entry) => entry.prose.length > 0))('$entrance keeps emoji as typed', (entry) => {
  for (const field of entry.prose) {
    const value = 'Bij de 🐴 en de ☕'
    const result = entry.schema.safeParse({ ...entry.valid, [field]: value })
    expect(result.success, field).toBe(true)
    expect(JSON.stringify(result.data), field).toContain(value)
  }
})
