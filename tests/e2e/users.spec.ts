// A centre's own people in a real browser: the Admin creates a separator with a temporary
// password, the separator chooses their own at the first sign-in, the Admin deactivates and
// reactivates them; any user changes their password from the user menu; the demo centre
// says so in the header and on the sign-in page.
import { expect, test, type Page } from '@playwright/test';
import { authHeaders, openSignedIn, signIn } from './support/session';
import { expectWhole } from './support/whole-text';

const TEMPORARY = 'temporaria-e2e-1';

async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
}

async function signOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('the Admin creates a separator, who chooses a password at the first sign-in; deactivated, they cannot enter', async ({ page }) => {
  // Four sign-ins and two browsers in one story: 27 s alone, past the 60 s limit on a slow
  // machine late in the suite (a rehearsal on 2026-11-26), so it gets three times as long.
  test.slow();
  await openSignedIn(page, 'admin');
  await expect(page.getByRole('banner').getByText('Demonstração')).toBeVisible();
  await expect(page.getByRole('banner').getByText('CD Contagem E2E')).toBeVisible();
  await page.goto('/painel/usuarios');
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const form = page.getByRole('dialog', { name: 'Novo usuário' });
  await form.getByLabel('Login').fill('joana.e2e');
  await form.getByLabel('Nome').fill('Joana Teste');
  await form.getByLabel('Senha temporária').fill('curta');
  await form.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(form.getByText('A senha deve ter ao menos 10 caracteres')).toBeVisible();
  await form.getByLabel('Senha temporária').fill(TEMPORARY);
  await page.screenshot({ path: '/tmp/users-new.png' });
  await form.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(page.getByText('Usuário joana.e2e criado com sucesso')).toBeVisible();
  await page.getByLabel('Quem voce busca?').fill('joana');
  await expect(page.getByRole('link', { name: 'joana.e2e' })).toBeVisible();
  await signOut(page);

  // The temporary password opens only the choice of a new one.
  await signIn(page, 'joana.e2e', TEMPORARY);
  const choose = page.getByRole('dialog', { name: 'Crie a sua senha' });
  await expect(choose).toBeVisible();
  await choose.getByLabel('Nova senha', { exact: true }).fill('a-senha-da-joana');
  await choose.getByLabel('Repita a nova senha').fill('outra-coisa-qualquer');
  await choose.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(choose.getByText('As senhas não são iguais')).toBeVisible();
  await choose.getByLabel('Repita a nova senha').fill('a-senha-da-joana');
  await page.screenshot({ path: '/tmp/users-first-password.png' });
  await choose.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
  // A picker lands on their figures.
  await expect(page).toHaveURL(/\/operacao\/separacao\/desempenho/);
  await signOut(page);

  await openSignedIn(page, 'admin', '/painel/usuarios?search=joana');
  await page.getByRole('button', { name: 'Ações de joana.e2e' }).click();
  await page.getByRole('menuitem', { name: 'Desativar' }).click();
  await page.getByRole('dialog', { name: 'Desativar usuário' }).getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByText('joana.e2e desativado')).toBeVisible();
  await expect(page.getByRole('link', { name: 'joana.e2e' })).toHaveCount(0);
  // The popup sits over the page's top-right switch: close it, as a user would.
  const toast = page.getByRole('alert').filter({ hasText: 'joana.e2e desativado' });
  await toast.getByRole('button', { name: 'Fechar aviso' }).click();
  await expect(toast).toBeHidden();
  // The switch is kept in the address: it reads checked once the page has followed the URL.
  await page.getByLabel('Mostrar desativados').click();
  await expect(page.getByLabel('Mostrar desativados')).toBeChecked();
  const card = page.getByRole('link', { name: 'joana.e2e' });
  await expect(card.getByText('Desativado')).toBeVisible();
  await page.screenshot({ path: '/tmp/users-deactivated.png' });
  await signOut(page);

  await signIn(page, 'joana.e2e', 'a-senha-da-joana');
  await expect(page.getByText('Credenciais inválidas')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await openSignedIn(page, 'admin', '/painel/usuarios?search=joana&status=inactive');
  await page.getByRole('button', { name: 'Ações de joana.e2e' }).click();
  await page.getByRole('menuitem', { name: 'Reativar' }).click();
  await page.getByRole('dialog', { name: 'Reativar usuário' }).getByRole('button', { name: 'Reativar' }).click();
  await expect(page.getByText('joana.e2e reativado')).toBeVisible();
  await signOut(page);
  await signIn(page, 'joana.e2e', 'a-senha-da-joana');
  await expect(page).toHaveURL(/\/operacao\/separacao\/desempenho/);
});

