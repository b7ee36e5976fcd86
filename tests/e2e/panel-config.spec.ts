// The settings hub as the demo admin uses it (spec/panel.md §2 'Settings hub', §4, §5, §8):
// numeric settings in modals with their validations, peak days saved at once, route-colour
// printers, a local two-factor authentication, and a group edit that removes the scanner,
// refused with a wrong code and accepted with one generated from the authentication's secret.
import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { performanceViewDrawn } from './support/performance';
import { expectWhole } from './support/whole-text';
import { lockColour } from './support/printers';
import { authHeaders, signInWithCookie } from './support/session';

// Every test opens its own page of the hub: signed in as the form leaves the admin, without it.
test.beforeEach(async ({ page, request }) => signInWithCookie(page, request, 'admin'));

test('the hub lists every section and opens one', async ({ page }) => {
  await page.goto('/painel/configuracoes');
  for (const title of ['Grupos de separação', 'Etapas', 'Separadores', 'Metas', 'Paletização', 'Impressoras', 'Etiquetas por Caixa', 'Dois fatores', 'Dias de alta']) {
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Metas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Metas' })).toBeVisible();
});

test('Metas: the goal is edited in a modal and saved', async ({ page }) => {
  await page.goto('/painel/configuracoes/metas');
  await page.getByRole('button', { name: 'Editar' }).click();
  const input = page.getByRole('dialog').getByLabel('Número de pedidos por separador');
  await input.fill('42');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Alteração realizada com sucesso!')).toBeVisible();
  await expect(page.getByTestId('setting-goal')).toHaveText('42');
});

test('Settings: a weak network is tried again three times, 3 s apart, before the error', async ({ page }) => {
  let asked = 0;
  // The first two loads are lost, as on a tablet at the edge of the Wi-Fi.
  await page.route('**/api/carambola/separation-settings/', (route) =>
    route.request().method() === 'GET' && ++asked <= 2 ? route.abort('connectionreset') : route.fallback(),
  );
  await page.goto('/painel/configuracoes/metas');
  await expect(page.getByTestId('setting-goal')).toBeVisible({ timeout: 15_000 });
  expect(asked).toBe(3);
  await expect(page.getByText('Erro ao buscar configurações')).toHaveCount(0);

  // Every try lost: the error, after the third.
  asked = 0;
  await page.unrouteAll();
  await page.route('**/api/carambola/separation-settings/', (route) => (route.request().method() === 'GET' ? (asked++, route.abort('connectionreset')) : route.fallback()));
  await page.reload();
  await expect(page.getByText('Erro ao buscar configurações').first()).toBeVisible({ timeout: 15_000 });
  expect(asked).toBe(3);
});

test('Etiquetas por Caixa: empty and zero are refused before saving', async ({ page }) => {
  await page.goto('/painel/configuracoes/etiquetas-por-caixa');
  await page.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog');
  const input = dialog.getByLabel('Etiquetas por caixa');
  await input.fill('');
  await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await input.fill('0');
  await expect(dialog.getByText('O valor deve ser maior que 0')).toBeVisible();
  await input.fill('2');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByTestId('setting-stickers')).toHaveText('2');
});

test('Dias de alta: a weekday is saved at once; Saturday is locked', async ({ page }) => {
  await page.goto('/painel/configuracoes/alta-pedidos');
  await expect(page.getByLabel('Sábado é dia de alta?')).toBeDisabled();
  const sunday = page.getByLabel('Domingo é dia de alta?');
  await expect(sunday).not.toBeChecked();
  await sunday.click();
  await expect(page.getByText('Alteração realizada com sucesso!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Domingo é dia de alta?')).toBeChecked();
});

