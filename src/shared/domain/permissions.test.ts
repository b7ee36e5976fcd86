import { describe, expect, it } from 'vitest';
import { firstPanelPage, hasAnyPermission, landingPath, permissionsFromGroups } from './permissions';

describe('permissionsFromGroups', () => {
  it('maps the spec group names, ignoring unknown ones', () => {
    expect(permissionsFromGroups(['Tecnologia', 'Administrador', 'SeparationCheck', 'Cozinha'])).toEqual([
      'Tech',
      'Admin',
      'SeparationCheck',
    ]);
  });
});

describe('hasAnyPermission', () => {
  it('lets Tech through everything and others only with a listed permission', () => {
    expect(hasAnyPermission(['Tech'], ['SeparationConfigsManagement'])).toBe(true);
    expect(hasAnyPermission(['SeparationCheck'], ['SeparationConfigsManagement'])).toBe(false);
    expect(hasAnyPermission(['SeparationCheck'], ['SeparationConfigsManagement', 'SeparationCheck'])).toBe(true);
    expect(hasAnyPermission([], [])).toBe(true);
  });
});

describe('landingPath (spec/operator.md §2, spec/panel.md §6)', () => {
  it.each([
    ['a picker without permissions', [], '/operacao/separacao/desempenho'],
    ['tech', ['Tecnologia'], '/painel/dashboard'],
    ['the supervisor', ['SeparationDashboardView', 'SeparationOrdersManagement'], '/painel/dashboard'],
    ['replenishment only', ['SeparationReplenishmentResponse'], '/painel/reabastecimento'],
    ['a checker', ['SeparationCheck', 'SeparationCheckCriticalOrder'], '/operacao/conferencia/inicio'],
    ['fixed reader only', ['SeparationFixedReader'], '/painel/conferencia-de-caixas/leitor-fixo'],
    ['finance', ['SeparationInvoiceRelease'], '/painel/nfs'],
    ['loader', ['SeparationShipmentManagement', 'SeparationReleasePackingList'], '/painel/romaneios'],
    ['token only', ['SeparationGetToken'], '/operacao/separacao/desempenho'],
  ])('%s', (_who, groups, expected) => {
    expect(landingPath(permissionsFromGroups(groups))).toBe(expected);
  });

  it('orders panel landing pages as the spec lists them', () => {
    expect(firstPanelPage(['SeparationConfigsManagement', 'SeparationDataAnalysis'])).toBe('/painel/desempenho');
  });
});
