// One way for every benchmark to hand in its figures: printed as a line "figure, floor, goal,
// verdict", and, when `npm run bench` runs it (BENCH_RESULTS_FILE set by bench/run-all.ts),
// appended as one JSON line the aggregator gathers into bench/results/<date>.json.
import { appendFileSync } from 'node:fs';

export interface Figure {
  /** Which benchmark measured it (the file's name without .ts). */
  bench: string;
  /** What was measured, e.g. 'first load, cold cache, p95'. */
  name: string;
  value: number;
  unit: 'ms' | 's' | 'req/s' | 'MB' | 'kB' | 'reads/s' | 'count' | 'x';
  /** The same thing measured in the same run without what is being judged (see docs/performance.md). */
  floor?: { name: string; value: number };
  /** The goal: the value must stay below (max) or reach (min) it; none for a figure shown for context. */
  goal?: { max: number } | { min: number };
}

export type Verdict = 'met' | 'NOT met' | 'info';

export function verdictOf(figure: Pick<Figure, 'value' | 'goal'>): Verdict {
  if (!figure.goal) return 'info';
  if ('max' in figure.goal) return figure.value < figure.goal.max ? 'met' : 'NOT met';
  return figure.value >= figure.goal.min ? 'met' : 'NOT met';
}

/** A value with its unit: whole numbers from 100 up and for counts, one decimal below. */
export const amount = (value: number, unit: Figure['unit']) => `${value.toFixed(value >= 100 || unit === 'count' ? 0 : 1)} ${unit}`;

export function goalText(goal: Figure['goal'], unit: Figure['unit']): string {
  if (!goal) return '';
  return 'max' in goal ? `< ${amount(goal.max, unit)}` : `>= ${amount(goal.min, unit)}`;
}

/** Prints the figure beside its floor and goal, and records it for the aggregator. */
export function report(figure: Figure): Verdict {
  const verdict = verdictOf(figure);
  const floor = figure.floor ? `  floor (${figure.floor.name}) ${amount(figure.floor.value, figure.unit)}` : '';
  const goal = figure.goal ? `  goal ${goalText(figure.goal, figure.unit)} -> ${verdict}` : '';
  console.log(`${figure.name}: ${amount(figure.value, figure.unit)}${floor}${goal}`);
  const file = process.env.BENCH_RESULTS_FILE;
  if (file) appendFileSync(file, `${JSON.stringify({ ...figure, verdict })}\n`);
  return verdict;
}
