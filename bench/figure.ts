/** One measured figure of `npm run bench`, shared by every measuring module. */
export interface BenchFigure {
  /** Goal id from issue 8, e.g. "P1", "P4c", "P6-login-lcp". */
  id: string;
  name: string;
  database: 'pglite' | 'postgres' | 'none';
  value: number;
  unit: string;
  /** The goal as people read it, e.g. "≥ 70% of bare node:http". */
  goal: string;
  pass: boolean;
  detail?: string;
}