test('Impressoras: a colour loses its printer, gets a new one and is renamed', async ({ page }) => {
  // No picking test may print to VINHO while the colour has no printer.
  const unlock = await lockColour('VINHO');
  try {
    await page.goto('/painel/configuracoes/impressoras');
    await expect(page.getByText('ROTA VINHO')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nova cor de rota' })).toBeDisabled();

    await page.getByRole('button', { name: 'Opções de ROTA VINHO' }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Cor de rota excluida com sucesso')).toBeVisible();
    // The confirmation's title ('Excluir ROTA VINHO?') fades out after the toast shows.
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByText('ROTA VINHO', { exact: true })).toBeHidden();

    await page.getByRole('button', { name: 'Nova cor de rota' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Impressora').fill('zebra-nova');
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText('Nenhuma cor selecionada!')).toBeVisible();
    await dialog.getByLabel('Cor da rota').click();
    await page.getByRole('option', { name: 'ROTA VINHO' }).click();
    await dialog.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText('Cor de rota VINHO criada com sucesso')).toBeVisible();
    await expect(page.getByText('Impressora: ZEBRA-NOVA')).toBeVisible();

    await page.getByRole('button', { name: 'Opções de ROTA VINHO' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await page.getByRole('dialog').getByLabel('Impressora').fill('zebra-vinho-2');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Impressão de cor de rota VINHO alterada com sucesso')).toBeVisible();
    await expect(page.getByText('Impressora: ZEBRA-VINHO-2')).toBeVisible();
  } finally {
    unlock();
  }
});

test('Grupos: a new group needs an order type while the group decides', async ({ page }) => {
  await page.goto('/painel/configuracoes/grupos');
  await page.getByRole('button', { name: 'Novo Grupo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Número do grupo').fill('9');
  // The market comes from the centre's list (toranja-config).
  const market = dialog.getByRole('textbox', { name: 'Mercado' });
  await market.click();
  await page.getByRole('option', { name: 'Mercado 2 · Mercado São Paulo Zona Sul' }).click();
  // The chosen market's name reads whole in its field.
  await expect(market).toHaveValue('Mercado 2 · Mercado São Paulo Zona Sul');
  await expectWhole(page, [market]);
  await expect(dialog.getByRole('button', { name: 'Criar grupo' })).toBeDisabled();
  await dialog.getByLabel('Pedidos PJ').check();
  await dialog.getByLabel('Câmera').check();
  await dialog.getByLabel('Leitor infravermelho').check();
  await expect(dialog.getByLabel('Câmera')).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Criar grupo' }).click();
  await expect(page.getByText('Grupo de separação 9 criado com sucesso!')).toBeVisible();
  await expect(page.getByText('Grupo 9', { exact: true })).toBeVisible();

  // Deleting asks first; cancelling keeps the group.
  await page.getByText('Grupo 9', { exact: true }).click();
  await page.getByRole('button', { name: 'Excluir grupo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir o grupo 9?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Excluir grupo' }).click();
  await page.getByRole('dialog', { name: 'Excluir o grupo 9?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Grupo de separação 9 excluído com sucesso!')).toBeVisible();
});

test('Dois fatores and Grupos: removing a scanner needs a valid two-factor code', async ({ page, request }) => {
  // A camera group of this test's own: the demo's groups are picked in by other specs at the same time.
  const created = await request.post('/api/carambola/separation-settings/separation-group', {
    headers: await authHeaders(request, 'admin'),
    data: {
      separationGroup: 8, marketNumber: 1, camScanner: true, infraredScanner: false, pjOrders: true, pfOrders: false,
      kaOrders: false, criticalOrders: false, ifoodOrders: false, dinamicPriceOrders: false,
      separationGroupCommands: false, hasConference: false, hasCountByStep: false, stepsWithoutScanner: [],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto('/painel/configuracoes/dois-fatores');
  await expect(page.getByText('CD sem internet')).toBeVisible();
  await page.getByRole('button', { name: 'Criar autenticação pra mim' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  await expect(page.getByRole('img', { name: 'QR code da autenticação' })).toBeVisible();
  await page.getByRole('dialog').getByLabel('Código').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Autenticação criada com sucesso')).toBeVisible();
  await expect(page.getByRole('row', { name: /admin Local Confirmada/ })).toBeVisible();

  await page.goto('/painel/configuracoes/grupos');
  await page.getByText('Grupo 8', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Grupo 8' });
  await dialog.getByLabel('Câmera').uncheck();
  await dialog.getByRole('button', { name: 'Salvar' }).click();

  const codeDialog = page.getByRole('dialog', { name: 'Confirmação de dois fatores' });
  await codeDialog.getByLabel('Código de autenticação').fill('000000');
  await codeDialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Código de autenticação inválido.')).toBeVisible();

  // The code of the next 30 s step: the one that confirmed the authentication cannot approve again.
  await codeDialog.getByLabel('Código de autenticação').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await codeDialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Grupo de separação 8 atualizado com sucesso!')).toBeVisible();
  const card = page.getByRole('button', { name: /Grupo 8/ });
  await expect(card.getByText('Sem leitor')).toBeVisible();
});

test.describe('Etapas (SKU settings)', () => {
  test('a step edited in the table is saved and kept after the reload', async ({ page }) => {
    await page.goto('/painel/configuracoes/separacao');
    await page.getByLabel('Buscar').fill('Abacaxi');
    const step = page.getByRole('textbox', { name: 'Etapa de Abacaxi Pérola' });
    await expect(page.getByText('1 SKU', { exact: true })).toBeVisible();
    await step.click();
    await page.getByRole('option', { name: 'Etapa 3' }).click();
    await expect(page.getByText('1 alteração não salva')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Sucesso ao atualizar configurações')).toBeVisible();
    await expect(page.getByText('1 alteração não salva')).toBeHidden();
    await page.reload();
    await page.getByLabel('Buscar').fill('Abacaxi');
    await expect(page.getByRole('textbox', { name: 'Etapa de Abacaxi Pérola' })).toHaveValue('Etapa 3');
  });

  test('fewer steps warn about the products above the new total', async ({ page }) => {
    await page.goto('/painel/configuracoes/separacao');
    await page.getByRole('button', { name: 'Número de etapas: 4' }).click();
    const dialog = page.getByRole('dialog', { name: 'Número de etapas' });
    await dialog.getByLabel('Número de etapas').fill('2');
    await expect(dialog.getByText('Há produtos em etapas acima do novo total')).toBeVisible();
    await expect(dialog.getByText(/Etapa 3: \d+ produtos?$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  test('a spreadsheet updates SKUs, and a bad one is refused naming its rows', async ({ page }) => {
    const ExcelJS = (await import('exceljs')).default;
    const sheet = async (rows: (string | number | null)[][]) => {
      const workbook = new ExcelJS.Workbook();
      const worksheet = workbook.addWorksheet('SKUs');
      worksheet.addRow(['SKU', 'Mín', 'Máx', 'Única', 'Autorização', 'Lote', 'Etapa']);
      rows.forEach((row) => worksheet.addRow(row));
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await page.goto('/painel/configuracoes/separacao');
    await page.getByLabel('Buscar').fill('100176');
    await expect(page.getByLabel('Lote de Abacate Unidade')).not.toBeChecked();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Enviar planilha' }).click();
    await (await chooser).setFiles({ name: 'ruim.xlsx', mimeType: type, buffer: await sheet([[100176, 120, null, null, null, null, null]]) });
    await expect(page.getByText('Eita, deu ruim')).toBeVisible();
    const refusedRow = page.getByRole('listitem').filter({ hasText: 'linha 2: coluna B deve ser um percentual de 0 a 100' });
    await expect(refusedRow).toBeVisible();
    // Read, the refused rows are dismissed by the alert's own named X.
    await page.getByRole('button', { name: 'Dispensar aviso' }).click();
    await expect(refusedRow).toHaveCount(0);

    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Enviar planilha' }).click();
    await (await again).setFiles({ name: 'boa.xlsx', mimeType: type, buffer: await sheet([[100176, 2, 8, null, null, 'SIM', null]]) });
    await expect(page.getByText('1 SKU atualizado pela planilha')).toBeVisible();
    await expect(page.getByLabel('Lote de Abacate Unidade')).toBeChecked();
    await expect(page.getByLabel('Máximo extra de Abacate Unidade')).toHaveValue('8%');
  });
});

test('Token: the admin code as text and as a code image', async ({ page }) => {
  await page.goto('/painel/token');
  await expect(page.getByTestId('token-text')).toHaveText(/\S+/);
  await expect(page.getByRole('img', { name: 'Código do token' })).toBeVisible();
});

test.describe('Ranking', () => {
  test('daily and weekly columns with their update time', async ({ page }) => {
    await page.goto('/painel/ranking');
    for (const [title, empty] of [
      ['Diário', 'Sem registros Diários'],
      ['Semanal', 'Sem registros Semanais'],
    ] as const) {
      const column = page.getByLabel(title, { exact: true });
      await expect(column.getByText(/^Atualizado às \d{2}:\d{2}$/)).toBeVisible();
      // The demo day has finished orders: both columns rank them.
      await expect(column.getByRole('table')).toBeVisible();
      await expect(column.getByRole('row', { name: /separador\d+/ }).first()).toBeVisible();
      await expect(column.getByText(empty)).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Ver ranking de outros dias' }).click();
    await expect(page.getByRole('heading', { name: 'Ranking de outros dias' })).toBeVisible();
  });

  test('the history takes a day or a week Sunday to Friday', async ({ page }) => {
    // The browser's calendar opens on a fixed month; the server ranks whatever dates it gets.
    await page.clock.setFixedTime(new Date('2026-03-12T12:00:00-03:00'));
    await page.goto('/painel/ranking-filtered');
    const pickRange = async (first: string, last: string) => {
      await page.getByLabel('Período').click();
      const day = (text: string) => page.getByRole('button', { name: `${text} março 2026`, exact: true });
      await day(first).click();
      await day(last).click();
    };
    await pickRange('4', '6');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Por favor, selecione uma única data ou uma semana completa (Domingo a Sexta).' })).toBeVisible();

    await pickRange('1', '6');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const ranking = page.getByLabel('Ranking', { exact: true });
    // The demo's days are this month's: a week of last March has nobody ranked.
    await expect(ranking.getByText('Sem registros para o período')).toBeVisible();
    await expect(ranking.getByRole('table')).toHaveCount(0);
  });
});

test('Pre pickings: a typed id shows the tag, an unknown one says so', async ({ page }) => {
  await page.goto('/painel/pre-picking');
  const input = page.getByLabel('ID ou código do pre picking');
  await input.fill('1');
  const card = page.getByLabel('Pre picking 1', { exact: true });
  await expect(card.getByText('Tipo de etiqueta')).toBeVisible();
  await expect(card.getByText('Pedidos e itens')).toBeVisible();
  await input.fill('99999999');
  await expect(page.getByText('Erro ao buscar pre picking')).toBeVisible();
  await expect(page.getByText('Pre picking não encontrado. Confira o código e tente de novo.')).toBeVisible();
});

test('Desempenho: a spreadsheet downloads as a real .xlsx', async ({ page }) => {
  const ExcelJS = (await import('exceljs')).default;
  await page.goto('/painel/desempenho');
  await performanceViewDrawn(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pedidos por separador' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pedidos-por-separador-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(['Pedido', 'Separador', 'Grupo', 'Início', 'Fim', 'Tempo de separação (s)', 'Itens']);
  await expect(page.getByText(/^Planilha pedidos-por-separador-.*\.xlsx baixada com sucesso$/)).toBeVisible();
});

test("Desempenho on a Monday morning: the day's downloads open on Friday, not on the Saturday they refuse", async ({ page }) => {
  // Two days back before noon is Saturday, which 'Tempo por SKU' refuses: it opens on Friday.
  await page.clock.setFixedTime(new Date('2026-11-23T11:00:00Z')); // Monday, 08:00 in São Paulo
  await page.goto('/painel/desempenho');
  await performanceViewDrawn(page);
  await expect(page.getByRole('button', { name: 'Período' })).toHaveText('21/11/2026 – 21/11/2026');
  await expect(page.getByRole('button', { name: 'Data da operação' })).toHaveText('20/11/2026');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tempo por SKU' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^tempo-por-sku.*\.xlsx$/);
  await expect(page.getByText('Você só pode selecionar um dia por vez. (exceto sábados)')).toHaveCount(0);
});
