// Permissions come from the names of the user's permission groups (spec/operator.md §6,
// spec/panel.md §6, spec/loading.md §6). This module is the single source of the matrix:
// the server guard and the renderer's menus and route guards both read it.

export const PERMISSIONS = [
  'Tech',
  'Admin',
  'SeparationDashboardView',
  'SeparationDataAnalysis',
  'SeparationBreakOrderManagement',
  'SeparationInvoiceRelease',
  'SeparationReplenishmentResponse',
  'SeparationOrdersManagement',
  'SeparationUsersView',
  'SeparationReleasePackingList',
  'SeparationShipmentManagement',
  'SeparationRankingView',
  'SeparationPrePickingConsult',
  'SeparationConfigsManagement',
  'SeparationTwofactorsManagement',
  'SeparationFixedReader',
  'SeparationGetToken',
  'SeparationReprintRoutes',
  'SeparationCheck',
  'SeparationCheckCriticalOrder',
  'SeparationCriticalOrBeginner',
  'SeparationPrintShipmentWithoutScanner',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** What each permission lets a person do, in the panel's words (the group names are the spec's). */
export const PERMISSION_LABELS: Record<Permission, string> = {
  Tech: 'Tecnologia (acesso total)',
  Admin: 'Administrador',
  SeparationDashboardView: 'Dashboard',
  SeparationDataAnalysis: 'Desempenho geral',
  SeparationBreakOrderManagement: 'Quebras',
  SeparationInvoiceRelease: 'Notas fiscais (financeiro)',
  SeparationReplenishmentResponse: 'Reabastecimento',
  SeparationOrdersManagement: 'Pedidos',
  SeparationUsersView: 'Usuários (consulta)',
  SeparationReleasePackingList: 'Romaneios',
  SeparationShipmentManagement: 'Conferência de caixas',
  SeparationRankingView: 'Ranking',
  SeparationPrePickingConsult: 'Consulta de pre picking',
  SeparationConfigsManagement: 'Configurações',
  SeparationTwofactorsManagement: 'Dois fatores',
  SeparationFixedReader: 'Leitor fixo',
  SeparationGetToken: 'Token',
  SeparationReprintRoutes: 'Reimprimir rotas',
  SeparationCheck: 'Conferência de pedidos',
  SeparationCheckCriticalOrder: 'Conferência de pedidos críticos',
  SeparationCriticalOrBeginner: 'Separador de críticos ou iniciante',
  SeparationPrintShipmentWithoutScanner: 'Romaneio sem scanner',
};

/** Group names that do not equal the permission they grant. */
const GROUP_ALIASES: Record<string, Permission> = {
  Tecnologia: 'Tech',
  Administrador: 'Admin',
};

const KNOWN = new Set<string>(PERMISSIONS);

/** The permission group name that grants a permission (the inverse of the aliases). */
export function groupNameOf(permission: Permission): string {
  return Object.entries(GROUP_ALIASES).find(([, granted]) => granted === permission)?.[0] ?? permission;
}

export function permissionOfGroup(groupName: string): Permission | undefined {
  const alias = GROUP_ALIASES[groupName];
  if (alias) return alias;
  return KNOWN.has(groupName) ? (groupName as Permission) : undefined;
}

export function permissionsFromGroups(groupNames: readonly string[]): Permission[] {
  const found = new Set<Permission>();
  for (const name of groupNames) {
    const permission = permissionOfGroup(name);
    if (permission) found.add(permission);
  }
  return [...found];
}

/**
 * The rule every guard applies: Tech has full access; otherwise the user needs one of the
 * listed permissions. An empty list means "any signed-in user".
 */
export function hasAnyPermission(
  userPermissions: readonly Permission[],
  required: readonly Permission[],
): boolean {
  if (required.length === 0) return true;
  if (userPermissions.includes('Tech')) return true;
  return required.some((permission) => userPermissions.includes(permission));
}

/**
 * Panel pages in the order the spec uses to pick a user's landing page (spec/panel.md §6),
 * followed by the pages that are not part of the landing order.
 */
