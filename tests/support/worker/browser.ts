/**
 * A browser without JavaScript, inside workerd: it opens the Worker's pages, submits their forms as a browser
 * does (hidden fields as the page has them, the button's own name and value, `formaction`/`formmethod`), follows
 * redirects and keeps cookies. It finds forms, fields, buttons and links by their accessible names.
 */
import { parseHTML } from 'linkedom'
import { ADMIN_PASSWORD } from './admin'
import { linkIn } from './bookings'
import { fakeMail } from './fake-mail'
import { callWorker, ORIGIN } from './requests'

/** A name: the exact text (whitespace collapsed), or a pattern. */
export type Matcher = string | RegExp

/** Collapses runs of ASCII whitespace; a no-break space stays, as the page has it. */
const normalize = (text: string) => text.replace(/[ \t\n\r\f]+/g, ' ').trim()
const matches = (name: string, matcher: Matcher) =>
  typeof matcher === 'string' ? name === matcher : matcher.test(name)
const isElement = (node: Node): node is Element => node.nodeType === 1

/** The text a person perceives: not what is hidden from assistive technology, scripts or field contents. */
function textOf(node: Node | null | undefined): string {
  if (node?.nodeType === 3) return node.textContent ?? ''
  if (!node || !isElement(node) || node.getAttribute('aria-hidden') === 'true') return ''
  if (['SCRIPT', 'STYLE', 'TEMPLATE', 'SELECT', 'TEXTAREA'].includes(node.tagName)) return ''
  return [...node.childNodes].map(textOf).join('')
}
const textIn = (node: Node | null | undefined) => normalize(textOf(node))

/** aria-labelledby, else aria-label: the name an element gives itself. */
function ownName(element: Element): string | undefined {
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/)
  if (ids) return normalize(ids.map((id) => textOf(element.ownerDocument.getElementById(id))).join(' '))
  return element.getAttribute('aria-label') ?? undefined
}
/** A link's or button's name: its own, else its text (a submit input's: its value). */
const nameOf = (element: Element) =>
  ownName(element) ?? (element.tagName === 'INPUT' ? (element.getAttribute('value') ?? '') : textIn(element))

/** Every name a form control is known by: its own, a `<label for>` and a wrapping label. */
function labelsOf(control: Element): string[] {
  const labels = [...control.ownerDocument.querySelectorAll('label')]
    .filter((label) => control.id && label.getAttribute('for') === control.id)
    .concat(control.closest('label') ?? [])
  return [ownName(control) ?? [], labels.map(textIn)].flat()
}

function currentValue(control: Element): string {
  if (control.tagName === 'TEXTAREA') return control.textContent ?? ''
  if (control.tagName !== 'SELECT') return control.getAttribute('value') ?? ''
  const options = [...control.querySelectorAll('option')]
  const option = options.find((o) => o.hasAttribute('selected')) ?? options[0]
  return option?.getAttribute('value') ?? textIn(option)
}

/** The one thing found; else an error that lists what there is. */
function one<T>(found: T[], what: string, there: string[]): T {
  if (found.length === 1 && found[0] !== undefined) return found[0]
  throw new Error(`${found.length} ${what}; there are: ${JSON.stringify(there)}`)
}

/** A part of a page: the page itself, an element in it (a landmark, a message), or a form. */
export class Scope {
  readonly page: Page

  constructor(
    readonly root: Element,
    page?: Page,
  ) {
    if (this instanceof Page) this.page = this
    else if (page) this.page = page
    else throw new Error('a scope is part of a page')
  }

  /** The text as a person reads it: the whole scope's, each element's that matches a selector, the headings'. */
  readonly text = (): string => textIn(this.root)
  readonly texts = (selector: string): string[] => [...this.root.querySelectorAll(selector)].map(textIn)
  readonly headings = (level?: number) => this.texts(level ? `h${level}` : 'h1, h2, h3, h4, h5, h6, [role="heading"]')
  /** The live messages: `status` (what went well) or `alert` (what did not). */
  readonly messages = (role: 'status' | 'alert') => this.texts(`[role="${role}"]`)

  /** The one element matching a selector ('nav', 'section', 'aside', '[role="search"]'...) and the name. */
  within(selector: string, name?: Matcher): Scope {
    const all = [...this.root.querySelectorAll(selector)]
    const found = all.filter((element) => name === undefined || matches(ownName(element) ?? '', name))
    const names = all.map((element) => ownName(element) ?? '')
    return new Scope(one(found, `${selector} ${name ?? ''}`, names), this.page)
  }

