import { describe, expect, it } from 'vitest';
import { boxCode, parseBoxCode } from './box-code';

describe('box QR', () => {
  it('reads the order and box of a two-part code', () => {
    expect(parseBoxCode('PED-001;3')).toEqual({ orderId: 'PED-001', box: 3 });
    expect(parseBoxCode(` ${boxCode('123', 12)}\n`)).toEqual({ orderId: '123', box: 12 });
  });

  it.each(['PED-001', 'PED-001;1;3', ';1', 'PED-001;', 'PED-001;0', 'PED-001;x', 'PED-001;-1', ''])(
    'refuses %j',
    (code) => expect(parseBoxCode(code)).toBeNull(),
  );
});
