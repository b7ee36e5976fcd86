// Every route of the app (spec/operator.md §2, spec/panel.md §2, spec/loading.md §2).
// Operator routes need only a signed-in user; panel routes need their page's permission.
import type { ReactNode } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LANDING, PAGE_PERMISSIONS, PANEL_PAGES, type Permission } from '@shared/domain/permissions';
import { CentredLoader } from '@renderer/components/CentredLoader';
import { STATION_SETTINGS_PERMISSIONS } from '@renderer/features/station/access';
import { LandingRedirect, RequireAuth, RequirePermission } from './guards';
import { OperatorLayout } from './layouts/OperatorLayout';
import { RouteError } from './RouteError';

/**
 * A page loaded on first visit, so heavy screens (charts, spreadsheets) never weigh on
 * the login or on each other.
 */
function at<M>(path: string, load: () => Promise<M>, render: (module: M) => ReactNode): RouteObject {
  return { path, lazy: async () => ({ element: render(await load()) }) };
}

/**
 * A layout loaded on first visit: a picker's tablet never fetches the panel's sidebar, nor
 * the panel's pages' shared code that comes with it.
 */
function lazyLayout(path: string, load: () => Promise<ReactNode>, children: RouteObject[]): RouteObject {
  return { path, lazy: async () => ({ element: await load() }), children };
}

