// How the dashboard writes its figures (spec/panel.md §2 'Dashboard', §9): forecast end as
// "Hoje às HH:MM" / "Amanhã as HH:MM", times HH:MM:SS (seconds alone under a minute in the
// items view), volume floored to whole kg, T/h with 3 decimals.
import dayjs from 'dayjs';
import { formatDuration, formatNumber } from '@shared/format';

export type DashboardMode = 'orders' | 'items';

export function forecastText(end: string | null, now: Date = new Date()): string {
  if (!end) return '-';
  const moment = dayjs(end);
  return moment.isSame(now, 'day') ? `Hoje às ${moment.format('HH:mm')}` : `Amanhã as ${moment.format('HH:mm')}`;
}

export function itemTimeText(seconds: number): string {
  return seconds < 60 ? `${Math.floor(seconds)}s` : formatDuration(seconds);
}

export function wholeKg(grams: number): string {
  return `${formatNumber(Math.floor(grams / 1000))} Kg`;
}

export function tonsPerHourText(tons: number): string {
  return `${formatNumber(tons, 3)} T/h`;
}
