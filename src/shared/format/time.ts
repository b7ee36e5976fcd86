// Durations and dates as the screens show them (spec/operator.md §9): HH:MM:SS with the
// seconds floored, DD/MM/YYYY HH:mm:ss, DD/MM/YYYY.
import dayjs from 'dayjs';

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as HH:MM:SS; fractions are floored, negatives read 00:00:00, hours may pass 24. */
export function formatDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds <= 0) return '00:00:00';
  const whole = Math.floor(totalSeconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

type DateInput = Date | string | number;

/** A moment in the viewer's local time as DD/MM/YYYY HH:mm:ss ('-' when missing or invalid). */
export function formatDateTime(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm:ss') : '-';
}

/** A date as DD/MM/YYYY; a plain `YYYY-MM-DD` is read as that calendar day. */
export function formatDate(value: DateInput | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY') : '-';
}
