/** Schemas of the admin forms, shared by the browser and the server. */

import { contactOutcomes, contactTypes, customerSources, customerTypes } from '../../db/enums'
import { holidayIds, isValidIsoDate } from './availability'
import { daysBetween, type IsoDate, lastQuarter } from './dates'
import { checkInvoiceDetails, invoiceDetailsShape } from './invoice-details'
import { emailField, limits, messages, optionalText, text } from './validation'
import { z } from './zod'

export const adminMessages = {
  requiredCustomerFields: 'Vul een naam en een e-mailadres in.',
  duplicateEmail: 'Er is al een klant met dit e-mailadres. Gebruik een ander e-mailadres.',
  customerAdded: 'Klant toegevoegd',
}

/** The owner's password: checked on the server against ADMIN_PASSWORD_HASH (server/admin/login.server.ts). */
export const LoginSchema = z.object({
  password: z
    .string({ error: 'Vul het wachtwoord in.' })
    .min(1, 'Vul het wachtwoord in.')
    .max(200, 'Dit wachtwoord is te lang.'),
})

export const CustomerFormSchema = z
  .object({
    name: text(messages.name, { min: 2, max: limits.name }),
    email: emailField,
    company: optionalText(150),
    phone: optionalText(30),
    address: optionalText(200),
    ...invoiceDetailsShape,
    notes: optionalText(5_000),
    industry: optionalText(100),
    customerType: z.enum(customerTypes).default('prospect'),
    source: z.enum(customerSources).default('other'),
  })
  .superRefine(checkInvoiceDetails)

export type CustomerForm = z.infer<typeof CustomerFormSchema>

export const ContactMomentSchema = z.object({
  contactType: z.enum(contactTypes, { error: 'Kies een soort contact.' }),
  subject: text(messages.subject, { min: 2, max: limits.subject }),
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

/** The longest period one bookkeeper's export covers. */
export const MAX_EXPORT_DAYS = 366

const exportDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => isValidIsoDate(value), message)

/** The period of the bookkeeper's export of invoices: from and to, both included. */
export const ExportPeriodSchema = z
  .object({
    from: exportDate('Kies de eerste dag van de periode.'),
    to: exportDate('Kies de laatste dag van de periode.'),
  })
  .refine((period) => period.from <= period.to, 'De laatste dag ligt voor de eerste: kies een geldige periode.')
  .refine(
    (period) => daysBetween(period.from, period.to) < MAX_EXPORT_DAYS,
    `Een export beslaat hooguit ${MAX_EXPORT_DAYS} dagen: kies een kortere periode.`,
  )

/** At most this many documents in one export: a year of a small venue, well within a Worker's memory. */
export const EXPORT_MAX_DOCUMENTS = 2_000

/** Why the export sent the owner back to its form, as the address says it (`fout=`). */
export const EXPORT_TOO_MANY = 'te-veel'

/**
 * The export form on the invoices list: the period the owner asked for, or the last full quarter (the
 * period of a btw return), and why the export refused what was asked. A refused export sends the
 * owner back here with what they typed (`van`, `tot`), so the page says why beside the form, with
 * or without JavaScript.
 */
export function invoiceExportForm(
  query: URLSearchParams,
  today: IsoDate,
): { from: string; to: string; error?: string } {
  const asked = { from: query.get('van'), to: query.get('tot') }
  if (asked.from === null && asked.to === null) return lastQuarter(today)
  const period = ExportPeriodSchema.safeParse(asked)
  const error = !period.success
    ? (period.error.issues[0]?.message ?? 'Kies een geldige periode.')
    : query.get('fout') === EXPORT_TOO_MANY
      ? `Meer dan ${EXPORT_MAX_DOCUMENTS} facturen: kies een kortere periode.`
      : undefined
  return { from: asked.from ?? '', to: asked.to ?? '', error }
}

const dayPartOf = { '1': 1, '2': 2, '3': 3 } as const

/** At most this many days in one closure (a month); a longer absence is two closures. */
export const MAX_CLOSURE_DAYS = 31

const isoDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .refine((value) => isValidIsoDate(value), 'Kies een geldige datum.')

/** The owner closes the room from a date to a date (inclusive), for a day part or the whole day. */
export const ClosureSchema = z
  .object({
    startDate: isoDate('Kies de eerste dag.'),
    endDate: isoDate('Kies de laatste dag.').optional(),
    dayParts: z.enum(['1', '2', '3'], { error: 'Kies een dagdeel.' }).transform((value) => dayPartOf[value]),
    reason: text('Geef een reden op (alleen voor jezelf).', { min: 3, max: 200 }),
  })
  .superRefine((closure, context) => {
    const endDate = closure.endDate ?? closure.startDate
    if (endDate < closure.startDate)
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'De laatste dag ligt vóór de eerste.' })
    else if (daysBetween(closure.startDate, endDate) >= MAX_CLOSURE_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `Sluit hoogstens ${MAX_CLOSURE_DAYS} dagen tegelijk; maak voor een langere periode twee sluitingen.`,
      })
  })

