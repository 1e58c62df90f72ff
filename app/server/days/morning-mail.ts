/**
 * The owner's morning mail (docs/decisions/043-the-day-sheet-and-the-catering-order.md): today's day
 * sheet, and the catering to order now for the dates whose number of people became final today.
 * Pure: the cron (./morning-mail.server.ts) and `npm run mails` render it.
 */
import type { IsoDate } from '~/lib/dates'
import {
  type CateringDate,
  cateringTotals,
  dietNotesText,
  preparationFacts,
  type SheetEntry,
  totalText,
} from '~/lib/day-sheet'
import { capitalised, counted, formatLongDate } from '~/lib/format'
import { dutchHours } from '~/lib/pricing'
import { type MailDraft, venueDraft } from '../mail/draft'
import type { MailBlock } from '../mail/layout.server'

export type MorningFacts = {
  today: IsoDate
  venueInbox: string
  entries: readonly SheetEntry[]
  /** The catering of the dates whose people are final now, by date. */
  final: readonly CateringDate[]
  sheetUrl: string
  cateringUrl: string
  settingUrl: string
}

function entryBlocks(entry: SheetEntry): MailBlock[] {
  const { contact } = entry
  const who = contact.company ? `${contact.name} (${contact.company})` : contact.name
  return [
    {
      kind: 'paragraph',
      text:
        `${entry.part}, ${dutchHours(entry.start, entry.end)}: ${who}` +
        (entry.status === 'optie' ? ' (optie)' : '') +
        (entry.dateCount > 1 ? `, dag ${entry.dateNumber} van ${entry.dateCount}` : ''),
    },
    {
      kind: 'facts',
      rows: [
        ['Telefoon', contact.phone ?? 'niet opgegeven'],
        ...preparationFacts(entry),
        ...(entry.message ? [['Opmerking', entry.message] as [string, string]] : []),
      ],
    },
  ]
}

export function morningMail(facts: MorningFacts): MailDraft {
  const day = formatLongDate(facts.today)
  const today: MailBlock[] =
    facts.entries.length === 0
      ? [{ kind: 'paragraph', text: 'Vandaag zijn er geen boekingen.' }]
      : [
          { kind: 'paragraph', text: `Vandaag, ${day}: ${counted(facts.entries.length, 'boeking', 'boekingen')}.` },
          ...facts.entries.flatMap(entryBlocks),
          { kind: 'button', label: 'Bekijk het dagblad', href: facts.sheetUrl },
        ]
  const catering: MailBlock[] =
    facts.final.length === 0
      ? []
      : [
          {
            kind: 'paragraph',
            text:
              'Het aantal personen staat nu vast voor ' +
              `${facts.final.map((date) => formatLongDate(date.date)).join(', ')}. Bestel hiervoor de catering:`,
          },
          {
            kind: 'facts',
            rows: facts.final.map((date): [string, string] => [
              capitalised(formatLongDate(date.date)),
              date.lines.length === 0
                ? 'geen catering'
                : cateringTotals([date]).map(totalText).join(', ') + dietNotesText(date),
            ]),
          },
          { kind: 'button', label: 'Bekijk de cateringbestelling', href: facts.cateringUrl },
        ]
  return venueDraft({
    to: facts.venueInbox,
    subject:
      facts.entries.length > 0
        ? `Dagblad ${day}: ${counted(facts.entries.length, 'boeking', 'boekingen')}`
        : `Catering bestellen voor ${facts.final.map((date) => formatLongDate(date.date)).join(', ')}`,
    blocks: [
      ...today,
      ...catering,
      {
        kind: 'small',
        text:
          'Deze mail komt om 7.00 uur op elke dag met boekingen of met catering om te bestellen. ' +
          `Uitzetten kan op het dagblad: ${facts.settingUrl}`,
      },
    ],
  })
}
