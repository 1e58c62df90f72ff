/**
 * A small top-to-bottom writer on pdf-lib: A4 pages, wrapped text, simple tables, page breaks.
 * Body text uses DejaVu Sans (embedded, subset), so names like Łukasz, Őrs or Дмитрий print as
 * typed; characters the font lacks (emoji) become '?', and line breaks start new lines.
 * Headings use Helvetica-Bold; a heading that holds the owner's words (a price list's name) gets
 * the same '?' for what Helvetica's WinAnsi set lacks, never an error.
 */
import fontkit from '@pdf-lib/fontkit'
import dejaVuSansDataUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline'
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { formatEuro } from '~/lib/format'

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 50
export const colors = {
  ink: rgb(0.165, 0.122, 0.102),
  soft: rgb(0.353, 0.29, 0.251),
  brick: rgb(0.478, 0.18, 0.122),
  line: rgb(0.85, 0.8, 0.74),
}

let fontBytes: Uint8Array | undefined
function dejaVuSans(): Uint8Array {
  fontBytes ??= Uint8Array.from(atob(dejaVuSansDataUrl.slice(dejaVuSansDataUrl.indexOf(',') + 1)), (char) =>
    char.charCodeAt(0),
  )
  return fontBytes
}

/**
 * fontkit, reading each font file once per isolate instead of once per document: pdf-lib asks it
 * for the font on every embedFont, and the font's tables (kerning, shaping) are parsed lazily on
 * the first text, which made most of a document's time. Every document still gets its own subset;
 * the parsed font is only read after that, and its parsing is synchronous, so requests share
 * nothing that waits (docs/decisions/016-request-safe-pdf-fonts.md).
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>()
const fontkitOncePerFile: Fontkit = {
  create(bytes, postscriptName) {
    const parsed = parsedFonts.get(bytes) ?? fontkit.create(bytes, postscriptName)
    parsedFonts.set(bytes, parsed)
    return parsed
  },
}
/** What each font can draw, by its name: read once per isolate. */
const characterSets = new Map<string, Set<number>>()
const characterSetOf = (font: PDFFont) => {
  const known = characterSets.get(font.name) ?? new Set(font.getCharacterSet())
  characterSets.set(font.name, known)
  return known
}

export type TextOptions = {
  size?: number
  bold?: boolean
  color?: ReturnType<typeof rgb>
  x?: number
  width?: number
  gap?: number
}

export class PdfWriter {
  private page: PDFPage
  private y: number