export type ClosureInput = z.infer<typeof ClosureSchema>

/** The days a closure covers: without a last day, only the first. */
export const closurePeriod = (closure: ClosureInput) => ({ ...closure, endDate: closure.endDate ?? closure.startDate })

/** The holidays the venue closes on: the checked boxes of the form. */
export const ClosedHolidaysSchema = z.object({
  holidays: z
    .array(z.string())
    .optional()
    .transform((ids) => holidayIds.filter((id) => ids?.includes(id))),
})

const time = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Vul een tijd in als 09:30.')

/** "12,50", "12.5", "€ 12" -> 1250 cents; empty -> null (free). */
const euroAmount = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    const text = (value ?? '').replace(/^€\s*/, '').replace(',', '.')
    if (text === '') return null
    if (!/^\d{1,5}(\.\d{1,2})?$/.test(text)) {
      context.addIssue({ code: 'custom', message: 'Vul een bedrag in als 12,50, of laat het leeg voor gratis.' })
      return z.NEVER
    }
    return Math.round(Number(text) * 100)
  })

/** An activity on /agenda. The price is per person, incl. btw; empty means free. */
export const EventSchema = z
  .object({
    title: text('Geef de activiteit een titel.', { min: 3, max: 120 }),
    description: text('Beschrijf de activiteit in een paar zinnen.', { min: 10, max: 2_000 }),
    date: isoDate('Kies de datum.'),
    startTime: time('Vul de begintijd in.'),
    endTime: time('Vul de eindtijd in.'),
    price: euroAmount,
    published: z
      .string()
      .optional()
      .transform((value) => value === 'on'),
  })
  .superRefine((event, context) => {
    if (event.endTime <= event.startTime)
      context.addIssue({ code: 'custom', path: ['endTime'], message: 'De eindtijd ligt na de begintijd.' })
  })

export type EventInput = z.infer<typeof EventSchema>

/** Everything the owner does on /admin/sluitingen, one intent each. */
export const ClosuresActionSchema = z.discriminatedUnion('intent', [
  ClosureSchema.safeExtend({ intent: z.literal('sluiten') }),
  z.object({ intent: z.literal('heropenen'), id: z.coerce.number().int().positive() }),
  ClosedHolidaysSchema.extend({ intent: z.literal('feestdagen') }),
])

/** Everything the owner does on a customer's page, one intent each. */
export const CustomerActionSchema = z.discriminatedUnion('intent', [
  CustomerFormSchema.extend({ intent: z.literal('bewerken') }),
  ContactMomentSchema.extend({ intent: z.literal('contactmoment') }),
  z.object({ intent: z.literal('wissen') }),
])

/** The owner's own calendar (docs/decisions/035-the-owners-own-calendar.md): a name and its secret iCal address. */
export const CalendarSourceSchema = z.object({
  label: text('Geef de agenda een naam, zoals "Privé".', { min: 2, max: 60 }),
  url: z
    .string({ error: 'Plak het geheime iCal-adres van de agenda.' })
    .trim()
    .min(1, 'Plak het geheime iCal-adres van de agenda.')
    .max(2_000, 'Dit adres is te lang voor een agenda-adres.'),
})

/**
 * On /admin/kalender: the calendar subscription (make a new link, revoking the old, or revoke it),
 * and the owner's own calendars (add, remove, read now).
 */
export const CalendarActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('abonnement-maken') }),
  z.object({ intent: z.literal('abonnement-intrekken') }),
  CalendarSourceSchema.extend({ intent: z.literal('agenda-toevoegen') }),
  z.object({ intent: z.literal('agenda-verwijderen'), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal('agenda-bijwerken') }),
])