  /** A form (this scope's own, or one in it) by its name, by the name of a submit button of it, or the only one. */
  form(which?: Matcher | { button: Matcher }): Form {
    const all = [this.root, ...this.root.querySelectorAll('form')]
      .filter((element) => element.tagName === 'FORM')
      .map((form) => new Form(form, this.page))
    const found = all.filter((form) => {
      if (which === undefined) return true
      if (typeof which === 'string' || which instanceof RegExp) return matches(form.name(), which)
      return form.buttons().some((button) => matches(nameOf(button), which.button))
    })
    const names = all.map((form) => form.name())
    return one(found, `forms ${String(which)}`, names)
  }

  /** The href of the link of this name (links of the same name must go to the same place). */
  link(name: Matcher): string {
    const all = [...this.root.querySelectorAll('a[href]')]
    const hrefs = new Set(all.filter((link) => matches(nameOf(link), name)).map((link) => link.getAttribute('href')))
    return one([...hrefs], `links ${name}`, all.map(nameOf)) ?? ''
  }

  follow(name: Matcher): Promise<Page> {
    return this.page.browser.navigate(new URL(this.link(name), this.page.url), 'GET', undefined, 'same-origin')
  }
}

/** A response as the browser shows it: status, address, headers and (for HTML) the page. */
export class Page extends Scope {
  constructor(
    readonly browser: Browser,
    readonly url: URL,
    readonly status: number,
    readonly headers: Headers,
    readonly html: string,
  ) {
    const { document } = parseHTML(html || '<html><body></body></html>')
    super(document.body ?? document.documentElement)
  }

  /** The path and query, e.g. '/contact/verzonden'. */
  get path(): string {
    return `${this.url.pathname}${this.url.search}`
  }
}

/** A form: its fields as the page filled them and as the test changes them, and its submit buttons. */
export class Form extends Scope {
  readonly name = (): string => ownName(this.root) ?? this.root.getAttribute('name') ?? ''

  /** Its controls wherever they are: inside it, or tied to it with `form="id"`. */
  controls(): Element[] {
    const id = this.root.getAttribute('id')
    return [...this.root.ownerDocument.querySelectorAll('input, select, textarea, button')].filter((control) => {
      const owner = control.getAttribute('form')
      return owner === null ? control.closest('form') === this.root : owner === id
    })
  }

  buttons(): Element[] {
    return this.controls().filter((control) => {
      const type = control.getAttribute('type')?.toLowerCase()
      return control.tagName === 'BUTTON' ? !type || type === 'submit' : type === 'submit' || type === 'image'
    })
  }

  private field(label: Matcher): Element {
    const fields = this.controls().filter((control) => !this.buttons().includes(control))
    const found = fields.filter((control) => labelsOf(control).some((name) => matches(name, label)))
    return one(found, `fields labelled ${label} in form "${this.name()}"`, fields.flatMap(labelsOf))
  }

  /** Types into a field that takes typing, or a textarea. */
  fill(label: Matcher, value: string): this {
    const field = this.field(label)
    if (field.tagName === 'TEXTAREA') field.textContent = value
    else if (field.tagName === 'INPUT' && !/^(radio|checkbox|file)$/i.test(field.getAttribute('type') ?? ''))
      field.setAttribute('value', value)
    else throw new Error(`"${label}" is not a text field`)
    return this
  }

  /** Picks an option by its text or value. */
  select(label: Matcher, option: Matcher): this {
    const options = [...this.field(label).querySelectorAll('option')]
    const picked = options.filter((o) => matches(textIn(o), option) || matches(o.getAttribute('value') ?? '', option))
    const chosen = one(picked, `options ${option}`, options.map(textIn))
    for (const other of options) other.removeAttribute('selected')
    chosen.setAttribute('selected', '')
    return this
  }

  /** Checks a checkbox, or picks a radio button and so unchecks the others of its group. */
  check(label: Matcher): this {
    const field = this.field(label)
    const group = (control: Element) =>
      control.getAttribute('type') === 'radio' && control.getAttribute('name') === field.getAttribute('name')
    for (const radio of this.controls().filter(group)) radio.removeAttribute('checked')
    field.setAttribute('checked', '')
    return this
  }

  /** A field's current state: as the page filled it in, or as the test changed it. */
  readonly value = (label: Matcher): string => currentValue(this.field(label))
  readonly checked = (label: Matcher): boolean => this.field(label).hasAttribute('checked')

