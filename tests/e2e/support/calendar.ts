// Dates as the pages show them: Mantine's calendar days, each a button named 'D mês YYYY' in
// Portuguese (the app's DatesProvider locale), disabled when it may not be chosen; the centre's today.
import type { Locator, Page } from '@playwright/test';

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** The button of a day (YYYY-MM-DD) in the calendar open on the page. */
export function calendarDay(page: Page, date: string): Locator {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return page.getByRole('button', { name: `${day} ${MONTHS[month - 1]} ${year}`, exact: true });
}

/** Today (YYYY-MM-DD) in the centre's zone, the demo's and the pages' (playwright.config.ts). */
export function centreToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}
