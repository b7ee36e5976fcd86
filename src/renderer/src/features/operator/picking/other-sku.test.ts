import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Alert } from '@shared/contract/alerts';
import { call } from '@renderer/api/http';
import { askOtherSku, closeOtherSku, isOtherSkuAuthorized, noteWrongSku, openOtherSku, refreshOtherSku, useOtherSku } from './other-sku';

vi.mock('@renderer/api/http', () => ({ call: vi.fn() }));
vi.mock('@renderer/components/popups', () => ({ popup: { error: vi.fn(), success: vi.fn() } }));
const mockedCall = vi.mocked(call);

const request = (status: Alert['status']): Alert => ({
  id: 41,
  kind: 'support',
  status,
  topic: 'otherSku',
  reason: 'Bipar SKU 100190 no lugar de 100189',
  separation_group: 1,
  created: '2026-11-23T13:00:00.000Z',
  responded_at: null,
  user_request: { id: 7, name: 'separador10', login: 'separador10' },
  user_response: null,
  related_alert: null,
  order_id: '480465',
  item: { id: 5, sku: 100189, name: 'Banana', order: { order_id: '480465' } },
});

beforeEach(() => {
  useOtherSku.setState({ dialog: null, authorization: {}, awaiting: {}, scannedSku: {}, sending: false });
  mockedCall.mockReset();
});

describe('the other SKU a request asks for', () => {
  it("is read from the local check or from the server's refusal message", () => {
    noteWrongSku(1, 100190);
    noteWrongSku(2, 'SKU bipado errado (bipado 100191, correto 100189)');
    expect(useOtherSku.getState().scannedSku).toEqual({ 1: 100190, 2: 100191 });
  });

  it('is not noted when the refusal names no SKU', () => {
    noteWrongSku(3, 'SKU bipado errado');
    noteWrongSku(4, null);
    expect(useOtherSku.getState().scannedSku).toEqual({});
  });
});

describe('the request modal', () => {
  it('asks with the scanned SKU, waits, and shows the answer even after the picker closed it', async () => {
    noteWrongSku(5, 100190);
    openOtherSku(5);
    expect(useOtherSku.getState().dialog).toEqual({ itemId: 5, phase: 'ask' });
    mockedCall.mockResolvedValueOnce(request('awaiting'));
    await askOtherSku(9, 5);
    expect(mockedCall.mock.calls[0]![1]).toEqual({ body: { workId: 9, itemId: 5, sku: 100190 } });
    expect(useOtherSku.getState().dialog).toEqual({ itemId: 5, phase: 'waiting' });
    expect(isOtherSkuAuthorized(5)).toBe(false);

    closeOtherSku();
    openOtherSku(5); // reopened while awaiting: still waiting, no second request
    expect(useOtherSku.getState().dialog?.phase).toBe('waiting');
    closeOtherSku();

    mockedCall.mockResolvedValueOnce({ authorization: true, alert: request('accept') });
    await refreshOtherSku(5);
    expect(useOtherSku.getState().dialog).toEqual({ itemId: 5, phase: 'authorized' });
    expect(isOtherSkuAuthorized(5)).toBe(true);
  });

  it('shows a refusal as denied and keeps the SKU refused', async () => {
    mockedCall.mockResolvedValueOnce(request('awaiting'));
    await askOtherSku(9, 5);
    mockedCall.mockResolvedValueOnce({ authorization: false, alert: request('declined') });
    await refreshOtherSku(5);
    expect(useOtherSku.getState().dialog).toEqual({ itemId: 5, phase: 'denied' });
    expect(isOtherSkuAuthorized(5)).toBe(false);
  });

  it('does not open by itself for an item only read on entry', async () => {
    mockedCall.mockResolvedValueOnce({ authorization: true, alert: request('accept') });
    await refreshOtherSku(5);
    expect(useOtherSku.getState().dialog).toBeNull();
    expect(isOtherSkuAuthorized(5)).toBe(true);
  });
});
