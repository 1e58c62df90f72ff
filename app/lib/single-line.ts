/**
 * A value for one line of a message header (a mail subject, an address, a header value) or a
 * file name: control characters (CR, LF, tab, NUL, DEL, C1) and Unicode line and paragraph
 * separators become a space, so nothing a visitor types can start a header of its own.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters taken out
const lineBreaking = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

export function singleLine(value: string): string {
  return value.replace(lineBreaking, ' ').replace(/ {2,}/g, ' ').trim()
}

/** A file name for Content-Disposition: one line, without quotes, slashes or backslashes. */
export function safeFilename(value: string): string {
  return singleLine(value).replace(/["\\/]/g, '_') || 'bestand'
}
