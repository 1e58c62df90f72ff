/**
 * The bench's output: one aligned Markdown table per section (printed and written to
 * bench-results/bench.md), the same figures as JSON (bench-results/bench.json), and the
 * overall budget line.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { countVerdicts, type JudgedFigure, type Verdict } from './budgets'

const verdictText: Record<Verdict, string> = { met: 'pass', missed: 'FAIL', skipped: 'skipped', 'no budget': '' }

function formatValue(figure: JudgedFigure): string {
  if (figure.verdict === 'skipped') return 'skipped'
  if (figure.value === null) return 'n/a'
  return figure.unit ? `${figure.value} ${figure.unit}` : String(figure.value)
}

function alignedTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

function sectionTable(figures: JudgedFigure[]): string {
  const rows = figures.map((figure) => [
    figure.subject,
    figure.name,
    formatValue(figure),
    figure.budgetText,
    verdictText[figure.verdict],
    figure.note ?? '',
  ])
  return alignedTable(['Page', 'Figure', 'Value', 'Budget', 'Verdict', 'Note'], rows)
}

export function summaryLine(figures: JudgedFigure[]): string {
  const { met, missed, skipped } = countVerdicts(figures)
  return `Budgets: ${met} met, ${missed} missed${skipped > 0 ? `, ${skipped} skipped` : ''}`
}

export function renderMarkdown(
  figures: JudgedFigure[],
  heading: string[],
  failures: string[],
  appendix: string[] = [],
): string {
  const sections = [...new Set(figures.map((figure) => figure.section))]
  const parts = [
    ...heading,
    ...sections.map(
      (section) => `## ${section}\n\n${sectionTable(figures.filter((figure) => figure.section === section))}`,
    ),
    ...(failures.length > 0
      ? [`## Failed Lighthouse runs\n\n${failures.map((failure) => `- ${failure}`).join('\n')}`]
      : []),
    ...appendix,
    summaryLine(figures),
  ]
  return `${parts.join('\n\n')}\n`
}

export async function writeResults(directory: string, markdown: string, json: unknown): Promise<void> {
  await mkdir(directory, { recursive: true })
  await writeFile(`${directory}/bench.md`, markdown)
  await writeFile(`${directory}/bench.json`, `${JSON.stringify(json, null, 2)}\n`)
}
