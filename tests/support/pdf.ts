import { PDFDocument, PDFRawStream, StandardFonts, decodePDFRawStream } from 'pdf-lib'

/** Parses PDF bytes (throws if they are not a PDF) and returns its pages' decoded content. */
export async function readPdf(bytes: Uint8Array | ArrayBuffer) {
  const pdf = await PDFDocument.load(bytes)
  const streams: string[] = []
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream) {
      try {
        streams.push(new TextDecoder('latin1').decode(decodePDFRawStream(object).decode()))
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
    /** Whether a heading or total drawn in Helvetica-Bold (our own labels and amounts) is on a page. */
    hasBoldText: (text: string) => content.includes(helveticaBold.encodeText(text).toString()),
  }
}

export function fromBase64(value: string): Uint8Array {
  return Uint8Array.from(atob(value), (char) => char.charCodeAt(0))
}
