import { expect, test } from 'vitest'
import { ContactSchema, NewsletterSchema } from '~/lib/validation'

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

test('the contact schema gives the spec’s exact Dutch messages', () => {
  expect(errorsOf({})).toEqual({
    name: 'Naam is verplicht',
    email: 'Voer een geldig e-mailadres in',
    subject: 'Onderwerp is verplicht',
    message: 'Bericht is te kort (minimaal 10 tekens)',
  })
  expect(errorsOf({ ...valid, name: 'J' })).toEqual({ name: 'Naam is verplicht' })
  expect(errorsOf({ ...valid, subject: 'V' })).toEqual({ subject: 'Onderwerp is verplicht' })
  expect(errorsOf({ ...valid, message: '123456789' })).toEqual({ message: 'Bericht is te kort (minimaal 10 tekens)' })
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