test("a supervisor sees the users but not the Admin's actions", async ({ page }) => {
  await openSignedIn(page, 'supervisor', '/painel/usuarios');
  await expect(page.getByRole('link', { name: 'separador1', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo usuário' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ações de separador1' })).toHaveCount(0);

  // Logins in the order people count them, and groups named by what they let people do.
  const logins = await page.getByRole('link', { name: /^separador\d+$/ }).allInnerTexts();
  const numbers = logins.map((login) => Number(/separador(\d+)/.exec(login)![1]));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(numbers).toContain(10);
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('radio', { name: 'Conferência de pedidos · SeparationCheck' }).click();
  await expect(page).toHaveURL(/groupId=\d+/);
  await expect(page.getByRole('link', { name: 'conferente2' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'separador1', exact: true })).toHaveCount(0);
  // The card of a user in one group says what it lets them do, not the group's code name.
  const card = page.getByRole('link', { name: 'conferente2' });
  await expect(card.getByText('Conferência de pedidos', { exact: true })).toBeVisible();
  await expect(card.getByText('SeparationCheck')).toHaveCount(0);
});

test('any user changes their own password from the user menu', async ({ page, request }) => {
  const created = await request.post('/api/carambola/separator', {
    headers: await authHeaders(request, 'admin'),
    data: { username: 'lucas.e2e', name: 'Lucas Teste', permission_group_ids: [], temporary_password: TEMPORARY },
  });
  expect(created.status(), await created.text()).toBe(200);
  const first = await request.post('/api/auth-internal/v2/password', {
    data: { username: 'lucas.e2e', current_password: TEMPORARY, new_password: 'primeira-senha-do-lucas' },
  });
  expect(first.status()).toBe(200);

  await signIn(page, 'lucas.e2e', 'primeira-senha-do-lucas');
  await expect(page).toHaveURL(/\/operacao\/separacao\/desempenho/);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Trocar senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trocar senha' });
  await dialog.getByLabel('Senha atual').fill('nao-e-a-senha');
  await dialog.getByLabel('Nova senha', { exact: true }).fill('segunda-senha-do-lucas');
  await dialog.getByLabel('Repita a nova senha').fill('segunda-senha-do-lucas');
  await dialog.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(dialog.getByText('Credenciais inválidas')).toBeVisible();
  await dialog.getByLabel('Senha atual').fill('primeira-senha-do-lucas');
  await dialog.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await signOut(page);

  await signIn(page, 'lucas.e2e', 'primeira-senha-do-lucas');
  await expect(page.getByText('Credenciais inválidas')).toBeVisible();
  await signIn(page, 'lucas.e2e', 'segunda-senha-do-lucas');
  await expect(page).toHaveURL(/\/operacao\/separacao\/desempenho/);
});

test('the sign-in page of the demo centre says it is the demo, with the name its server gives it', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Demonstração', { exact: true })).toBeVisible();
  await expect(page.getByText('CD Contagem E2E', { exact: true })).toBeVisible();
  await expect(page.getByText('Este CD ainda não tem usuários')).toHaveCount(0);
});

test("on a 1024 px screen an Admin's cards say each user's groups whole, beside the actions button", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openSignedIn(page, 'admin', '/painel/usuarios');
  const card = page.getByRole('link', { name: 'conferente2' });
  await expect(card.getByRole('button', { name: 'Ações de conferente2' })).toBeVisible();
  await expectWhole(page, [card.getByText('Conferência de pedidos', { exact: true }), card.getByText('Rafael Conferente', { exact: true })]);
});
