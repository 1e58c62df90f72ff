/**
 * The admin's lists: which filters and orders each one offers, and how a page of it is named in
 * the URL (`?tab=boekingen&status=aanvraag&van=2026-12-01&sorteer=datum-op&na=...`), so that every
 * list works as plain links and GET forms. Pure: the server reads the same query it renders.
 */
import type { quoteStatuses } from '../../db/enums'
import { customerTypeLabels, sourceLabels } from './admin-schemas'
import { isValidIsoDate } from './availability'
import { bookingStatuses } from './booking-status'
import { formatDate, formatEuro } from './format'
import { invoiceStatusLabels } from './invoicing'

export const listTabs = [
  'boekingen',
  'klanten',
  'offertes',
  'facturen',
  'berichten',
  'nieuwsbrief',
  'mail',
  'logboek',
] as const
export type ListTab = (typeof listTabs)[number]

export const PAGE_SIZE = 50

type Option = { value: string; label: string }

export type ListSpec = {
  /** The placeholder of the search box; no search box without one. */
  search?: string
  /** The status (or type) filter: the URL parameter, its label and its options. */
  filter?: { param: 'status' | 'type'; label: string; options: Option[] }
  /** Whether the list filters on a date range (`van`, `tot`), and what that date is. */
  dates?: string
  /** The orders it offers; the first is the default. */
  sorts: Option[]
}

const newestFirst = [
  { value: 'nieuw', label: 'Nieuwste eerst' },
  { value: 'oud', label: 'Oudste eerst' },
]

export const quoteStatusLabels: Record<(typeof quoteStatuses)[number], string> = {
  active: 'geldig',
  expired: 'verlopen',
  accepted: 'geaccepteerd',
  declined: 'afgewezen',
}

/** The fields the log names in its changes (bookings, customers, activities, closures), in Dutch. */
const changeFieldLabels: Record<string, string> = {
  status: 'Status',
  optieUntil: 'Optie tot en met',
  numPeople: 'Aantal personen',
  reference: 'Referentie',
  name: 'Naam',
  email: 'E-mail',
  company: 'Bedrijf',
  phone: 'Telefoon',
  address: 'Adres',
  kvk: 'KvK-nummer',
  vatId: 'Btw-id',
  street: 'Straat en huisnummer',
  postcode: 'Postcode',
  city: 'Plaats',
  country: 'Land',
  notes: 'Notities',
  industry: 'Branche',
  customerType: 'Soort klant',
  source: 'Bron',
  title: 'Titel',
  description: 'Beschrijving',
  date: 'Datum',
  startTime: 'Begintijd',
  endTime: 'Eindtijd',
  priceCents: 'Prijs',
  published: 'Gepubliceerd',
  closedHolidays: 'Gesloten feestdagen',
}

/** A changed field as the owner reads it: "Aantal personen", "Aantal personen op 18 januari 2027". */
export function changeFieldLabel(field: string): string {
  const [name = field, date] = field.split(' ')
  const label = changeFieldLabels[name] ?? field
  return date && isValidIsoDate(date) ? `${label} op ${formatDate(date)}` : label
}

/** A changed value as the owner reads it: the Dutch names of a customer's type and source. */
export function changeValueLabel(field: string, value: string): string {
  if (field === 'customerType') return customerTypeLabels[value as keyof typeof customerTypeLabels] ?? value
  if (field === 'source') return sourceLabels[value as keyof typeof sourceLabels] ?? value
  if (field === 'priceCents' && /^\d+$/.test(value)) return formatEuro(Number(value))
  if (field === 'published') return value === 'true' ? 'ja' : value === 'false' ? 'nee' : value
  return value
}

/** Mollie's payment statuses, as the owner reads them. */
export const paymentStatusLabels = {
  open: 'wacht op de klant',
  pending: 'wacht op de bank',
  authorized: 'goedgekeurd',
  paid: 'betaald',
  canceled: 'afgebroken',
  expired: 'verlopen',
  failed: 'mislukt',
} as const

export const subscriberStatusLabels = {
  confirmed: 'bevestigd',
  pending: 'wacht op bevestiging',
  unsubscribed: 'afgemeld',
} as const

export const mailStatusLabels = {
  pending: 'in de wachtrij',
  sending: 'wordt verstuurd',
  sent: 'verstuurd',
  failed: 'mislukt',
  kept_locally: 'lokaal bewaard',
} as const

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))

