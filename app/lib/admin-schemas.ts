/** Schemas of the admin forms, shared by the browser and the server. */

import { contactOutcomes, contactTypes, customerSources, customerTypes } from '../../db/enums'
import { emailField, limits, messages, optionalText, text } from './validation'
import { z } from './zod'

export const adminMessages = {
  requiredCustomerFields: 'Validatie fout: Naam en email zijn verplichte velden',
  duplicateEmail: 'Een klant met dit emailadres bestaat al. Gebruik een ander emailadres.',
}

/** The owner's password: checked on the server against ADMIN_PASSWORD_HASH (server/admin/login.server.ts). */
export const LoginSchema = z.object({
  password: z
    .string({ error: 'Vul het wachtwoord in.' })
    .min(1, 'Vul het wachtwoord in.')
    .max(200, 'Dit wachtwoord is te lang.'),
})

export const CustomerFormSchema = z.object({
  name: text(messages.name, { min: 2, max: limits.name }),
  email: emailField,
  company: optionalText(150),
  phone: optionalText(30),
  address: optionalText(200),
  notes: optionalText(5_000),
  industry: optionalText(100),
  customerType: z.enum(customerTypes).default('prospect'),
  source: z.enum(customerSources).default('other'),
})

export type CustomerForm = z.infer<typeof CustomerFormSchema>

export const ContactMomentSchema = z.object({
  contactType: z.enum(contactTypes, { error: 'Kies een soort contact.' }),
  subject: text('Onderwerp is verplicht', { min: 2, max: 150 }),
  description: optionalText(5_000),
  outcome: z.enum(contactOutcomes).optional(),
  nextAction: optionalText(300),
  contactedBy: optionalText(100).transform((value) => value ?? 'Admin'),
})

export type ContactMoment = z.infer<typeof ContactMomentSchema>

export const contactTypeLabels: Record<(typeof contactTypes)[number], string> = {
  email: 'E-mail',
  phone: 'Telefoon',
  meeting: 'Afspraak',
  visit: 'Bezoek',
  quote_sent: 'Offerte verstuurd',
}

export const outcomeLabels: Record<(typeof contactOutcomes)[number], string> = {
  positive: 'Positief',
  negative: 'Negatief',
  neutral: 'Neutraal',
  follow_up_needed: 'Opvolging nodig',
}

export const customerTypeLabels: Record<(typeof customerTypes)[number], string> = {
  prospect: 'Prospect',
  lead: 'Lead',
  customer: 'Klant',
  vip: 'VIP',
}
export const sourceLabels: Record<(typeof customerSources)[number], string> = {
  website: 'Website',
  referral: 'Doorverwijzing',
  social: 'Social media',
  event: 'Evenement',
  other: 'Anders',
}
