/**
 * When the cron reminds a customer of a confirmed booking: a week before and 48 hours before its
 * start, each once. A booking confirmed after a reminder's window opened gets no reminder for that
 * window: its confirmation mail, just sent, says all a reminder would.
 */
import { amsterdamInstant } from './availability'
import type { IsoDate } from './dates'
import { type DayPart, dayPartInfo } from './pricing'

const HOUR = 60 * 60_000
export const WEEK_BEFORE_HOURS = 7 * 24
export const SOON_BEFORE_HOURS = 48

export const reminderKinds = ['week', '48u'] as const
export type ReminderKind = (typeof reminderKinds)[number]

export const reminderLabels: Record<ReminderKind, string> = {
  week: 'een week vooraf',
  '48u': `${SOON_BEFORE_HOURS} uur vooraf`,
}

/** The reminder whose window `now` is in, if the booking was confirmed before that window opened. */
export function dueReminder(
  booking: { date: IsoDate; dayParts: DayPart },
  confirmedAt: number | null,
  now: number,
): ReminderKind | undefined {
  const start = amsterdamInstant(booking.date, dayPartInfo[booking.dayParts].start)
  const untilStart = start - now
  const kind =
    untilStart > 0 && untilStart <= SOON_BEFORE_HOURS * HOUR
      ? '48u'
      : untilStart > SOON_BEFORE_HOURS * HOUR && untilStart <= WEEK_BEFORE_HOURS * HOUR
        ? 'week'
        : undefined
  if (!kind) return undefined
  const windowOpened = start - (kind === '48u' ? SOON_BEFORE_HOURS : WEEK_BEFORE_HOURS) * HOUR
  return (confirmedAt ?? 0) > windowOpened ? undefined : kind
}
