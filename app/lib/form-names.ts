/**
 * The shape a posted form may have before anything reads its field names as paths. conform turns
 * `laterDates[50000000].date` into an array of fifty million slots and `a.b.c…` thousands deep into
 * as many nested objects (a Worker out of memory, a stack overflow); so the names are checked first,
 * as text, and a form our pages could never have sent is refused whole.
 */
import { MAX_BOOKING_DAYS } from './booking-days'
import { MAX_EXTRAS } from './price-list'

/**
 * The longest list any of our forms sends: the price list's extras, with the rows for new ones
 * (app/lib/offer-schemas.ts NEW_EXTRA_ROWS). A request's dates (at most MAX_BOOKING_DAYS) fit
 * within it; a longer list of them reaches the schema, which names the limit in Dutch.
 */
export const MAX_FORM_LIST = Math.max(MAX_EXTRAS + 2, MAX_BOOKING_DAYS)
/** `laterDates[0].date` is three steps deep; nothing of ours is deeper. */
export const MAX_FORM_DEPTH = 4
/** The price list's form has about 150 fields, the most of any. */
export const MAX_FORM_FIELDS = 400
export const MAX_FORM_NAME_LENGTH = 100

export type FormShapeProblem = 'fields' | 'name'

/** A step of a field name: a key (`date`, `.date` after the first) or a list index (`[3]`). */
const step = /(^|\.)([A-Za-z_$][\w$-]*)|\[(\d{1,6})\]/y

/** Why a form with these field names cannot be one of ours, or undefined when it can. */
export function formShapeProblem(names: Iterable<string>): FormShapeProblem | undefined {
  let fields = 0
  for (const name of names) {
    fields += 1
    if (fields > MAX_FORM_FIELDS) return 'fields'
    if (!acceptableName(name)) return 'name'
  }
  return undefined
}

function acceptableName(name: string): boolean {
  // conform's own intents (`__INTENT__`) name fields to change; none of our forms sends one.
  if (name.length === 0 || name.length > MAX_FORM_NAME_LENGTH || name === '__INTENT__') return false
  let depth = 0
  step.lastIndex = 0
  while (step.lastIndex < name.length) {
    const at = step.lastIndex
    const match = step.exec(name)
    // The first step is a key without a dot before it.
    if (!match || (at === 0 && match[1] !== '')) return false
    if (match[3] !== undefined && Number(match[3]) >= MAX_FORM_LIST) return false
    depth += 1
    if (depth > MAX_FORM_DEPTH) return false
  }
  return true
}
