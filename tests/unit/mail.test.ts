import { expect, test } from 'vitest'
import { venue } from '~/content/venue'
import { RETRY_BASE_MS, RETRY_CAP_MS, retryDelayMs } from '~/server/mail/backoff'
import { escapeHtml, renderMail } from '~/server/mail/layout.server'
import { retryAfterMs } from '~/server/mail/provider.server'

test('the retry delay doubles per attempt, with jitter between half and all of it', () => {
  expect(retryDelayMs(1, 0)).toBe(RETRY_BASE_MS / 2)
  expect(retryDelayMs(1, 1)).toBe(RETRY_BASE_MS)
  expect(retryDelayMs(2, 0)).toBe(RETRY_BASE_MS)
  expect(retryDelayMs(3, 1)).toBe(4 * RETRY_BASE_MS)
  expect(retryDelayMs(5, 0.5)).toBe(0.75 * 16 * RETRY_BASE_MS)
})

test('the retry delay never exceeds the cap, and never undercuts Retry-After', () => {
  expect(retryDelayMs(30, 1)).toBe(RETRY_CAP_MS)
  expect(retryDelayMs(1, 0, 600_000)).toBe(600_000)
  expect(retryDelayMs(4, 1, 1_000)).toBe(8 * RETRY_BASE_MS)
})

test('Retry-After is read as seconds or as an HTTP date', () => {
  const now = Date.parse('2026-12-01T10:00:00Z')
  expect(retryAfterMs('120', now)).toBe(120_000)
  expect(retryAfterMs(' 0 ', now)).toBe(0)
  expect(retryAfterMs('Tue, 01 Dec 2026 10:05:00 GMT', now)).toBe(300_000)
  expect(retryAfterMs('Tue, 01 Dec 2026 09:00:00 GMT', now)).toBe(0)
  expect(retryAfterMs('binnenkort', now)).toBeUndefined()
  expect(retryAfterMs(null, now)).toBeUndefined()
})

test('mail content is escaped, and every mail carries the venue facts in HTML and text', () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  const mail = renderMail({
    subject: 'Test <b>',
    heading: 'Kop & staart',
    blocks: [
      { kind: 'paragraph', text: 'Regel 1\nRegel 2 <img src=x>' },
      { kind: 'facts', rows: [['Naam', 'Jan <3']] },
      { kind: 'button', label: 'Klik', href: 'https://x.test/?a=1&b="2"' },
    ],
  })
  expect(mail.html).toContain('Regel 1<br>Regel 2 &lt;img src=x&gt;')
  expect(mail.html).toContain('Jan &lt;3')
  expect(mail.html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"')
  expect(mail.html).not.toContain('<img')
  expect(mail.text).toContain('Regel 2 <img src=x>')
  expect(mail.text).toContain('Klik: https://x.test/?a=1&b="2"')
  for (const fact of [
    venue.name,
    venue.address.street,
    venue.phone.display,
    `KvK ${venue.kvk}`,
    `btw-id ${venue.btwId}`,
  ]) {
    expect(mail.html).toContain(escapeHtml(fact))
    expect(mail.text).toContain(fact)
  }
})
