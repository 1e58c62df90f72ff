/**
 * CSV that Excel opens correctly in the Netherlands: UTF-8 with a BOM, semicolons, CRLF.
 * Cells that start with = + - @ (or a tab or carriage return) are prefixed with a quote so a
 * spreadsheet never runs them as formulas; a plain amount such as -12,34 stays a number.
 */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const cell = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? '' : String(value)
    if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(,\d+)?$/.test(text)) text = `'${text}`
    return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
  }
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`
}
