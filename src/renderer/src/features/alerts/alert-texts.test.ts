import { describe, expect, it } from 'vitest';
import type { Alert } from '@shared/contract/alerts';
import { alertDetail, alertSubtitle, waitingAlerts } from './alert-texts';

const base: Alert = {
  id: 1,
  kind: 'support',
  status: 'pendente',
  topic: 'help',
  reason: null,
  separation_group: 2,
  created: '2026-11-23T13:00:00.000Z',
  responded_at: null,
  user_request: { id: 7, name: 'Thiago Souza', login: 'separador4' },
  user_response: null,
  related_alert: null,
  order_id: '500123',
  item: null,
};

describe('alert texts', () => {
  it('names the picker, the group and the order', () => {
    expect(alertSubtitle(base)).toBe('Thiago Souza (separador4) · Grupo 2 · Pedido 500123');
    expect(alertSubtitle({ ...base, separation_group: null, order_id: null, user_request: { id: 7, name: 'separador4', login: 'separador4' } })).toBe('separador4');
  });

  it("shows the picker's reason, else the item", () => {
    expect(alertDetail({ ...base, reason: 'Falta caixa' })).toBe('Falta caixa');
    expect(alertDetail({ ...base, item: { id: 3, sku: 1001, name: 'Banana', order: { order_id: '500123' } } })).toBe('Banana (SKU 1001)');
    expect(alertDetail(base)).toBeNull();
  });

  it('keeps only the alerts still waiting, the oldest first', () => {
    const alerts = [
      { ...base, id: 3, created: '2026-11-23T13:02:00.000Z', status: 'awaiting' as const },
      { ...base, id: 2, created: '2026-11-23T13:01:00.000Z', status: 'concluido' as const },
      { ...base, id: 1, created: '2026-11-23T13:00:30.000Z' },
    ];
    expect(waitingAlerts(alerts).map((alert) => alert.id)).toEqual([1, 3]);
  });
});
