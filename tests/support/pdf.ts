import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  StandardFonts,
} from 'pdf-lib'

// WinAnsiEncoding's bytes 0x80-0x9f (the standard fonts' text); the rest is Latin-1.
const winAnsiHigh = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

const decodeStream = (stream: PDFRawStream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())

/** hex glyph code -> text, from a font's ToUnicode CMap (pdf-lib writes bfchar entries only). */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const [, code = '', unicode = ''] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
    const units = unicode.match(/.{4}/g)?.map((unit) => Number.parseInt(unit, 16)) ?? []
    map.set(code.toLowerCase(), String.fromCharCode(...units))
  }
  return map
}

function fontDecoder(font: PDFDict): (hex: string) => string {
  const toUnicode = font.lookup(PDFName.of('ToUnicode'))
  if (toUnicode instanceof PDFRawStream) {
    const map = toUnicodeMap(decodeStream(toUnicode))
    return (hex) => (hex.toLowerCase().match(/.{4}/g) ?? []).map((code) => map.get(code) ?? '?').join('')
  }
  return (hex) =>
    (hex.match(/.{2}/g) ?? [])
      .map((byte) => Number.parseInt(byte, 16))
      .map((code) => (code >= 0x80 && code < 0xa0 ? winAnsiHigh[code - 0x80] : String.fromCharCode(code)))
      .join('')
}

/** The text drawn on a page, one line per text-showing operator, decoded through each font. */
function pageText(pdf: PDFDocument, page: ReturnType<PDFDocument['getPages']>[number]): string {
  const decoders = new Map<string, (hex: string) => string>()
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'))
  if (fonts instanceof PDFDict) {
    for (const [name, value] of fonts.entries()) {
      const font = value instanceof PDFRef ? pdf.context.lookup(value) : value
      if (font instanceof PDFDict) decoders.set(name.decodeText(), fontDecoder(font))
    }
  }
  const contents = page.node.Contents()
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents]
  const lines: string[] = []
  let decode = (hex: string) => hex
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue
    for (const [, font, hex] of decodeStream(stream).matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (font) decode = decoders.get(font) ?? decode
      else if (hex !== undefined) lines.push(decode(hex))
    }
  }
  return lines.join('\n')
}

/** Parses PDF bytes (throws if they are not a PDF) and returns its pages' decoded content. */
export async function readPdf(bytes: Uint8Array | ArrayBuffer) {
  const pdf = await PDFDocument.load(bytes)
  const streams: string[] = []
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) {
      try {
        streams.push(decodeStream(object))
      } catch {
        // Font files and images are not text content.
      }
    }
  }
  const content = streams.join('\n')
  const helveticaBold = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold)
  return {
    pageCount: pdf.getPageCount(),
    title: pdf.getTitle(),
    /** Every line of text on every page, decoded (the embedded font through its ToUnicode map). */
    text: pdf
      .getPages()
      .map((page) => pageText(pdf, page))
      .join('\n'),
    /** Whether a heading or total drawn in Helvetica-Bold (our own labels and amounts) is on a page. */
    hasBoldText: (text: string) => content.includes(helveticaBold.encodeText(text).toString()),
  }
}

export function fromBase64(value: string): Uint8Array {
  return Uint8Array.from(atob(value), (char) => char.charCodeAt(0))
}
