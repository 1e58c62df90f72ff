/**
 * The bench's budgets, defined once. Every figure that has a budget gets a verdict from
 * `judge`; figures without one are reported for information.
 */
type Budget = { rule: '≥' | '≤' | '<'; limit: number; unit: string }

export const budgets = {
  lighthouseMedianScore: { rule: '≥', limit: 100, unit: '' },
  lighthouseWorstPerformance: { rule: '≥', limit: 98, unit: '' },
  lighthouseWorstCls: { rule: '≤', limit: 0, unit: '' },
  lighthouseMedianTbt: { rule: '≤', limit: 0, unit: 'ms' },
  lighthouseMedianLcp: { rule: '≤', limit: 1200, unit: 'ms' },
  lighthouseFailedRuns: { rule: '≤', limit: 0, unit: 'runs' },
  lighthouseAppliedLcpOverNoJavaScript: { rule: '≤', limit: 250, unit: 'ms' },
  adminChunksOnPublicPage: { rule: '≤', limit: 0, unit: 'files' },
  scriptFilesPerPage: { rule: '≤', limit: 8, unit: 'files' },
  homeHtmlGzip: { rule: '≤', limit: 14, unit: 'KB' },
  heroPreloadOffset: { rule: '<', limit: 4096, unit: 'B' },
  loadErrors: { rule: '≤', limit: 0, unit: '' },
  loadLatencyP99: { rule: '≤', limit: 150, unit: 'ms' },
  loadThroughputVsReference: { rule: '≥', limit: 100, unit: '%' },
  adminLatencyP95: { rule: '≤', limit: 50, unit: 'ms' },
  calendarReadLarge: { rule: '≤', limit: 3000, unit: 'ms' },
  calendarReadGrowth: { rule: '≤', limit: 2.5, unit: '×' },
} satisfies Record<string, Budget>

export type BudgetName = keyof typeof budgets
export type Verdict = 'met' | 'missed' | 'no budget' | 'skipped'

/** One measured number (or a reason it is missing), with its budget if it has one. */
export type Figure = {
  section: string
  subject: string
  name: string
  value: number | null
  unit: string
  budget?: BudgetName
  skipped?: boolean
  note?: string
}

export type JudgedFigure = Figure & { budgetText: string; verdict: Verdict }

export function describeBudget(name: BudgetName): string {
  const { rule, limit, unit } = budgets[name]
  return `${rule} ${limit}${unit ? ` ${unit}` : ''}`
}

function meets(value: number, { rule, limit }: Budget): boolean {
  if (rule === '≥') return value >= limit
  if (rule === '≤') return value <= limit
  return value < limit
}

/** A figure that could not be measured (value null) misses its budget. */
export function judge(figure: Figure): JudgedFigure {
  if (!figure.budget) return { ...figure, budgetText: '', verdict: 'no budget' }
  const budgetText = describeBudget(figure.budget)
  if (figure.skipped) return { ...figure, budgetText, verdict: 'skipped' }
  const met = figure.value !== null && meets(figure.value, budgets[figure.budget])
  return { ...figure, budgetText, verdict: met ? 'met' : 'missed' }
}

export function countVerdicts(figures: JudgedFigure[]) {
  const count = (verdict: Verdict) => figures.filter((figure) => figure.verdict === verdict).length
  return { met: count('met'), missed: count('missed'), skipped: count('skipped') }
}