/** The permissions of a sidebar page, read from the matrix. */
function sidebar(path: (typeof PANEL_PAGES)[number]['path']): readonly Permission[] {
  const page = PANEL_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no panel page ${path}`);
  return page.permissions;
}

/**
 * A layout's pages, caught by one error boundary inside the layout: a page that throws shows
 * RouteError where it would have been, under the header and beside the menu.
 */
function withinLayout(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteError />, children }];
}

/** Routes behind one permission set. */
function guarded(permissions: readonly Permission[], children: RouteObject[]): RouteObject {
  return { element: <RequirePermission permissions={permissions} />, children };
}

const operatorRoutes: RouteObject = {
  path: 'operacao',
  element: <OperatorLayout />,
  children: withinLayout([
    { index: true, element: <Navigate to={LANDING.groups} replace /> },
    at('separacao/grupos', () => import('../features/operator/groups/GroupsPage'), (m) => <m.GroupsPage />),
    at('separacao/pedido', () => import('../features/operator/picking/PickingPage'), (m) => <m.PickingPage />),
    at('separacao/desempenho', () => import('../features/operator/performance/PerformancePage'), (m) => (
      <m.PerformancePage />
    )),
    at('conferencia/inicio', () => import('../features/operator/conference/ConferenceStartPage'), (m) => (
      <m.ConferenceStartPage />
    )),
    at('conferencia/grupos', () => import('../features/operator/groups/GroupsPage'), (m) => (
      <m.GroupsPage conference />
    )),
    at('conferencia/pedido', () => import('../features/operator/conference/ConferenceQueuePage'), (m) => (
      <m.ConferenceQueuePage />
    )),
    guarded(['SeparationCheckCriticalOrder'], [
      at('conferencia/criticos', () => import('../features/loading/critical-conference/CriticalConferencePage'), (m) => (
        <m.CriticalConferencePage />
      )),
    ]),
    at('conferencia/:orderId', () => import('../features/operator/conference/ConferenceOrderPage'), (m) => (
      <m.ConferenceOrderPage />
    )),
    at('quebras', () => import('../features/operator/breaks/OperatorBreaksPage'), (m) => <m.OperatorBreaksPage />),
    { path: '*', element: <Navigate to={LANDING.groups} replace /> },
  ]),
};

const settings = () => import('../features/panel/settings/SettingsPages');

const panelRoutes: RouteObject = lazyLayout(
  'painel',
  async () => {
    const { PanelLayout } = await import('./layouts/PanelLayout');
    return <PanelLayout />;
  },
  withinLayout([
    { index: true, element: <Navigate to={LANDING.dashboard} replace /> },
    guarded(sidebar('/painel/dashboard'), [
      at('dashboard', () => import('../features/panel/dashboard/DashboardPage'), (m) => <m.DashboardPage />),
    ]),
    guarded(sidebar('/painel/desempenho'), [
      at('desempenho', () => import('../features/panel/reports/PerformanceReportPage'), (m) => (
        <m.PerformanceReportPage />
      )),
    ]),
    guarded(sidebar('/painel/quebras'), [
      at('quebras', () => import('../features/panel/breaks/BreaksPage'), (m) => <m.BreaksPage />),
    ]),
    guarded(sidebar('/painel/nfs'), [
      at('nfs', () => import('../features/panel/invoices/InvoicesPage'), (m) => <m.InvoicesPage />),
    ]),
    guarded(sidebar('/painel/reabastecimento'), [
      at('reabastecimento', () => import('../features/panel/replenishment/ReplenishmentPage'), (m) => (
        <m.ReplenishmentPage />
      )),
    ]),
    guarded(sidebar('/painel/pedidos'), [
      at('pedidos', () => import('../features/panel/orders/OrdersPage'), (m) => <m.OrdersPage />),
    ]),
    guarded(PAGE_PERMISSIONS.orderDetail, [
      at('pedidos/:orderId', () => import('../features/panel/orders/OrderDetailPage'), (m) => <m.OrderDetailPage />),
    ]),
    guarded(sidebar('/painel/usuarios'), [
      at('usuarios', () => import('../features/panel/users/UsersPage'), (m) => <m.UsersPage />),
      at('usuario/:usuarioId', () => import('../features/panel/users/UserDetailPage'), (m) => <m.UserDetailPage />),
    ]),
    guarded(sidebar('/painel/romaneios'), [
      at('romaneios', () => import('../features/panel/packing-lists/PackingListsPage'), (m) => (
        <m.PackingListsPage />
      )),
    ]),
    guarded(sidebar('/painel/conferencia-de-caixas'), [
      at('conferencia-de-caixas', () => import('../features/loading/box-conference/BoxConferencePage'), (m) => (
        <m.BoxConferencePage />
      )),
      at('conferencia-de-caixas/pedidos', () => import('../features/loading/box-conference/BoxConferenceScanPage'), (m) => (
        <m.BoxConferenceScanPage />
      )),
    ]),
    guarded(PAGE_PERMISSIONS.fixedReader, [
      at('conferencia-de-caixas/leitor-fixo', () => import('../features/loading/conveyor/FixedReaderPage'), (m) => (
        <m.FixedReaderPage />
      )),
    ]),
    guarded(sidebar('/painel/ranking'), [
      at('ranking', () => import('../features/panel/ranking/RankingPage'), (m) => <m.RankingPage />),
      at('ranking-filtered', () => import('../features/panel/ranking/RankingHistoryPage'), (m) => (
        <m.RankingHistoryPage />
      )),
    ]),
    guarded(sidebar('/painel/pre-picking'), [
      at('pre-picking', () => import('../features/panel/pre-picking/PrePickingPage'), (m) => <m.PrePickingPage />),
    ]),
    guarded(sidebar('/painel/configuracoes'), [
      at('sku', settings, (m) => <m.SkuSettingsPage />),
      at('configuracoes', settings, (m) => <m.SettingsPage />),
      at('configuracoes/grupos', settings, (m) => <m.SeparationGroupsSettingsPage />),
      at('configuracoes/separacao', settings, (m) => <m.SkuSettingsPage />),
      at('configuracoes/separadores', settings, (m) => <m.SeparatorsSettingsPage />),
      at('configuracoes/metas', settings, (m) => <m.GoalsSettingsPage />),
      at('configuracoes/paletizacao', settings, (m) => <m.PalletSettingsPage />),
      at('configuracoes/impressoras', settings, (m) => <m.PrintersSettingsPage />),
      at('configuracoes/etiquetas-por-caixa', settings, (m) => <m.StickersSettingsPage />),
      at('configuracoes/alta-pedidos', settings, (m) => <m.PeakDaysSettingsPage />),
      { path: 'configuracoes/*', element: <Navigate to="/painel/configuracoes" replace /> },
    ]),
    guarded(PAGE_PERMISSIONS.twoFactors, [
      at('configuracoes/dois-fatores', settings, (m) => <m.TwoFactorSettingsPage />),
    ]),
    guarded(sidebar('/painel/integracao'), [
      at('integracao', () => import('../features/panel/integration/IntegrationPage'), (m) => <m.IntegrationPage />),
    ]),
    guarded(sidebar('/painel/estacoes'), [
      at('estacoes', () => import('../features/panel/stations/StationsPage'), (m) => <m.StationsPage />),
    ]),
    guarded(sidebar('/painel/auditoria'), [
      at('auditoria', () => import('../features/panel/audit/AuditPage'), (m) => <m.AuditPage />),
    ]),
    guarded(PAGE_PERMISSIONS.token, [
      at('token', () => import('../features/panel/settings/token/TokenPage'), (m) => <m.TokenPage />),
    ]),
    guarded(PAGE_PERMISSIONS.reprintRoutes, [
      at('reprint-routes', () => import('../features/panel/packing-lists/ReprintRoutesPage'), (m) => (
        <m.ReprintRoutesPage />
      )),
    ]),
    { path: '*', element: <Navigate to={LANDING.dashboard} replace /> },
  ]),
);

/**
 * The desktop station's own settings (readers, printer, role); useful only inside Electron,
 * and for the centre's administrators only (Tech passes too): they decide what the machine is.
 */
const stationRoutes: RouteObject = {
  path: 'estacao',
  element: <OperatorLayout />,
  children: withinLayout([
    guarded(STATION_SETTINGS_PERMISSIONS, [
      at('', () => import('../features/station/StationSettingsPage'), (m) => <m.StationSettingsPage />),
    ]),
  ]),
};

export const routes: RouteObject[] = [
  {
    // Shown while the first page's code loads.
    hydrateFallbackElement: <CentredLoader />,
    // The last resort, for what fails outside a layout (sign-in, the guards, a layout itself).
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingRedirect /> },
      at('/login', () => import('@renderer/features/operator/login/LoginRoute'), (m) => <m.LoginRoute />),
      { element: <RequireAuth />, children: [operatorRoutes, panelRoutes, stationRoutes] },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
