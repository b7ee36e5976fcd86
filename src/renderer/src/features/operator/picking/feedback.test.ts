// The scan's tone with the tablet's audio started early (prepareFeedback, when the scanner card
// is idle): a context started before any gesture is suspended, and the picker must still hear
// the first scan, without a second context being started in the scan's own moment.
import { beforeEach, describe, expect, it, vi } from 'vitest';

class FakeAudioContext {
  state: 'suspended' | 'running' = 'suspended';
  currentTime = 0;
  destination = {};
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  oscillators: { start: ReturnType<typeof vi.fn> }[] = [];
  createOscillator() {
    const oscillator = { frequency: { value: 0 }, connect: (node: unknown) => node, start: vi.fn(), stop: vi.fn() };
    this.oscillators.push(oscillator);
    return oscillator;
  }
  createGain() {
    return { gain: { value: 0 }, connect: (node: unknown) => node };
  }
}

let created: FakeAudioContext[];

beforeEach(() => {
  vi.resetModules();
  created = [];
  vi.stubGlobal(
    'AudioContext',
    class extends FakeAudioContext {
      constructor() {
        super();
        created.push(this);
      }
    },
  );
  vi.stubGlobal('navigator', { vibrate: vi.fn() });
});

describe('scan feedback', () => {
  it('plays the first scan on the context started early, resuming it', async () => {
    const { prepareFeedback, scanSucceeded } = await import('./feedback');
    prepareFeedback();
    expect(created).toHaveLength(1);
    scanSucceeded();
    expect(created).toHaveLength(1);
    expect(created[0]!.resume).toHaveBeenCalledTimes(1);
    expect(created[0]!.oscillators[0]!.start).toHaveBeenCalledTimes(1);
  });

  it("plays a scan's tone on an oscillator made before the scan, and makes the next one after it", async () => {
    vi.useFakeTimers();
    const { prepareFeedback, scanSucceeded } = await import('./feedback');
    prepareFeedback();
    const made = created[0]!.oscillators.length;
    scanSucceeded();
    expect(created[0]!.oscillators).toHaveLength(made);
    expect(created[0]!.oscillators.filter((oscillator) => oscillator.start.mock.calls.length > 0)).toHaveLength(1);
    vi.runAllTimers();
    scanSucceeded();
    expect(created[0]!.oscillators.filter((oscillator) => oscillator.start.mock.calls.length > 0)).toHaveLength(2);
    expect(created[0]!.oscillators).toHaveLength(made + 1);
    vi.useRealTimers();
  });

  it('starts the audio at the first tone when nothing prepared it', async () => {
    const { scanFailed } = await import('./feedback');
    scanFailed();
    expect(created).toHaveLength(1);
    expect(created[0]!.oscillators[0]!.start).toHaveBeenCalledTimes(1);
  });

  it('prepares once however often the card asks', async () => {
    const { prepareFeedback } = await import('./feedback');
    prepareFeedback();
    prepareFeedback();
    expect(created).toHaveLength(1);
  });
});
