import { describe, expect, it } from 'vitest';
import { fillPath } from './endpoint';

describe('fillPath', () => {
  it('fills and encodes placeholders', () => {
    expect(fillPath('/api/carambola/separation/step/:orderId', { orderId: 'A 1/2' })).toBe(
      '/api/carambola/separation/step/A%201%2F2',
    );
  });
  it('refuses a missing parameter instead of calling a wrong path', () => {
    expect(() => fillPath('/x/:id/y', {})).toThrow(/missing path parameter id/);
  });
});
