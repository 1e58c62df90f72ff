/**
 * The one layout every mail shares, in HTML and plain text: the venue's name, address, phone,
 * KvK and btw-id come from app/content/venue.ts. Everything a visitor typed is escaped.
 */
import { venue, venueAddressLine, venueRegistration } from '~/content/venue'

export type RenderedMail = { subject: string; html: string; text: string }

/** A block of mail content, written once and rendered as HTML and as plain text. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; rows: [label: string, value: string][] }
  | { kind: 'quote'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'small'; text: string }

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const multiline = (value: string) => escapeHtml(value).replaceAll(/\r?\n/g, '<br>')

const colors = { brick: '#7a2e1f', ink: '#2a1f1a', soft: '#5a4a40', cream: '#fbf6ef', line: '#efe6d8' }

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.6">${multiline(block.text)}</p>`
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;color:${colors.soft};vertical-align:top;white-space:nowrap">` +
            `${escapeHtml(label)}</td><td style="padding:6px 0;vertical-align:top">${multiline(value)}</td></tr>`,
        )
        .join('')}</table>`
    case 'quote':
      return (
        `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${colors.brick};` +
        `background:${colors.cream};line-height:1.6">${multiline(block.text)}</blockquote>`
      )
    case 'button':
      return (
        `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" ` +
        `style="display:inline-block;background:${colors.brick};color:#ffffff;text-decoration:none;` +
        `padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(block.label)}</a></p>`
      )
    case 'small':
      return (
        `<p style="margin:0 0 12px;font-size:13px;color:${colors.soft};line-height:1.5">` +
        `${multiline(block.text)}</p>`
      )
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'small':
      return block.text
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')
    case 'button':
      return `${block.label}: ${block.href}`
  }
}

const footerLines = [
  venue.name,
  venueAddressLine,
  `Telefoon ${venue.phone.display} · ${venue.email}`,
  venueRegistration,
]

export function renderMail({
  subject,
  heading,
  blocks,
}: {
  subject: string
  heading: string
  blocks: MailBlock[]
}): RenderedMail {
  const html =
    `<!DOCTYPE html>\n` +
    `<html lang="nl"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(subject)}</title></head>\n` +
    `<body style="margin:0;padding:0;background:${colors.line};` +
    `font-family:Georgia,'Times New Roman',serif;color:${colors.ink}">\n` +
    `<table role="presentation" width="100%" style="border-collapse:collapse;background:${colors.line}">` +
    `<tr><td align="center" style="padding:24px 12px">\n` +
    `<table role="presentation" width="100%" ` +
    `style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:8px;overflow:hidden">\n` +
    `<tr><td style="background:${colors.brick};color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold">` +
    `${escapeHtml(venue.name)}</td></tr>\n` +
    `<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:15px">\n` +
    `<h1 style="margin:0 0 20px;font-family:Georgia,'Times New Roman',serif;font-size:22px;color:${colors.ink}">` +
    `${escapeHtml(heading)}</h1>\n` +
    `${blocks.map(blockHtml).join('\n')}\n` +
    `</td></tr>\n` +
    `<tr><td style="padding:20px 28px;border-top:1px solid ${colors.line};` +
    `font-family:Arial,Helvetica,sans-serif;font-size:12px;color:${colors.soft};line-height:1.6">` +
    `${footerLines.map(escapeHtml).join('<br>')}</td></tr>\n` +
    `</table></td></tr></table></body></html>`

  const text = [heading, '', ...blocks.map(blockText).flatMap((part) => [part, '']), '--', ...footerLines].join('\n')
  return { subject, html, text }
}
