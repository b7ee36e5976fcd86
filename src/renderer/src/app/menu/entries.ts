// The user menu (spec/operator.md §2 'Header and menus', spec/panel.md §2): which entries
// a user sees, where they lead, and which are hidden because the user is already there.
import {
  LANDING,
  PAGE_PERMISSIONS,
  PANEL_PATHS,
  firstPanelPage,
  hasAnyPermission,
  hasPanelPermission,
  type Permission,
} from '@shared/domain/permissions';

export type MenuEntryKey =
  | 'panel'
  | 'operation'
  | 'fixedReader'
  | 'performance'
  | 'conference'
  | 'token'
  | 'reprintRoutes';

export interface MenuEntry {
  key: MenuEntryKey;
  label: string;
  to: string;
}

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Entries in the spec's order; 'Sair da conta' always follows them. */
export function userMenuEntries(permissions: readonly Permission[], pathname: string): MenuEntry[] {
  const entries: (MenuEntry & { visible: boolean; here: boolean })[] = [
    {
      key: 'panel',
      label: 'Painel',
      to: firstPanelPage(permissions) ?? LANDING.groups,
      visible: hasPanelPermission(permissions),
      here: pathname === (firstPanelPage(permissions) ?? LANDING.groups),
    },
    {
      key: 'operation',
      label: 'Operação',
      to: LANDING.groups,
      visible: true,
      here: pathname === LANDING.groups || pathname === LANDING.picking,
    },
    {
      key: 'fixedReader',
      label: 'Leitor Fixo',
      to: LANDING.fixedReader,
      visible: hasAnyPermission(permissions, PAGE_PERMISSIONS.fixedReader),
      here: pathname === LANDING.fixedReader,
    },
    {
      key: 'performance',
      label: 'Desempenho',
      to: LANDING.performance,
      visible: true,
      here: pathname === LANDING.performance,
    },
    {
      key: 'conference',
      label: 'Conferência',
      to: LANDING.conferenceStart,
      visible: hasAnyPermission(permissions, PAGE_PERMISSIONS.conference),
      here: isUnder(pathname, '/operacao/conferencia'),
    },
    {
      key: 'token',
      label: 'Token',
      to: PANEL_PATHS.token,
      visible: hasAnyPermission(permissions, PAGE_PERMISSIONS.token),
      here: pathname === PANEL_PATHS.token,
    },
    {
      key: 'reprintRoutes',
      label: 'Reimprimir rotas',
      to: PANEL_PATHS.reprintRoutes,
      visible: hasAnyPermission(permissions, PAGE_PERMISSIONS.reprintRoutes),
      here: pathname === PANEL_PATHS.reprintRoutes,
    },
  ];
  return entries.filter((entry) => entry.visible && !entry.here).map(({ key, label, to }) => ({ key, label, to }));
}
