/** Types of bench/budgets.mjs, for the TypeScript benchmarks. */
export interface BudgetRow {
  name: string;
  figure: number;
  unit: string;
  budget: string;
  met: boolean;
}
export declare const BUDGET_PREFIX: string;
export declare function reportBudget(row: BudgetRow): void;
export declare function budgetOfLine(line: string): BudgetRow | null;
export declare const TABLE_PREFIX: string;
export declare function reportTable(title: string, rows: ReadonlyArray<object>): void;
export declare function tableOfLine(
  line: string,
): { title: string; rows: Array<Record<string, unknown>> } | null;
