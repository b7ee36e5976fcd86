// The settings hub's sections (spec/panel.md §2 "Settings hub"): path under
// /painel/configuracoes, card title, and the permission a section needs beyond the hub's.
import { PAGE_PERMISSIONS, type Permission } from '@shared/domain/permissions';

export interface SettingsSection {
  path: string;
  title: string;
  permissions?: readonly Permission[];
}

export const SETTINGS_SECTIONS = [
  { path: 'grupos', title: 'Grupos de separação' },
  { path: 'separacao', title: 'Etapas' },
  { path: 'separadores', title: 'Separadores' },
  { path: 'metas', title: 'Metas' },
  { path: 'paletizacao', title: 'Paletização' },
  { path: 'impressoras', title: 'Impressoras' },
  { path: 'etiquetas-por-caixa', title: 'Etiquetas por Caixa' },
  { path: 'dois-fatores', title: 'Dois fatores', permissions: PAGE_PERMISSIONS.twoFactors },
  { path: 'alta-pedidos', title: 'Dias de alta' },
] as const satisfies readonly SettingsSection[];
