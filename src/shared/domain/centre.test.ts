import { describe, expect, it } from 'vitest';
import { centreName } from './centre';

describe('centreName', () => {
  it('maps local hosts', () => {
    expect(centreName('localhost')).toBe('Local Host');
    expect(centreName('127.0.0.1')).toBe('Local Host');
    expect(centreName('LOCALHOST')).toBe('Local Host');
  });
  it('maps test and Belo Horizonte hosts', () => {
    expect(centreName('doca-teste.example.com')).toBe('Testes');
    expect(centreName('doca-bh.example.com')).toBe('Belo Horizonte');
  });
  it("reads the Piedade host as Piedade and any other host as the spec's 'not mapped'", () => {
    expect(centreName('doca-piedade.example.com')).toBe('Piedade');
    expect(centreName('doca.example.com')).toBe('not mapped');
    expect(centreName('10.0.0.12')).toBe('not mapped');
  });
  it('is the name the server sets, whatever the host', () => {
    expect(centreName('10.0.0.12', 'CD Contagem')).toBe('CD Contagem');
    expect(centreName('localhost', null)).toBe('Local Host');
  });
});
