import { describe, expect, it } from 'vitest';
import { contract, type AnyEndpoint } from '@shared/contract';
import { bootPlan, EARLY_CALLS } from './boot-plan';

describe('the calls a page starts before the app has loaded', () => {
  it('are GET endpoints of the contract that take no input, written as the contract writes them', () => {
    const endpoints = Object.values(contract).flatMap((area) => Object.values(area) as AnyEndpoint[]);
    const plainGets = new Set(
      endpoints.filter((endpoint) => endpoint.method === 'GET' && !endpoint.path.includes(':')).map((endpoint) => endpoint.path),
    );
    expect(EARLY_CALLS.length).toBeGreaterThan(0);
    for (const url of EARLY_CALLS) expect(plainGets, url).toContain(url);
  });

  it("start the picker's held order and the picking screen's code on the picking screen only", () => {
    expect(bootPlan('/operacao/separacao/pedido').calls).toContain('/api/carambola/separation/separation-work/recovery');
    expect(bootPlan('/operacao/separacao/pedido').page).toBeTypeOf('function');
    expect(bootPlan('/painel/dashboard').calls).toEqual(['/api/carambola/me/', '/api/centre']);
    expect(bootPlan('/painel/dashboard').page).toBeUndefined();
  });
});
