/**
 * Form schemas shared by the browser (conform, live validation) and the server (the truth).
 * The forms' Dutch messages and every length limit live here; where a message departs from the
 * spec's, docs/decisions/031-the-venues-own-facts-over-the-spec.md says why.
 */
import { isPrintable } from './characters'
import { limits } from './limits'
import { z } from './zod'

export { isPrintable, limits }

export const messages = {
  name: 'Vul je naam in (minstens 2 tekens).',
  email: 'Vul een geldig e-mailadres in.',
  subject: 'Vul een onderwerp in (minstens 2 tekens).',
  messageTooShort: 'Je bericht is te kort (minstens 10 tekens).',
  invalidCharacters: 'Dit veld bevat tekens die we niet kunnen verwerken.',
  tooLong: (max: number) => `Dit veld mag maximaal ${max} tekens lang zijn.`,
} as const

/** A free-text field that may stay empty (empty becomes undefined). */
export function optionalText(max: number) {
  return z
    .string({ error: messages.invalidCharacters })
    .trim()
    .max(max, messages.tooLong(max))
    .refine(isPrintable, messages.invalidCharacters)
    .optional()
    .transform((value) => value || undefined)
}

export function text(required: string, { min, max }: { min: number; max: number }, tooShort: string = required) {
  return z
    .string({ error: required })
    .trim()
    .min(min, tooShort)
    .max(max, messages.tooLong(max))
    .refine(isPrintable, messages.invalidCharacters)
}

export const emailField = z
  .string({ error: messages.email })
  .trim()
  .toLowerCase()
  .max(limits.email, messages.email)
  .pipe(z.email({ error: messages.email }))

export const ContactSchema = z.object({
  name: text(messages.name, { min: 2, max: limits.name }),
  email: emailField,
  subject: text(messages.subject, { min: 2, max: limits.subject }),
  message: text(messages.messageTooShort, { min: 10, max: limits.message }),
})

export type ContactInput = z.infer<typeof ContactSchema>

export const NewsletterSchema = z.object({ email: emailField })

export type NewsletterInput = z.infer<typeof NewsletterSchema>
