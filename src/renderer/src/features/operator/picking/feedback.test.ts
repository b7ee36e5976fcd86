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
