/**
 * The checks of OWASP ZAP's passive scan that concern headers and cookies, as plain functions
 * over one observed response. Shared by the integration suite (every class of Worker response)
 * and the end-to-end suite (static files, served by the assets layer with public/_headers).
 * Each rule returns what it found wrong; an empty list passes.
 */
export type Observed = {
  name: string
  status: number
  headers: Headers
  body: string
  /** Public pages and files may be stored by caches; everything else must say private, no-store. */
  expectPublic: boolean
}

export type PassiveRule = { id: string; title: string; check: (response: Observed) => string[] }

const isDocument = (response: Observed) => response.headers.get('content-type')?.startsWith('text/html') ?? false

export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

function problemsOfPolicy(response: Observed): string[] {
  const policy = response.headers.get('content-security-policy')
  if (!policy) return ['no Content-Security-Policy']
  const directives = parsePolicy(policy)
  const problems: string[] = []
  const scripts = directives.get('script-src') ?? directives.get('default-src')
  if (!scripts) problems.push('neither script-src nor default-src')
  for (const source of scripts ?? []) {
    if (["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:'].includes(source))
      problems.push(`script source ${source}`)
  }
  for (const name of ['object-src', 'base-uri']) {
    const sources = directives.get(name) ?? (name === 'object-src' ? directives.get('default-src') : undefined)
    if (sources?.join(' ') !== "'none'") problems.push(`${name} is not 'none'`)
  }
  if (!directives.has('form-action')) problems.push('no form-action')
  if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push("frame-ancestors is not 'none'")
  const frames = directives.get('frame-src') ?? directives.get('child-src') ?? directives.get('default-src') ?? []
  for (const source of frames) {
    if (!["'none'", "'self'", 'https://www.openstreetmap.org'].includes(source)) problems.push(`frame source ${source}`)
  }
  if (isDocument(response) && !directives.has('script-src')) problems.push('a page without script-src')
  return problems
}

function cookies(response: Observed): string[] {
  return response.headers.getSetCookie()
}

const withCookieProblems = (test: (cookie: string) => boolean, problem: string) => (response: Observed) =>
  cookies(response)
    .filter((cookie) => !test(cookie))
    .map((cookie) => `${problem}: ${cookie.split(';')[0]?.split('=')[0]}`)

export const passiveRules: PassiveRule[] = [
  {
    id: '10035',
    title: 'Strict-Transport-Security Header',
    check: (response) => {
      const maxAge = Number(response.headers.get('strict-transport-security')?.match(/max-age=(\d+)/)?.[1] ?? 0)
      return maxAge >= 31_536_000 ? [] : [`HSTS max-age ${maxAge} (at least one year)`]
    },
  },
  {
    id: '10021',
    title: 'X-Content-Type-Options Header Missing',
    check: (response) =>
      response.headers.get('x-content-type-options') === 'nosniff' ? [] : ['no X-Content-Type-Options: nosniff'],
  },
  {
    id: '10020',
    title: 'Anti-clickjacking Header',
    check: (response) => {
      const policy = parsePolicy(response.headers.get('content-security-policy') ?? '')
      const denied =
        policy.get('frame-ancestors')?.join(' ') === "'none'" || response.headers.get('x-frame-options') === 'DENY'
      return denied ? [] : ["neither frame-ancestors 'none' nor X-Frame-Options: DENY"]
    },
  },
  {
    id: '10038',
    title: 'Content Security Policy (CSP) Header Not Set',
    check: (response) => {
      const problems = response.headers.has('content-security-policy') ? [] : ['no enforced Content-Security-Policy']
      if (response.headers.has('content-security-policy-report-only'))
        problems.push('a report-only policy instead of an enforced one')
      return problems
    },
  },
  { id: '10055', title: 'CSP', check: problemsOfPolicy },
  {
    id: '10063',
    title: 'Permissions Policy Header Not Set',
    check: (response) =>
      response.headers.get('permissions-policy')?.includes('camera=()') ? [] : ['no Permissions-Policy'],
  },
  {
    id: 'referrer-policy',
    title: 'Referrer-Policy Header',
    check: (response) => {
      const policy = response.headers.get('referrer-policy') ?? ''
      return ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)
        ? []
        : [`Referrer-Policy "${policy}"`]
    },
  },
  {
    id: '10036',
    title: 'Server Leaks Version Information via "Server" HTTP Response Header Field',
    check: (response) =>
      /\d/.test(response.headers.get('server') ?? '') ? [`Server: ${response.headers.get('server')}`] : [],
  },
  {
    id: '10037',
    title: 'Server Leaks Information via "X-Powered-By" HTTP Response Header Field(s)',
    check: (response) =>
      response.headers.has('x-powered-by') ? [`X-Powered-By: ${response.headers.get('x-powered-by')}`] : [],
  },
  {
    id: '10010',
    title: 'Cookie No HttpOnly Flag',
    check: withCookieProblems((cookie) => /;\s*httponly/i.test(cookie), 'not HttpOnly'),
  },
  {
    id: '10011',
    title: 'Cookie Without Secure Flag',
    check: withCookieProblems((cookie) => /;\s*secure/i.test(cookie), 'not Secure'),
  },
  {
    id: '10054',
    title: 'Cookie without SameSite Attribute',
    check: withCookieProblems((cookie) => /;\s*samesite=(strict|lax)/i.test(cookie), 'no SameSite=Strict or Lax'),
  },
  {
    id: '10015',
    title: 'Re-examine Cache-control Directives',
    check: (response) => {
      const cacheControl = response.headers.get('cache-control') ?? ''
      if (response.expectPublic) {
        const problems =
          /^public\b/.test(cacheControl) && /max-age=\d+/.test(cacheControl)
            ? []
            : [`public response with Cache-Control "${cacheControl}"`]
        if (cookies(response).length > 0) problems.push('a public page sets a cookie')
        return problems
      }
      return /\bprivate\b/.test(cacheControl) && /\bno-store\b/.test(cacheControl)
        ? []
        : [`private response with Cache-Control "${cacheControl}"`]
    },
  },
  {
    id: '10098',
    title: 'Cross-Domain Misconfiguration',
    check: (response) =>
      response.headers.get('access-control-allow-origin') === '*' ? ['Access-Control-Allow-Origin: *'] : [],
  },
  {
    id: '10017',
    title: 'Cross-Domain JavaScript Source File Inclusion',
    check: (response) =>
      [...response.body.matchAll(/<script[^>]*\ssrc="(https?:)?\/\/[^"]*"/gi)].map(
        (match) => `external script ${match[0]}`,
      ),
  },
  {
    id: '90022',
    title: 'Application Error Disclosure',
    check: (response) =>
      /^\s+at .*:\d+:\d+\)?$|D1_ERROR|SQLITE_/m.test(response.body)
        ? ['a stack trace or internal error in the body']
        : [],
  },
]
