import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReaderScan, StationBridge } from '@shared/bridge';
import { subscribeStationScans } from './station-scans';

const scan = (code: string, use: ReaderScan['use']): ReaderScan => ({ readerId: 'r', use, code, at: '2026-11-20T12:00:00.000Z' });

function fakeBridge() {
  const listeners = new Set<(scan: ReaderScan) => void>();
  const station = {
    onScan: (listener: (scan: ReaderScan) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  } as Partial<StationBridge>;
  return { station, emit: (s: ReaderScan) => listeners.forEach((listener) => listener(s)), listeners };
}

afterEach(() => vi.unstubAllGlobals());

describe('subscribeStationScans', () => {
  it('does nothing in a browser without the bridge', () => {
    vi.stubGlobal('window', {});
    const unsubscribe = subscribeStationScans(() => {});
    expect(unsubscribe).not.toThrow();
  });

  it("hands over the readers' codes, filtered by use, until unsubscribed", () => {
    const bridge = fakeBridge();
    vi.stubGlobal('window', { station: bridge.station });
    const hand: string[] = [];
    const all: string[] = [];
    const stopHand = subscribeStationScans((s) => hand.push(s.code), { use: 'hand' });
    subscribeStationScans((s) => all.push(s.code));
    bridge.emit(scan('789', 'hand'));
    bridge.emit(scan('QR;1;1', 'fixed'));
    stopHand();
    bridge.emit(scan('790', 'hand'));
    expect(hand).toEqual(['789']);
    expect(all).toEqual(['789', 'QR;1;1', '790']);
  });
});
