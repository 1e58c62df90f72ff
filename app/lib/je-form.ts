/**
 * The venue speaks to everyone with "je" and "jij", on the site, in its mails and on its documents.
 * These are the formal forms that would mix "u" into that; the owner's mail dialog warns about them
 * and a test keeps them out of the app's own texts.
 */
const formalForms = /(?<![\p{L}\p{N}_-])(u|uw|uzelf|uwe)(?![\p{L}\p{N}_-])/giu

/** The formal forms in a text, as written ("U", "uw"), in order. */
export function formalAddress(text: string): string[] {
  return [...text.matchAll(formalForms)].map((match) => match[0])
}
