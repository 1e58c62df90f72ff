/**
 * `npm run mails [folder]`: every kind of mail in every variant (tests/support/mail-samples.ts),
 * rendered as the customer or the owner gets it, into a folder (`mails/` unless given) of HTML
 * and .eml files with an index, so the owner and an editor can read them all without booking
 * anything. The unit tests run it too (tests/unit/mails-folder.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { venue } from '~/content/venue'
import type { MailDraft } from '~/server/mail/draft'
import { escapeHtml, renderMail } from '~/server/mail/layout.server'
import { mailSamples } from '../tests/support/mail-samples'

const encodedWord = (value: string) => `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`

/** The mail as a mail program opens it: headers, the text and the HTML part. */
export function eml(draft: MailDraft): string {
  const { html, text } = renderMail(draft)
  const boundary = 'deel-grens'
  return [
    `From: ${encodedWord(venue.name)} <${venue.email}>`,
    `To: ${draft.to}`,
    ...(draft.replyTo ? [`Reply-To: ${draft.replyTo}`] : []),
    `Subject: ${encodedWord(draft.subject)}`,
    ...Object.entries(draft.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    html,
    `--${boundary}--`,
    '',
  ].join('\r\n')
}

/** Writes every sample and the index; returns the files' names, the index first. */
export function writeMails(folder: string): string[] {
  mkdirSync(folder, { recursive: true })
  const rows: string[] = []
  const files = ['index.html']
  for (const [kind, variants] of Object.entries(mailSamples)) {
    for (const [variant, draft] of Object.entries(variants as Record<string, MailDraft>)) {
      const name = `${kind}--${variant}`
      writeFileSync(join(folder, `${name}.html`), renderMail(draft).html)
      writeFileSync(join(folder, `${name}.eml`), eml(draft))
      files.push(`${name}.html`, `${name}.eml`)
      const attachments = (draft.attachments ?? []).map((file) => file.filename).join(', ')
      rows.push(
        `<tr><td>${escapeHtml(kind)}</td><td>${escapeHtml(variant)}</td><td>${escapeHtml(draft.to)}</td>` +
          `<td><a href="${name}.html">${escapeHtml(draft.subject)}</a></td><td>${escapeHtml(attachments)}</td>` +
          `<td><a href="${name}.eml">.eml</a></td></tr>`,
      )
    }
  }
  writeFileSync(
    join(folder, 'index.html'),
    `<!DOCTYPE html>\n<html lang="nl"><head><meta charset="utf-8"><title>Alle mails van ${escapeHtml(venue.name)}` +
      `</title></head><body><h1>Alle mails van ${escapeHtml(venue.name)} (${rows.length})</h1>` +
      '<p>Voorbeelden met verzonnen gegevens: elke soort mail in elke vorm die anders leest.</p>' +
      '<table><thead><tr><th>Soort</th><th>Vorm</th><th>Aan</th><th>Onderwerp</th><th>Bijlagen</th><th>Bestand</th>' +
      `</tr></thead><tbody>${rows.join('\n')}</tbody></table></body></html>\n`,
  )
  return files
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const folder = resolve(process.argv[2] ?? 'mails')
  const files = writeMails(folder)
  console.log(`${(files.length - 1) / 2} mails geschreven naar ${folder} (open index.html).`)
}