export const PANEL_PAGES = [
  { path: '/painel/dashboard', label: 'Dashboard', permissions: ['SeparationDashboardView'], landing: true },
  { path: '/painel/desempenho', label: 'Desempenho geral', permissions: ['SeparationDataAnalysis'], landing: true },
  { path: '/painel/quebras', label: 'Quebras', permissions: ['SeparationBreakOrderManagement'], landing: true },
  { path: '/painel/nfs', label: 'Notas Fiscais', permissions: ['SeparationInvoiceRelease'], landing: true },
  { path: '/painel/reabastecimento', label: 'Reabastecimento', permissions: ['SeparationReplenishmentResponse'], landing: true },
  { path: '/painel/pedidos', label: 'Pedidos', permissions: ['SeparationOrdersManagement'], landing: true },
  { path: '/painel/usuarios', label: 'Usuários', permissions: ['SeparationUsersView'], landing: true },
  { path: '/painel/romaneios', label: 'Romaneios', permissions: ['SeparationReleasePackingList'], landing: true },
  { path: '/painel/conferencia-de-caixas', label: 'Conf. de Caixas', permissions: ['SeparationShipmentManagement'], landing: true },
  { path: '/painel/ranking', label: 'Ranking', permissions: ['SeparationRankingView'], landing: true },
  { path: '/painel/pre-picking', label: 'Pre pickings', permissions: ['SeparationPrePickingConsult'], landing: true },
  { path: '/painel/configuracoes', label: 'Configurações', permissions: ['SeparationConfigsManagement'], landing: true },
  // Not in the spec: the link with the company's systems (issue #9).
  { path: '/painel/integracao', label: 'Integração', permissions: ['Admin'], landing: false },
  // Not in the spec: the conveyor stations' keys (issue 18).
  { path: '/painel/estacoes', label: 'Estações', permissions: ['Tech'], landing: false },
  // Not in the spec: who did what, when and from where (issue 18).
  { path: '/painel/auditoria', label: 'Auditoria', permissions: ['Tech'], landing: false },
] as const satisfies readonly {
  path: string;
  label: string;
  permissions: readonly Permission[];
  landing: boolean;
}[];

/** Permissions that make a user a "panel user" (bell instead of help button). */
export const PANEL_PERMISSIONS: readonly Permission[] = [
  'Tech',
  ...new Set(PANEL_PAGES.flatMap((page) => page.permissions as readonly Permission[])),
];

export function hasPanelPermission(userPermissions: readonly Permission[]): boolean {
  return userPermissions.some((permission) => PANEL_PERMISSIONS.includes(permission));
}

/** First panel page the user may open, or undefined (spec/panel.md §6 landing order). */
export function firstPanelPage(userPermissions: readonly Permission[]): string | undefined {
  return PANEL_PAGES.find((page) => page.landing && hasAnyPermission(userPermissions, page.permissions))?.path;
}

export const LANDING = {
  fixedReader: '/painel/conferencia-de-caixas/leitor-fixo',
  conferenceStart: '/operacao/conferencia/inicio',
  performance: '/operacao/separacao/desempenho',
  picking: '/operacao/separacao/pedido',
  groups: '/operacao/separacao/grupos',
  replenishment: '/painel/reabastecimento',
  dashboard: '/painel/dashboard',
} as const;

/**
 * Where a user goes after signing in (spec/operator.md §2 "Redirect after login"):
 * dashboard permission to the dashboard; replenishment-only to replenishment; a checker to
 * the conference start; a user whose only permission is the fixed reader to the fixed-reader
 * page; any other panel user to their first panel page; anyone else to their performance.
 */
export function landingPath(userPermissions: readonly Permission[]): string {
  const has = (permission: Permission) => userPermissions.includes(permission);
  if (has('Tech') || has('SeparationDashboardView')) return LANDING.dashboard;
  if (userPermissions.length === 1 && has('SeparationReplenishmentResponse')) return LANDING.replenishment;
  if (has('SeparationCheck')) return LANDING.conferenceStart;
  if (userPermissions.length === 1 && has('SeparationFixedReader')) return LANDING.fixedReader;
  return firstPanelPage(userPermissions) ?? LANDING.performance;
}

/**
 * Pages outside the sidebar and the user-menu entries, with the permissions they need
 * (spec/panel.md §6, spec/operator.md §6). Tech passes every check through hasAnyPermission.
 */
export const PAGE_PERMISSIONS = {
  /** pedidos/{orderId}: dashboard or orders permission. */
  orderDetail: ['SeparationDashboardView', 'SeparationOrdersManagement'],
  /** conferencia-de-caixas/leitor-fixo and the 'Leitor Fixo' menu entry. */
  fixedReader: ['SeparationFixedReader'],
  /** configuracoes/dois-fatores. */
  twoFactors: ['SeparationTwofactorsManagement'],
  /** token page and the 'Token' menu entry. */
  token: ['SeparationGetToken'],
  /** reprint-routes page and the 'Reimprimir rotas' menu entry. */
  reprintRoutes: ['SeparationReprintRoutes'],
  /** The operator conference and the 'Conferência' menu entry. */
  conference: ['SeparationCheck'],
  /** Answering help calls and scan authorisations (bell notifications). */
  supportAlerts: ['SeparationOrdersManagement'],
} as const satisfies Record<string, readonly Permission[]>;

/** Panel paths that are not sidebar entries. */
export const PANEL_PATHS = {
  token: '/painel/token',
  reprintRoutes: '/painel/reprint-routes',
  orders: '/painel/pedidos',
  boxConference: '/painel/conferencia-de-caixas',
  settings: '/painel/configuracoes',
  ranking: '/painel/ranking',
  users: '/painel/usuarios',
} as const;
