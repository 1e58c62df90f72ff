/**
 * The public forms' rules without zod, so the browser can check the contact and newsletter
 * forms without downloading a validation library. The spec's messages and the limits live here;
 * the zod schemas in validation.ts (the server's truth) use the same ones, and a unit test keeps
 * both in agreement.
 */
export const limits = { name: 100, email: 254, subject: 150, message: 5_000 } as const

export const messages = {
  name: 'Naam is verplicht',
  email: 'Voer een geldig e-mailadres in',
  subject: 'Onderwerp is verplicht',
  messageTooShort: 'Bericht is te kort (minimaal 10 tekens)',
  invalidCharacters: 'Dit veld bevat tekens die we niet kunnen verwerken',
  tooLong: (max: number) => `Dit veld mag maximaal ${max} tekens lang zijn`,
} as const

// Control characters (NUL and friends, but not tab and line breaks) and lone UTF-16
// surrogates cannot be stored or mailed faithfully: such input is refused, not mangled.
const unprintable =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const isPrintable = (value: string) => !unprintable.test(value)

/** Close to zod's email check: one @, no spaces, a dot in the domain. The server decides. */
const emailPattern = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export type FieldErrors = Record<string, string[]>

function textErrors(value: unknown, { min, max }: { min: number; max: number }, tooShort: string): string[] {
  const text = typeof value === 'string' ? value.trim() : ''
  const errors: string[] = []
  if (text.length < min) errors.push(tooShort)
  if (text.length > max) errors.push(messages.tooLong(max))
  if (!isPrintable(text)) errors.push(messages.invalidCharacters)
  return errors
}

export function emailErrors(value: unknown): string[] {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : ''
  return email.length <= limits.email && emailPattern.test(email) ? [] : [messages.email]
}

export function contactErrors(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {
    name: textErrors(values.name, { min: 2, max: limits.name }, messages.name),
    email: emailErrors(values.email),
    subject: textErrors(values.subject, { min: 2, max: limits.subject }, messages.subject),
    message: textErrors(values.message, { min: 10, max: limits.message }, messages.messageTooShort),
  }
  return Object.fromEntries(Object.entries(errors).filter(([, list]) => list.length > 0))
}

export function newsletterErrors(values: Record<string, unknown>): FieldErrors {
  const errors = emailErrors(values.email)
  return errors.length > 0 ? { email: errors } : {}
}

/** HTML constraints for the same rules (required, lengths), rendered on the fields. */
export const contactConstraint = {
  name: { required: true, minLength: 2, maxLength: limits.name },
  email: { required: true, maxLength: limits.email },
  subject: { required: true, minLength: 2, maxLength: limits.subject },
  message: { required: true, minLength: 10, maxLength: limits.message },
}

export const newsletterConstraint = { email: { required: true, maxLength: limits.email } }
