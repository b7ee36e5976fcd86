import { describe, expect, it } from 'vitest';
import { userMenuEntries } from './entries';

const labels = (...args: Parameters<typeof userMenuEntries>) => userMenuEntries(...args).map((entry) => entry.label);

describe('userMenuEntries', () => {
  it('gives a picker operation and performance, hiding the page they are on', () => {
    expect(labels([], '/operacao/separacao/grupos')).toEqual(['Desempenho']);
    expect(labels([], '/operacao/separacao/desempenho')).toEqual(['Operação']);
  });

  it('gives a checker the conference entry, hidden on conference pages', () => {
    expect(labels(['SeparationCheck'], '/operacao/separacao/desempenho')).toEqual(['Operação', 'Conferência']);
    expect(labels(['SeparationCheck'], '/operacao/conferencia/inicio')).toEqual(['Operação', 'Desempenho']);
  });

  it('leads Painel to the first panel page the user may open', () => {
    const entries = userMenuEntries(['SeparationRankingView'], '/operacao/separacao/grupos');
    expect(entries.find((entry) => entry.key === 'panel')?.to).toBe('/painel/ranking');
    expect(labels(['SeparationRankingView'], '/painel/ranking')).not.toContain('Painel');
  });

  it('shows Leitor Fixo, Token and Reimprimir rotas only with their permissions', () => {
    expect(labels(['SeparationFixedReader'], '/painel/conferencia-de-caixas/leitor-fixo')).toEqual([
      'Operação',
      'Desempenho',
    ]);
    expect(labels(['SeparationGetToken', 'SeparationReprintRoutes'], '/operacao/separacao/grupos')).toEqual([
      'Desempenho',
      'Token',
      'Reimprimir rotas',
    ]);
  });

  it('gives Tech every entry', () => {
    expect(labels(['Tech'], '/operacao/separacao/desempenho')).toEqual([
      'Painel',
      'Operação',
      'Leitor Fixo',
      'Conferência',
      'Token',
      'Reimprimir rotas',
    ]);
  });
});
