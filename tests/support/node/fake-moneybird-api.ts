/**
 * A local fake of Moneybird's REST API v2, on loopback, as far as the bookkeeping adapter uses it
 * (app/server/bookkeeping/moneybird.server.ts): bearer auth (401 for another token), the
 * administrations, their ledger accounts and tax rates, contacts (searched with `query`, made with
 * POST), external sales invoices (listed with `filter=reference:…`, made, read, a PDF attached) and
 * their payments; and a plain page per invoice, the owner's link. Tests script the next answers
 * with POST /__script { responses: [{ status, headers, body, hangMs, after, pass }] } (`after: true`
 * does the work and then answers as scripted, as a timeout after Moneybird saved it would; `pass`
 * answers as the API would, after `hangMs`), make a share
 * of all answers fail with POST /__chaos { rate, seed } (500s, 429s with Retry-After, and work done
 * but the answer lost), read what it holds with GET /__state and the requests with GET /__requests,
 * and start over with POST /__reset.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import {
  FAKE_MONEYBIRD_ADMINISTRATION,
  FAKE_MONEYBIRD_TOKEN,
  type MoneybirdScripted,
} from '../fake-moneybird-constants'

type Contact = Record<string, string> & { id: string }
type Payment = { id: string; price: string; payment_date: string; transaction_identifier: string | null }
type Detail = { description: string; price: string; amount: string; tax_rate_id: string; ledger_account_id: string }
type Invoice = {
  id: string
  contact_id: string
  reference: string
  date: string
  due_date: string
  details: Detail[]
  total_price_excl_tax: string
  total_price_incl_tax: string
  attachments: { filename: string; bytes: number }[]
  payments: Payment[]
}

const taxRates = [
  { id: '9001', name: '21% btw', percentage: '21.0', tax_rate_type: 'sales_invoice', active: true },
  { id: '9002', name: '9% btw', percentage: '9.0', tax_rate_type: 'sales_invoice', active: true },
  { id: '9003', name: '0% btw', percentage: '0.0', tax_rate_type: 'sales_invoice', active: true },
  { id: '9004', name: '21% btw inkoop', percentage: '21.0', tax_rate_type: 'purchase_invoice', active: true },
]
const ledgerAccounts = [
  { id: '8001', name: 'Omzet verhuur', account_type: 'revenue' },
  { id: '8002', name: 'Kosten', account_type: 'expenses' },
]

const cents = (value: string) => Math.round(Number(value) * 100)
const decimal = (value: number) => `${value < 0 ? '-' : ''}${(Math.abs(value) / 100).toFixed(2)}`

/** A small seeded generator, so a failing chaos run replays with its seed. */
function generator(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

export function createFakeMoneybirdApi(): Server {
  let contacts: Contact[] = []
  let invoices: Invoice[] = []
  let script: MoneybirdScripted[] = []
  let requests: { method: string; path: string }[] = []
  let chaos: { rate: number; random: () => number } | undefined
  let counter = 1000

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(body === undefined ? '' : JSON.stringify(body))
  }
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  }
  const json = (body: Buffer) => (body.length ? JSON.parse(body.toString('utf8')) : {})
  const nextId = () => {
    counter += 1
    return String(counter)
  }

  function totals(details: Detail[]) {
    const byRate = new Map<number, number>()
    for (const detail of details) {
      const percentage = Number(taxRates.find((rate) => rate.id === detail.tax_rate_id)?.percentage ?? 0)
      byRate.set(percentage, (byRate.get(percentage) ?? 0) + cents(detail.price) * Number(detail.amount))
    }
    let excl = 0
    let tax = 0
    for (const [rate, base] of byRate) {
      excl += base
      tax += Math.sign(base) * Math.floor((Math.abs(base) * rate + 50) / 100)
    }
    return { excl, incl: excl + tax }
  }

  /** The API itself: answers an authorised request, or undefined for an unknown path. */
  function api(method: string, path: string, query: URLSearchParams, body: Buffer, req: IncomingMessage) {
    if (method === 'GET' && path === '/administrations.json')
      return [200, [{ id: FAKE_MONEYBIRD_ADMINISTRATION, name: 'De Oude Paardenslagerij' }]] as const
    const match = path.match(/^\/(\d+)(\/.*)$/)
    if (!match || match[1] !== FAKE_MONEYBIRD_ADMINISTRATION)
      return [404, { error: 'Administration not found' }] as const
    const rest = match[2] ?? ''
    if (method === 'GET' && rest === '/ledger_accounts.json') return [200, ledgerAccounts] as const
    if (method === 'GET' && rest === '/tax_rates.json') return [200, taxRates] as const
    if (rest === '/contacts.json' && method === 'GET') {
      const term = (query.get('query') ?? '').toLowerCase()
      const found = contacts.filter((contact) => Object.values(contact).some((v) => v.toLowerCase().includes(term)))
      return [200, found] as const
    }
    if (rest === '/contacts.json' && method === 'POST') {
      const contact = { ...json(body).contact, id: nextId() }
      contacts.push(contact)
      return [201, contact] as const
    }
    if (rest === '/external_sales_invoices.json' && method === 'GET') {
      const reference = (query.get('filter') ?? '').replace(/^reference:/, '')
      return [200, invoices.filter((invoice) => !reference || invoice.reference === reference)] as const
    }
    if (rest === '/external_sales_invoices.json' && method === 'POST') {
      const given = json(body).external_sales_invoice
      if (!contacts.some((contact) => contact.id === given.contact_id))
        return [422, { error: { contact_id: ['bestaat niet'] } }] as const
      // Moneybird does not refuse a second invoice with the same reference: that is ours to avoid.
      const details: Detail[] = given.details_attributes
      const { excl, incl } = totals(details)
      const invoice: Invoice = {
        id: nextId(),
        contact_id: given.contact_id,
        reference: given.reference,
        date: given.date,
        due_date: given.due_date,
        details,
        total_price_excl_tax: decimal(excl),
        total_price_incl_tax: decimal(incl),
        attachments: [],
        payments: [],
      }
      invoices.push(invoice)
      return [201, invoice] as const
    }
    const one = rest.match(/^\/external_sales_invoices\/(\d+)(\.json|\/attachment\.json|\/payments\.json)$/)
    const invoice = invoices.find((candidate) => candidate.id === one?.[1])
    if (!one || !invoice) return [404, { error: 'record not found' }] as const
    if (one[2] === '.json' && method === 'GET') return [200, invoice] as const
    if (one[2] === '/attachment.json' && method === 'POST') {
      const type = req.headers['content-type'] ?? ''
      if (!type.startsWith('multipart/form-data')) return [400, { error: 'file missing' }] as const
      const filename = body.toString('latin1').match(/filename="([^"]+)"/)?.[1] ?? 'file'
      invoice.attachments.push({ filename, bytes: body.length })
      return [200, undefined] as const
    }
    if (one[2] === '/payments.json' && method === 'POST') {
      const given = json(body).payment
      const payment = {
        id: nextId(),
        price: given.price,
        payment_date: given.payment_date,
        transaction_identifier: given.transaction_identifier ?? null,
      }
      invoice.payments.push(payment)
      return [201, payment] as const
    }
    return undefined
  }

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const method = req.method ?? 'GET'
    const body = await readBody(req)
    if (url.pathname === '/__reset') {
      contacts = []
      invoices = []
      script = []
      requests = []
      chaos = undefined
      counter = 1000
      return send(res, 200, { ok: true })
    }
    if (url.pathname === '/__script') {
      script.push(...json(body).responses)
      return send(res, 200, { ok: true })
    }
    if (url.pathname === '/__chaos') {
      const { rate, seed } = json(body)
      chaos = rate > 0 ? { rate, random: generator(seed) } : undefined
      return send(res, 200, { ok: true })
    }
    if (url.pathname === '/__state') return send(res, 200, { contacts, invoices })
    if (url.pathname === '/__requests') return send(res, 200, requests)
    const page = url.pathname.match(/^\/(\d+)\/external_sales_invoices\/(\d+)$/)
    if (page && method === 'GET') {
      const invoice = invoices.find((candidate) => candidate.id === page[2])
      res.writeHead(invoice ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
      return res.end(
        invoice
          ? `<!doctype html><title>Moneybird</title><h1>Externe factuur ${invoice.reference}</h1>` +
              `<p>Totaal ${invoice.total_price_incl_tax}</p><p>Betalingen ${invoice.payments.length}</p>`
          : 'niet gevonden',
      )
    }
    if (!url.pathname.startsWith('/api/v2/')) return send(res, 404, { error: 'not found' })
    const path = url.pathname.slice('/api/v2'.length)
    requests.push({ method, path: `${path}${url.search}` })
    if (req.headers.authorization !== `Bearer ${FAKE_MONEYBIRD_TOKEN}`)
      return send(res, 401, { error: 'Token is invalid' })
    let scripted: MoneybirdScripted | undefined = script.shift()
    if (!scripted && chaos && chaos.random() < chaos.rate) {
      const pick = chaos.random()
      scripted =
        pick < 0.4
          ? { status: 500, body: { error: 'Internal server error' } }
          : pick < 0.7
            ? { status: 429, headers: { 'Retry-After': '1' }, body: { error: 'Too many requests' } }
            : { status: 502, body: { error: 'Bad gateway' }, after: true }
    }
    if (scripted?.hangMs) await new Promise((resolve) => setTimeout(resolve, scripted?.hangMs))
    if (scripted?.pass) scripted = undefined
    if (scripted && !scripted.after)
      return send(res, scripted.status ?? 500, scripted.body ?? { error: 'scripted' }, scripted.headers)
    const answer = api(method, path, url.searchParams, body, req)
    if (scripted) return send(res, scripted.status ?? 500, scripted.body ?? { error: 'scripted' }, scripted.headers)
    if (!answer) return send(res, 404, { error: 'not found' })
    return send(res, answer[0], answer[1])
  })
}