  private constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([A4.width, A4.height])
    this.y = A4.height - MARGIN
  }

  static async create(title: string): Promise<PdfWriter> {
    const pdf = await PDFDocument.create()
    pdf.registerFontkit(fontkitOncePerFile)
    pdf.setTitle(title)
    pdf.setLanguage('nl-NL')
    pdf.setCreator('De Oude Paardenslagerij')
    const regular = await pdf.embedFont(dejaVuSans(), { subset: true })
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
    return new PdfWriter(pdf, regular, bold)
  }

  get contentWidth() {
    return A4.width - 2 * MARGIN
  }

  get left() {
    return MARGIN
  }

  /** Text `font` can draw: unknown characters become '?', control characters go. */
  clean(value: string, font: PDFFont = this.regular): string {
    const supported = characterSetOf(font)
    return [...value.replace(/\t/g, ' ')]
      .map((char) => {
        const code = char.codePointAt(0) ?? 0
        if (code < 32) return ''
        return supported.has(code) ? char : '?'
      })
      .join('')
  }

  private wrap(value: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = []
    for (const paragraph of value.split(/\r?\n/)) {
      const words = this.clean(paragraph, font).split(' ')
      let line = ''
      for (const word of words) {
        const candidate = line ? `${line} ${word}` : word
        let lineWidth = font.widthOfTextAtSize(candidate, size)
        if (lineWidth <= width || !line) {
          line = candidate
        } else {
          lines.push(line)
          line = word
          lineWidth = font.widthOfTextAtSize(line, size)
        }
        // A single word wider than the line is cut into pieces.
        while (lineWidth > width && line.length > 1) {
          let cut = line.length - 1
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1
          lines.push(line.slice(0, cut))
          line = line.slice(cut)
          lineWidth = font.widthOfTextAtSize(line, size)
        }
      }
      lines.push(line)
    }
    return lines
  }

  ensureSpace(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.pdf.addPage([A4.width, A4.height])
      this.y = A4.height - MARGIN
    }
  }

  text(
    value: string,
    { size = 10, bold = false, color = colors.ink, x = MARGIN, width = this.contentWidth, gap = 2 }: TextOptions = {},
  ) {
    const font = bold ? this.bold : this.regular
    const lineHeight = size * 1.35
    for (const line of this.wrap(value, font, size, width)) {
      this.ensureSpace(lineHeight)
      this.page.drawText(line, { x, y: this.y - size, size, font, color })
      this.y -= lineHeight
    }
    this.y -= gap
  }

  /** Text in columns on one row: each cell is [text, x, width, align]. */
  row(cells: { text: string; x: number; width: number; align?: 'left' | 'right'; bold?: boolean }[], size = 10) {
    const heights = cells.map(
      (cell) => this.wrap(cell.text, cell.bold ? this.bold : this.regular, size, cell.width).length,
    )
    const lineHeight = size * 1.35
    this.ensureSpace(Math.max(...heights) * lineHeight)
    const top = this.y
    for (const cell of cells) {
      const font = cell.bold ? this.bold : this.regular
      let y = top
      for (const line of this.wrap(cell.text, font, size, cell.width)) {
        const x = cell.align === 'right' ? cell.x + cell.width - font.widthOfTextAtSize(line, size) : cell.x
        this.page.drawText(line, { x, y: y - size, size, font, color: colors.ink })
        y -= lineHeight
      }
    }
    this.y = top - Math.max(...heights) * lineHeight - 3
  }

  rule(color = colors.line) {
    this.ensureSpace(8)
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 3 },
      end: { x: A4.width - MARGIN, y: this.y - 3 },
      thickness: 0.8,
      color,
    })
    this.y -= 9
  }

  space(points: number) {
    this.y -= points
  }

  async save(): Promise<Uint8Array> {
    return this.pdf.save()
  }
}

/** A line of a quote or invoice: what, how many, the price each and in all (excl. btw), the btw rate. */
export type PriceRow = {
  description: string
  quantity: number
  unitPriceCents: number
  totalPriceCents: number
  vatRate: number
}

/** Where the price table's columns start; they end at the right margin (vat at left + 495). */
const priceColumns = (left: number) => ({
  description: left,
  quantity: left + 245,
  unit: left + 290,
  total: left + 370,
  vat: left + 450,
})

/** The table of price lines between two rules, as the quote and the invoice print it. */
export function priceTable(doc: PdfWriter, rows: PriceRow[], headings: { unit: string; total: string }) {
  const columns = priceColumns(doc.left)
  const cells = (texts: [string, string, string, string, string], bold = false) =>
    doc.row(
      [
        { text: texts[0], x: columns.description, width: 240, bold },
        { text: texts[1], x: columns.quantity, width: 40, align: 'right', bold },
        { text: texts[2], x: columns.unit, width: 75, align: 'right', bold },
        { text: texts[3], x: columns.total, width: 75, align: 'right', bold },
        { text: texts[4], x: columns.vat, width: 45, align: 'right', bold },
      ],
      bold ? 9.5 : 10,
    )
  cells(['Omschrijving', 'Aantal', headings.unit, headings.total, 'Btw'], true)
  doc.rule()
  for (const row of rows)
    cells([
      row.description,
      String(row.quantity),
      formatEuro(row.unitPriceCents),
      formatEuro(row.totalPriceCents),
      `${row.vatRate} %`,
    ])
  doc.rule()
}

/** Totals under the table, right-aligned to its total column; strong rows in bold. */
export function priceTotals(doc: PdfWriter, rows: [label: string, cents: number, strong: boolean][]) {
  const { total } = priceColumns(doc.left)
  for (const [label, cents, strong] of rows)
    doc.row([
      { text: label, x: doc.left + 120, width: 240, align: 'right', bold: strong },
      { text: formatEuro(cents), x: total, width: 125, align: 'right', bold: strong },
    ])
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  return btoa(binary)
}
