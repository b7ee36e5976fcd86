// 'Desempenho dos separadores' draws its view once the figures arrive, which moves the
// downloads under it down the page: a click sent meanwhile lands where a button had been (a
// full run at 00:40 clicked 'Período' there, and its calendar never opened). Tests wait for it.
import { expect, type Page } from '@playwright/test';

export async function performanceViewDrawn(page: Page): Promise<void> {
  const view = page.getByRole('tabpanel', { name: 'Tempo médio por pedido' });
  await expect(view).toBeVisible();
  await expect(view.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
}
