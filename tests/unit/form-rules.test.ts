import { expect, test } from 'vitest'
import { contactErrors, newsletterErrors } from '~/lib/form-rules'
import { ContactSchema, NewsletterSchema } from '~/lib/validation'

/** The browser's rules (no zod) must say exactly what the server's zod schemas say. */
function zodErrors(schema: typeof ContactSchema | typeof NewsletterSchema, values: Record<string, unknown>) {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message)
  return errors
}

const valid = {
  name: 'Jan',
  email: 'jan@voorbeeld.nl',
  subject: 'Vraag',
  message: 'Een vraag van meer dan tien tekens.',
}
const emails = [
  'jan@voorbeeld.nl',
  'Jan.de.Vries+vergadering@voorbeeld.co.uk',
  ' JAN@VOORBEELD.NL ',
  'jan@',
  '@voorbeeld.nl',
  'jan@voorbeeld',
  'jan voorbeeld@x.nl',
  'jan..x@voorbeeld.nl',
  '.jan@voorbeeld.nl',
  'jan@-voorbeeld.nl',
  'ja_n-1@sub.voorbeeld.nl',
  `${'a'.repeat(250)}@x.nl`,
  '',
]
const texts = [
  '',
  ' ',
  'J',
  'Jo',
  '  Jo  ',
  'Łukasz Őrs 🐴 مرحبا',
  'a\u0000b',
  'Jan\uD800',
  'x'.repeat(101),
  'Regel\nRegel\ttab',
]

test.each(emails)('contact and newsletter rules agree with the server on the e-mail address %j', (email) => {
  expect(contactErrors({ ...valid, email })).toEqual(zodErrors(ContactSchema, { ...valid, email }))
  expect(newsletterErrors({ email })).toEqual(zodErrors(NewsletterSchema, { email }))
})

test.each(texts)('contact rules agree with the server on name, subject and message %j', (text) => {
  for (const field of ['name', 'subject', 'message'] as const) {
    const values = { ...valid, [field]: text }
    expect(contactErrors(values), field).toEqual(zodErrors(ContactSchema, values))
  }
})

test('missing fields give the spec’s four messages on both sides', () => {
  expect(contactErrors({})).toEqual(zodErrors(ContactSchema, {}))
  expect(contactErrors({})).toEqual({
    name: ['Naam is verplicht'],
    email: ['Voer een geldig e-mailadres in'],
    subject: ['Onderwerp is verplicht'],
    message: ['Bericht is te kort (minimaal 10 tekens)'],
  })
})