export const listSpecs: Record<ListTab, ListSpec> = {
  boekingen: {
    search: 'Zoek op naam, e-mail of bedrijf',
    filter: {
      param: 'status',
      label: 'Status',
      options: bookingStatuses.map((status) => ({ value: status, label: status })),
    },
    dates: 'Datum van de boeking',
    sorts: [
      { value: 'nieuw', label: 'Laatst ontvangen eerst' },
      { value: 'datum-op', label: 'Datum, eerstvolgende eerst' },
      { value: 'datum-af', label: 'Datum, laatste eerst' },
    ],
  },
  klanten: {
    search: 'Zoek op naam, e-mail of bedrijf',
    filter: { param: 'type', label: 'Soort klant', options: options(customerTypeLabels) },
    sorts: [...newestFirst, { value: 'naam', label: 'Naam (A-Z)' }],
  },
  offertes: {
    search: 'Zoek op offertenummer',
    filter: { param: 'status', label: 'Status', options: options(quoteStatusLabels) },
    sorts: newestFirst,
  },
  facturen: {
    search: 'Zoek op nummer, naam of e-mail',
    filter: { param: 'status', label: 'Status', options: options(invoiceStatusLabels) },
    sorts: newestFirst,
  },
  berichten: {
    search: 'Zoek op naam, e-mail of onderwerp',
    filter: {
      param: 'status',
      label: 'Toon',
      options: [
        { value: 'ongelezen', label: 'ongelezen' },
        { value: 'gelezen', label: 'gelezen' },
      ],
    },
    sorts: newestFirst,
  },
  nieuwsbrief: {
    search: 'Zoek op e-mailadres',
    filter: { param: 'status', label: 'Status', options: options(subscriberStatusLabels) },
    sorts: newestFirst,
  },
  mail: {
    search: 'Zoek op ontvanger of onderwerp',
    filter: { param: 'status', label: 'Status', options: options(mailStatusLabels) },
    sorts: newestFirst,
  },
  logboek: {
    filter: {
      param: 'type',
      label: 'Onderwerp',
      options: [
        { value: 'booking', label: 'boekingen' },
        { value: 'customer', label: 'klanten' },
        { value: 'invoice', label: 'facturen en betalingen' },
        { value: 'closure', label: 'sluitingen en feestdagen' },
        { value: 'event', label: 'agenda' },
        { value: 'session', label: 'inloggen en uitloggen' },
        { value: 'other', label: 'overig' },
        // The owner's own logins drown the rest: everything else at once.
        { value: 'zonder-inloggen', label: 'alles behalve inloggen en uitloggen' },
      ],
    },
    dates: 'Datum',
    sorts: newestFirst,
  },
}

/** A place in a list: the sort key and the id of the row a page starts after (or ends before). */
export type Cursor = [key: string | number, id: string | number]

export type ListQuery = {
  q: string
  status?: string
  type?: string
  from?: string
  to?: string
  sort: string
  after?: Cursor
  before?: Cursor
}

export function parseCursor(value: string | null): Cursor | undefined {
  if (!value) return undefined
  try {
    const parsed: unknown = JSON.parse(value)
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
      (typeof parsed[1] === 'string' || Number.isInteger(parsed[1]))
    )
      return [parsed[0], parsed[1]]
  } catch {
    // Not a cursor we made: the first page.
  }
  return undefined
}

/** The query in a list's URL; anything it does not offer falls back to the default, never to an error. */
export function parseListQuery(tab: ListTab, params: URLSearchParams): ListQuery {
  const spec = listSpecs[tab]
  const chosen = (param: 'status' | 'type') =>
    spec.filter?.param === param
      ? spec.filter.options.find((option) => option.value === params.get(param))?.value
      : undefined
  const date = (param: string) => {
    const value = params.get(param) ?? ''
    return spec.dates && isValidIsoDate(value) ? value : undefined
  }
  const after = parseCursor(params.get('na'))
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    status: chosen('status'),
    type: chosen('type'),
    from: date('van'),
    to: date('tot'),
    sort: spec.sorts.find((sort) => sort.value === params.get('sorteer'))?.value ?? spec.sorts[0]?.value ?? 'nieuw',
    after,
    before: after ? undefined : parseCursor(params.get('voor')),
  }
}

/** The URL of this list with the query, and optionally another page (`na`/`voor`). */
export function listUrl(tab: ListTab, query: ListQuery, page: { na?: string; voor?: string } = {}): string {
  const params = new URLSearchParams({ tab })
  if (query.q) params.set('q', query.q)
  if (query.status) params.set('status', query.status)
  if (query.type) params.set('type', query.type)
  if (query.from) params.set('van', query.from)
  if (query.to) params.set('tot', query.to)
  if (query.sort !== listSpecs[tab].sorts[0]?.value) params.set('sorteer', query.sort)
  if (page.na) params.set('na', page.na)
  if (page.voor) params.set('voor', page.voor)
  return `/admin?${params.toString()}`
}

export function isFiltered(query: ListQuery): boolean {
  return Boolean(query.q || query.status || query.type || query.from || query.to)
}
