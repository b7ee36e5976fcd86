// The dashboard's rules (spec/panel.md §2 'Dashboard', §4 'Separator status', 'Timer
// colours', 'Route status colour', §9): pure so the server, the screen and the tests agree.
// How each figure is computed from the floor's data: docs/dashboard.md.

export type SeparatorStatus = 'conference' | 'separation' | 'finished';

export interface SeparatorState {
  is_paused: boolean;
  work_conference: string | null;
  last_work: { begin: string; end: string | null } | null;
}

/** In conference (work_conference set), in separation (open work, not paused), or last separation finished. */
export function separatorStatus(separator: SeparatorState): SeparatorStatus {
  if (separator.work_conference) return 'conference';
  if (separator.last_work && !separator.last_work.end && !separator.is_paused) return 'separation';
  return 'finished';
}

const STATUS_RANK: Record<SeparatorStatus, number> = { finished: 0, separation: 1, conference: 2 };

/** The moment a separator's position is sorted by: when the state they are in began. */
function since(separator: SeparatorState): string {
  const status = separatorStatus(separator);
  if (status === 'conference') return separator.work_conference!;
  if (status === 'separation') return separator.last_work!.begin;
  return separator.last_work?.end ?? separator.last_work?.begin ?? '';
}

/**
 * List order: finished first (oldest end first: who has waited longest), then in separation
 * (oldest begin first), then in conference (oldest first); paused separators last.
 */
export function sortSeparators<T extends SeparatorState>(separators: readonly T[]): T[] {
  return [...separators].sort(
    (a, b) =>
      Number(a.is_paused) - Number(b.is_paused) ||
      STATUS_RANK[separatorStatus(a)] - STATUS_RANK[separatorStatus(b)] ||
      since(a).localeCompare(since(b)),
  );
}

export type TimerColour = 'green' | 'amber' | 'grey' | 'purple' | 'red';

/** The separation timer: green while below the day's average duration, amber beyond it. */
export function separationTimerColour(elapsedSeconds: number, averageDurationSeconds: number): TimerColour {
  return averageDurationSeconds > 0 && elapsedSeconds >= averageDurationSeconds ? 'amber' : 'green';
}

/**
 * The last-separation (idle) timer: grey while paused; purple while the idle time is within
 * the day's average idle time (there is one, above 0); red otherwise.
 */
export function idleTimerColour(isPaused: boolean, elapsedSeconds: number, averageIdleSeconds: number): TimerColour {
  if (isPaused) return 'grey';
  return averageIdleSeconds > 0 && elapsedSeconds < averageIdleSeconds ? 'purple' : 'red';
}

/** Percent change from `previous` to `current`, 2 decimals; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 10_000) / 100;
}

/** `part` of `whole` in percent with 2 decimals (0 of nothing). */
export function completion(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
}

/**
 * When the floor will be done: the work left at the pace of the day, shared by the
 * separators working in parallel. null while there is no pace yet.
 */
export function forecastEnd(now: Date, unitsLeft: number, secondsPerUnit: number, parallel: number): Date | null {
  if (unitsLeft === 0) return now;
  if (secondsPerUnit <= 0) return null;
  return new Date(now.getTime() + (unitsLeft * secondsPerUnit * 1000) / Math.max(1, parallel));
}

/** Grams separated per hour between two instants, in tons per hour with 3 decimals. */
export function tonsPerHour(grams: number, from: Date | null, to: Date): number {
  if (!from) return 0;
  const hours = (to.getTime() - from.getTime()) / 3_600_000;
  if (hours <= 0) return 0;
  return Math.round((grams / 1_000_000 / hours) * 1000) / 1000;
}

export type RouteStatusColour = 'red' | 'amber' | 'green';

/**
 * 'Detalhes das rotas' row colour: not exploded and not reduced red; exploded and under
 * analysis amber ('EM ANÁLISE'); otherwise green (spec/panel.md §4, as written).
 */
export function routeStatusColour(needReduce: boolean, isReduced: boolean | null): RouteStatusColour {
  if (!needReduce && isReduced === false) return 'red';
  if (needReduce && isReduced === null) return 'amber';
  return 'green';
}

/** 'Foi reduzida?': SIM / NÃO / EM ANÁLISE, '-' for a route that never exploded. */
export function reducedLabel(needReduce: boolean, isReduced: boolean | null): string {
  if (isReduced === true) return 'SIM';
  if (!needReduce) return '-';
  return isReduced === false ? 'NÃO' : 'EM ANÁLISE';
}
