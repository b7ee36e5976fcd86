// Every route of the app (spec/operator.md §2, spec/panel.md §2, spec/loading.md §2).
// Operator routes need only a signed-in user; panel routes need their page's permission.
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LANDING, PAGE_PERMISSIONS, PANEL_PAGES, type Permission } from '@shared/domain/permissions';
import { BoxConferencePage } from '@renderer/features/loading/box-conference/BoxConferencePage';
import { BoxConferenceScanPage } from '@renderer/features/loading/box-conference/BoxConferenceScanPage';
import { FixedReaderPage } from '@renderer/features/loading/conveyor/FixedReaderPage';
import { OperatorBreaksPage } from '@renderer/features/operator/breaks/OperatorBreaksPage';
import { ConferenceOrderPage } from '@renderer/features/operator/conference/ConferenceOrderPage';
import { ConferenceStartPage } from '@renderer/features/operator/conference/ConferenceStartPage';
import { GroupsPage } from '@renderer/features/operator/groups/GroupsPage';
import { LoginRoute } from '@renderer/features/operator/login/LoginRoute';
import { PerformancePage } from '@renderer/features/operator/performance/PerformancePage';
import { PickingPage } from '@renderer/features/operator/picking/PickingPage';
import { BreaksPage } from '@renderer/features/panel/breaks/BreaksPage';
import { DashboardPage } from '@renderer/features/panel/dashboard/DashboardPage';
import { InvoicesPage } from '@renderer/features/panel/invoices/InvoicesPage';
import { OrderDetailPage } from '@renderer/features/panel/orders/OrderDetailPage';
import { OrdersPage } from '@renderer/features/panel/orders/OrdersPage';
import { PackingListsPage } from '@renderer/features/panel/packing-lists/PackingListsPage';
import { PerformanceReportPage } from '@renderer/features/panel/performance/PerformanceReportPage';
import { PrePickingPage } from '@renderer/features/panel/pre-picking/PrePickingPage';
import { RankingHistoryPage } from '@renderer/features/panel/ranking/RankingHistoryPage';
import { RankingPage } from '@renderer/features/panel/ranking/RankingPage';
import { ReplenishmentPage } from '@renderer/features/panel/replenishment/ReplenishmentPage';
import { ReprintRoutesPage } from '@renderer/features/panel/reprint-routes/ReprintRoutesPage';
import { GoalsSettingsPage } from '@renderer/features/panel/settings/goals/GoalsSettingsPage';
import { SeparationGroupsSettingsPage } from '@renderer/features/panel/settings/groups/SeparationGroupsSettingsPage';
import { PalletSettingsPage } from '@renderer/features/panel/settings/pallet/PalletSettingsPage';
import { PeakDaysSettingsPage } from '@renderer/features/panel/settings/peak-days/PeakDaysSettingsPage';
import { PrintersSettingsPage } from '@renderer/features/panel/settings/printers/PrintersSettingsPage';
import { SeparatorsSettingsPage } from '@renderer/features/panel/settings/separators/SeparatorsSettingsPage';
import { SettingsPage } from '@renderer/features/panel/settings/SettingsPage';
import { StickersSettingsPage } from '@renderer/features/panel/settings/stickers/StickersSettingsPage';
import { TwoFactorsSettingsPage } from '@renderer/features/panel/settings/two-factors/TwoFactorsSettingsPage';
import { SkuSettingsPage } from '@renderer/features/panel/sku/SkuSettingsPage';
import { TokenPage } from '@renderer/features/panel/token/TokenPage';
import { UserDetailPage } from '@renderer/features/panel/users/UserDetailPage';
import { UsersPage } from '@renderer/features/panel/users/UsersPage';
import { LandingRedirect, RequireAuth, RequirePermission } from './guards';
import { OperatorLayout } from './layouts/OperatorLayout';
import { PanelLayout } from './layouts/PanelLayout';

