/**
 * Characters we refuse in what people type (app/lib/validation.ts) and in the owner's price lists
 * (app/lib/price-list.ts). Pure and without zod, so the price list's checks can use it in the
 * browser too.
 */

// Control characters (NUL and friends, DEL and the C1 controls, but not tab and line breaks), the
// non-characters U+FFFE and U+FFFF and lone UTF-16 surrogates cannot be stored, mailed or written
// into an e-invoice faithfully (XML 1.0 has no place for most of them): such input is refused, not
// mangled. Emoji and every other script are text like any other.
const unprintable = new RegExp(
  [
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/.source,
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.source,
    /(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.source,
  ].join('|'),
)

export const isPrintable = (value: string) => !unprintable.test(value)

/**
 * The characters that turn the direction of text around (RLO, LRI and the like) and the line
 * breaks: a price list's name or a line of it is shown on every page, mail and PDF, where a
 * reversed "€ 01,571" would read as a price.
 */
const bidiOrBreak = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\n\r\u2028\u2029]/

/** One line of the owner's own words, printable and reading one way. */
export const isPlainLine = (value: string) => isPrintable(value) && !bidiOrBreak.test(value)
