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
  it('reads any other host as Piedade', () => {
    expect(centreName('doca.example.com')).toBe('Piedade');
    expect(centreName('10.0.0.12')).toBe('Piedade');
  });
});