/** The permissions of a sidebar page, read from the matrix. */
function sidebar(path: (typeof PANEL_PAGES)[number]['path']): readonly Permission[] {
  const page = PANEL_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no panel page ${path}`);
  return page.permissions;
}

/** Routes behind one permission set. */
function guarded(permissions: readonly Permission[], children: RouteObject[]): RouteObject {
  return { element: <RequirePermission permissions={permissions} />, children };
}

const operatorRoutes: RouteObject = {
  path: 'operacao',
  element: <OperatorLayout />,
  children: [
    { index: true, element: <Navigate to={LANDING.groups} replace /> },
    { path: 'separacao/grupos', element: <GroupsPage /> },
    { path: 'separacao/pedido', element: <PickingPage /> },
    { path: 'separacao/desempenho', element: <PerformancePage /> },
    { path: 'conferencia/inicio', element: <ConferenceStartPage /> },
    { path: 'conferencia/grupos', element: <GroupsPage conference /> },
    { path: 'conferencia/pedido', element: <PickingPage conference /> },
    { path: 'conferencia/:orderId', element: <ConferenceOrderPage /> },
    { path: 'quebras', element: <OperatorBreaksPage /> },
    { path: '*', element: <Navigate to={LANDING.groups} replace /> },
  ],
};

const settings = sidebar('/painel/configuracoes');

const panelRoutes: RouteObject = {
  path: 'painel',
  element: <PanelLayout />,
  children: [
    { index: true, element: <Navigate to={LANDING.dashboard} replace /> },
    guarded(sidebar('/painel/dashboard'), [{ path: 'dashboard', element: <DashboardPage /> }]),
    guarded(sidebar('/painel/desempenho'), [{ path: 'desempenho', element: <PerformanceReportPage /> }]),
    guarded(sidebar('/painel/quebras'), [{ path: 'quebras', element: <BreaksPage /> }]),
    guarded(sidebar('/painel/nfs'), [{ path: 'nfs', element: <InvoicesPage /> }]),
    guarded(sidebar('/painel/reabastecimento'), [{ path: 'reabastecimento', element: <ReplenishmentPage /> }]),
    guarded(sidebar('/painel/pedidos'), [{ path: 'pedidos', element: <OrdersPage /> }]),
    guarded(PAGE_PERMISSIONS.orderDetail, [{ path: 'pedidos/:orderId', element: <OrderDetailPage /> }]),
    guarded(sidebar('/painel/usuarios'), [
      { path: 'usuarios', element: <UsersPage /> },
      { path: 'usuario/:usuarioId', element: <UserDetailPage /> },
    ]),
    guarded(sidebar('/painel/romaneios'), [{ path: 'romaneios', element: <PackingListsPage /> }]),
    guarded(sidebar('/painel/conferencia-de-caixas'), [
      { path: 'conferencia-de-caixas', element: <BoxConferencePage /> },
      { path: 'conferencia-de-caixas/pedidos', element: <BoxConferenceScanPage /> },
    ]),
    guarded(PAGE_PERMISSIONS.fixedReader, [
      { path: 'conferencia-de-caixas/leitor-fixo', element: <FixedReaderPage /> },
    ]),
    guarded(sidebar('/painel/ranking'), [
      { path: 'ranking', element: <RankingPage /> },
      { path: 'ranking-filtered', element: <RankingHistoryPage /> },
    ]),
    guarded(sidebar('/painel/pre-picking'), [{ path: 'pre-picking', element: <PrePickingPage /> }]),
    guarded(settings, [
      { path: 'sku', element: <SkuSettingsPage /> },
      { path: 'configuracoes', element: <SettingsPage /> },
      { path: 'configuracoes/grupos', element: <SeparationGroupsSettingsPage /> },
      { path: 'configuracoes/separacao', element: <SkuSettingsPage /> },
      { path: 'configuracoes/separadores', element: <SeparatorsSettingsPage /> },
      { path: 'configuracoes/metas', element: <GoalsSettingsPage /> },
      { path: 'configuracoes/paletizacao', element: <PalletSettingsPage /> },
      { path: 'configuracoes/impressoras', element: <PrintersSettingsPage /> },
      { path: 'configuracoes/etiquetas-por-caixa', element: <StickersSettingsPage /> },
      { path: 'configuracoes/alta-pedidos', element: <PeakDaysSettingsPage /> },
      { path: 'configuracoes/*', element: <Navigate to="/painel/configuracoes" replace /> },
    ]),
    guarded(PAGE_PERMISSIONS.twoFactors, [
      { path: 'configuracoes/dois-fatores', element: <TwoFactorsSettingsPage /> },
    ]),
    guarded(PAGE_PERMISSIONS.token, [{ path: 'token', element: <TokenPage /> }]),
    guarded(PAGE_PERMISSIONS.reprintRoutes, [{ path: 'reprint-routes', element: <ReprintRoutesPage /> }]),
    { path: '*', element: <Navigate to={LANDING.dashboard} replace /> },
  ],
};

export const routes: RouteObject[] = [
  { path: '/', element: <LandingRedirect /> },
  { path: '/login', element: <LoginRoute /> },
  { element: <RequireAuth />, children: [operatorRoutes, panelRoutes] },
  { path: '*', element: <Navigate to="/login" replace /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
