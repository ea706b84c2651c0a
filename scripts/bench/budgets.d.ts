/** Types of scripts/bench/budgets.js (CommonJS, run by Node as is), for the TypeScript tests. */

export type Limit = { min: number } | { max: number };
export type Budgets = Record<string, Record<string, Limit>>;

export interface ScriptSize {
  url: string;
  transferSize: number;
}

/** What the bench keeps of one Lighthouse run, or the medians of several. */
export interface Summary {
  scores: Record<string, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  totalBytes: number | null;
  jsBytes: number | null;
  mainThreadMs: number | null;
  mainThread: Record<string, number | null>;
  domSize: number | null;
}

export interface RunSummary extends Summary {
  scripts: ScriptSize[];
  benchmarkIndex: number | null;
  runtimeError: string | null;
  failedAudits: string[];
}

export interface Metric {
  id: string;
  label: string;
  get(summary: Partial<Summary>): number | null | undefined;
  format(value: number): string;
  exact?(value: number): string;
}

export interface Check {
  page: string;
  metric: string;
  label: string;
  measured: number | null;
  limit: Limit;
  budget: string;
  ok: boolean;
}

export interface PageResult {
  page: string;
  median: Partial<Summary>;
  devtools?: Partial<Summary> | null;
}

export const BUDGETS: Budgets;
export const KB: number;
export const MAIN_THREAD_GROUPS: Array<[string, string]>;
export const METRICS: Metric[];

export function median(values: unknown[]): number | null;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a Lighthouse result (LH.Result), loosely
export function summarizeRun(lhr: any): RunSummary;
export function medianSummary(runs: Array<Partial<Summary>>): Summary;
export function medianRunIndex(runs: Array<Partial<Summary>>): number;
export function budgetsFor(page: string, budgets?: Budgets): Record<string, Limit>;
export function checkBudgets(results: PageResult[], budgets?: Budgets): Check[];
export function formatMisses(checks: Check[]): string[];
export function formatTable(header: string[], rows: Array<Array<string | number>>): string;
export function formatMainTable(results: PageResult[], budgets?: Budgets): string;
export function formatComparisonTable(results: PageResult[]): string;