  /** What the form sends when this button submits it, in the order of the page. */
  entries(submitter: Element): [string, string][] {
    return this.controls().flatMap((control): [string, string][] => {
      const name = control.getAttribute('name')
      const type = control.getAttribute('type')?.toLowerCase() ?? ''
      if (!name || control.hasAttribute('disabled') || control.closest('fieldset[disabled]')) return []
      if (control.tagName === 'BUTTON' || ['submit', 'image', 'reset', 'button'].includes(type))
        return control === submitter ? [[name, control.getAttribute('value') ?? '']] : []
      if (type === 'checkbox' || type === 'radio')
        return control.hasAttribute('checked') ? [[name, control.getAttribute('value') ?? 'on']] : []
      return type === 'file' ? [] : [[name, currentValue(control)]]
    })
  }

  /** Clicks the submit button of this name: a GET form puts its fields in the query, a POST form in the body. */
  submit(button: Matcher): Promise<Page> {
    const buttons = this.buttons()
    const named = buttons.filter((b) => matches(nameOf(b), button))
    const submitter = one(named, `buttons ${button} in form "${this.name()}"`, buttons.map(nameOf))
    const attribute = (name: string) => submitter.getAttribute(`form${name}`) ?? this.root.getAttribute(name)
    const url = new URL(attribute('action') ?? '', this.page.url)
    const fields = this.entries(submitter)
    if ((attribute('method') ?? 'get').toLowerCase() === 'get') {
      url.search = new URLSearchParams(fields).toString()
      return this.page.browser.navigate(url, 'GET', undefined, 'same-origin')
    }
    const body = attribute('enctype') === 'multipart/form-data' ? new FormData() : new URLSearchParams()
    for (const [name, value] of fields) body.append(name, value)
    return this.page.browser.navigate(url, 'POST', body, 'same-origin')
  }
}

let browsers = 0
const nextAddress = () => {
  browsers += 1
  return `198.18.${Math.floor(browsers / 250) % 250}.${(browsers % 250) + 1}`
}

/** One visitor: an address of its own (public forms are rate-limited per address) and its own cookies. */
export class Browser {
  readonly ip = nextAddress()
  private readonly cookies = new Map<string, string>()

  /** Types an address into the address bar (Sec-Fetch-Site: none). */
  open(path: string): Promise<Page> {
    return this.navigate(new URL(path, ORIGIN), 'GET', undefined, 'none')
  }

  /** Opens the link to `path` in the newest mail to `to` whose subject matches, as its reader clicks it. */
  async openFromMail(to: string, subject: RegExp, path: string): Promise<Page> {
    const mails = (await fakeMail.delivered()).filter((mail) => mail.body.to.includes(to))
    const mail = mails.findLast((sent) => subject.test(sent.body.subject))
    return this.open(linkIn(mail, path))
  }

  /** Requests a page and follows its redirects (after a 303, or a 301/302 answering a POST, as a GET). */
  async navigate(url: URL, method: 'GET' | 'POST', body: BodyInit | undefined, site: 'none' | 'same-origin') {
    for (let hops = 0; hops < 10; hops += 1) {
      if (url.origin !== ORIGIN) throw new Error(`the browser would leave the site for ${url.href}`)
      const headers = new Headers({ 'CF-Connecting-IP': this.ip, 'Sec-Fetch-Site': site, Accept: 'text/html' })
      if (method === 'POST') headers.set('Origin', ORIGIN)
      if (this.cookies.size) headers.set('Cookie', [...this.cookies].map((cookie) => cookie.join('=')).join('; '))
      const response = await callWorker(url.href, { method, body, headers, redirect: 'manual' })
      for (const cookie of response.headers.getSetCookie()) this.keep(cookie)
      const location = response.headers.get('location')
      if (response.status < 300 || response.status > 399 || !location) {
        const html = response.headers.get('content-type')?.includes('text/html') ? await response.text() : ''
        return new Page(this, url, response.status, response.headers, html)
      }
      url = new URL(location, url)
      if (response.status === 303 || (method === 'POST' && response.status < 303)) {
        method = 'GET'
        body = undefined
      }
    }
    throw new Error(`too many redirects at ${url.href}`)
  }

  /** Keeps a cookie the site sets, or forgets it when the site ends it (Max-Age=0, as the site's cookies do). */
  private keep(setCookie: string) {
    const [name = '', value = ''] = (setCookie.split(';')[0] ?? '').trim().split(/=(.*)/s)
    if (/;\s*max-age=(0|-)/i.test(setCookie)) this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}

/** A new browser in which the owner has logged in through the form of /admin. */
export async function ownerBrowser(): Promise<Browser> {
  const browser = new Browser()
  const login = await browser.open('/admin')
  const dashboard = await login.form({ button: 'Inloggen' }).fill('Wachtwoord', ADMIN_PASSWORD).submit('Inloggen')
  if (!dashboard.headings().includes('Overzicht')) throw new Error(`the owner could not log in: ${dashboard.path}`)
  return browser
}
