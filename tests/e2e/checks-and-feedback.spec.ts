// Three answers the floor reads back, in a real browser: the critical conference's box-count
// check answered 'Sim' (spec/loading.md §5; the 'não' path is loading-critical.spec.ts's), the
// picker's break feedback over Hoje / Semana / Mês (spec/operator.md §2), and the lightbox of
// the order page's box photos (spec/panel.md §2 'Caixas'). Only the first changes data, on a
// demo critical order no other spec checks; the other two read the demo as it is.
import { expect, test } from '@playwright/test';
import type { CriticalConference, CriticalOrder } from '../../src/shared/contract/critical-conference';
import type { OrderDetail, OrderRow } from '../../src/shared/contract/orders';
import type { ResponseOf } from '../../src/shared/contract/endpoint';
import type { getFeedback } from '../../src/shared/contract/performance';
import { centreToday } from './support/calendar';
import { getJsonAs } from './support/replies';
import { openSignedIn } from './support/session';


test("a critical order's box count answered 'Sim' is stored as the count asked about", async ({ page, request }) => {
  const { results } = await getJsonAs<{ results: CriticalOrder[] }>(request, 'conferente', '/order-conference/critical-orders?pageSize=50');
  const finished = results
    .filter((candidate) => [3, 4, 5].includes(candidate.checking_status ?? 0) && candidate.expected_boxes > 0)
    .sort((a, b) => (a.order_id < b.order_id ? -1 : 1));
  // The first finished critical order of the day: loading-critical.spec.ts checks the last one.
  expect(finished.length, 'the demo has two finished critical orders').toBeGreaterThan(1);
  const order = finished[0]!;
  const before = await getJsonAs<OrderDetail>(request, 'supervisor', `/separation/order-separation/${order.order_id}`);

  await openSignedIn(page, 'conferente', '/operacao/conferencia/criticos');
  await page.getByRole('button', { name: 'Conferir pedido' }).click();
  await page.getByLabel('Código').fill(order.order_id);
  await page.getByRole('button', { name: 'Conferir', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Conferência de caixas' });
  await expect(dialog.getByTestId('expected-boxes')).toHaveText(String(order.expected_boxes));
  await dialog.getByRole('button', { name: 'Sim' }).click();

  await expect(page.getByText('Quantidade de caixas confirmada com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/operacao/conferencia/${order.order_id}$`));
  const boxes = order.expected_boxes;
  await expect(page.getByText(`Contagem de caixas do pedido crítico ${order.order_id} registrada: ${boxes} ${boxes === 1 ? 'caixa' : 'caixas'}.`)).toBeVisible();

  // The record keeps the count asked about, by who answered.
  const saved = await getJsonAs<CriticalConference>(request, 'conferente', `/order-conference/critical/${order.order_id}`);
  expect(saved).toMatchObject({ adjusted_boxes_number: boxes, expected_boxes: boxes, checked_by: 'conferente' });
  // The order's conference count is it, and no other stage's count moved (the conveyor reads them).
  const after = await getJsonAs<OrderDetail>(request, 'supervisor', `/separation/order-separation/${order.order_id}`);
  expect(after.loading_data).toEqual({ ...before.loading_data, boxes_by_conferencer: boxes });
});

type Feedback = ResponseOf<typeof getFeedback>;

/** DD/MM/YYYY of a YYYY-MM-DD, as the pages show dates. */
const shown = (date: string) => date.split('-').reverse().join('/');

/** The day `days` after a YYYY-MM-DD. */
function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The same day a month before (the month's last day when it has no such day). */
function monthBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 2, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

test("the picker's break feedback follows the period: Hoje, Semana and Mês show their range and their breaks", async ({ page, request }) => {
  const today = centreToday();
  const periods = [
    { label: 'Hoje', from: today },
    { label: 'Semana', from: plusDays(today, -7) },
    { label: 'Mês', from: monthBefore(today) },
  ];
  // A demo picker with breaks before today (the demo's complaints are of yesterday's and
  // today's orders): the week's rows are more than the day's.
  let picker: { login: string; answers: Feedback[] } | undefined;
  for (let index = 1; index <= 12 && !picker; index += 1) {
    const login = `separador${index}`;
    const { user_id: id } = await getJsonAs<{ user_id: number }>(request, login, '/me/');
    const answers: Feedback[] = [];
    for (const period of periods) answers.push(await getJsonAs<Feedback>(request, login, `/separation/feedback/${id}?date_from=${period.from}&date_to=${plusDays(today, 1)}`));
    if (answers[1]!.complaints.length > answers[0]!.complaints.length) picker = { login, answers };
  }
  expect(picker, 'a demo picker with breaks of an earlier day').toBeDefined();

  await openSignedIn(page, picker!.login, '/operacao/separacao/desempenho');
  await page.getByRole('tab', { name: 'Feedback sobre quebras' }).click();
  const rows = page.getByRole('table', { name: 'Quebras' }).locator('tbody tr');
  const kg = (value: number) => value.toLocaleString('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  for (const [index, period] of periods.entries()) {
    const answer = picker!.answers[index]!;
    await page.getByText(period.label, { exact: true }).click();
    await expect(page.getByTestId('feedback-range')).toHaveText(`${shown(period.from)} a ${shown(today)}`);
    await expect(page.getByText(`Itens separados: ${answer.totalSeparatedItems}`)).toBeVisible();
    await expect(page.getByText(`Itens com quebra: ${answer.totalComplaintItems}`)).toBeVisible();
    const percent = answer.totalSeparatedItems ? (answer.totalComplaintItems / answer.totalSeparatedItems) * 100 : 0;
    await expect(page.getByTestId('feedback-percent')).toHaveText(`${percent.toFixed(2).replace('.', ',')}%`);
    // Every break of the period, in the server's order: product, reason, quantity, date.
    await expect(rows).toHaveText(
      answer.complaints.map(
        (row) =>
          `${row.name}${row.reason.name}${row.unity_product_base === 'peso' ? `${kg(row.quantity_complaint)} Kg` : `${row.quantity_complaint} Un`}${shown(row.separation_date.slice(0, 10))}`,
      ),
    );
  }
});

test("the box photos' lightbox opens on the photo clicked, steps through them and closes", async ({ page, request }) => {
  // A loaded demo order with two photos or more: nothing in the suite changes loaded orders.
  const loaded = await getJsonAs<{ results: OrderRow[] }>(request, 'supervisor', '/separation/order-separation/?status=loaded&pageSize=50');
  let photos: OrderDetail['boxes_image'] = [];
  let orderId = '';
  for (const row of loaded.results) {
    photos = (await getJsonAs<OrderDetail>(request, 'supervisor', `/separation/order-separation/${row.order_id}`)).boxes_image;
    orderId = row.order_id;
    if (photos.length >= 2) break;
  }
  expect(photos.length, 'a loaded demo order with two box photos').toBeGreaterThanOrEqual(2);

  await openSignedIn(page, 'supervisor', `/painel/pedidos/${orderId}?view=true`);
  const lightbox = (index: number) => page.getByRole('dialog', { name: `Caixa ${photos[index]!.tag_value}`, exact: true });
  await page.getByRole('button', { name: `Ampliar foto da caixa ${photos[0]!.tag_value}` }).click();
  await expect(lightbox(0)).toBeVisible();
  await expect(lightbox(0).getByRole('img', { name: `Caixa ${photos[0]!.tag_value}` })).toHaveAttribute('src', photos[0]!.url_image);
  await expect(lightbox(0).getByText(`1 de ${photos.length}`)).toBeVisible();
  await expect(lightbox(0).getByRole('button', { name: 'Anterior' })).toBeDisabled();

  // 'Próxima' walks to the last photo, where it stops; 'Anterior' walks back.
  for (let index = 1; index < photos.length; index += 1) {
    await lightbox(index - 1).getByRole('button', { name: 'Próxima' }).click();
    await expect(lightbox(index).getByText(`${index + 1} de ${photos.length}`)).toBeVisible();
    await expect(lightbox(index).getByRole('img', { name: `Caixa ${photos[index]!.tag_value}` })).toHaveAttribute('src', photos[index]!.url_image);
  }
  const last = photos.length - 1;
  await expect(lightbox(last).getByRole('button', { name: 'Próxima' })).toBeDisabled();
  await lightbox(last).getByRole('button', { name: 'Anterior' }).click();
  await expect(lightbox(last - 1).getByText(`${last} de ${photos.length}`)).toBeVisible();

  // Closed by its button, the lightbox opens again on another photo clicked; Escape closes it.
  await lightbox(last - 1).getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: `Ampliar foto da caixa ${photos[1]!.tag_value}` }).click();
  await expect(lightbox(1).getByText(`2 de ${photos.length}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
