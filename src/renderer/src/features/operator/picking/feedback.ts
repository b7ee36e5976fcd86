// Every scan answers at once with a sound and a vibration as well as the screen's colour and
// text (spec/operator.md §4 'Scanner lock': vibration 200 ms).
let audio: AudioContext | null = null;
/** Each tone's next oscillator, made and wired while the tablet is idle (an oscillator plays once). */
const readyTones = new Map<number, OscillatorNode>();
const SUCCESS_HZ = 1320;
const FAILURE_HZ = 220;

function wiredOscillator(context: AudioContext, frequency: number): OscillatorNode {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.2;
  oscillator.connect(gain).connect(context.destination);
  return oscillator;
}

/** Makes the tones' next oscillators, so that a scan's answer only starts one. */
function prepareTones(): void {
  try {
    if (!audio) return;
    for (const frequency of [SUCCESS_HZ, FAILURE_HZ]) if (!readyTones.has(frequency)) readyTones.set(frequency, wiredOscillator(audio, frequency));
  } catch {
    // No audio device: the colour and text still answer.
  }
}

const whenIdle = (work: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 1000 }) : setTimeout(work, 200));

/**
 * Starts the tablet's audio before a scan needs it. Starting an AudioContext was the slowest
 * thing a scan did: 0.9 s of a 4x slower CPU on the first scan after opening the app
 * (bench/picking-screen.ts), paid while the picker waited for the card. The scanner card calls
 * this once it is idle; a context started before any gesture waits suspended, and the first
 * tone, in the reader's keydown's wake, resumes it.
 */
export function prepareFeedback(): void {
  try {
    audio ??= new AudioContext();
  } catch {
    // No audio device: the colour and text still answer.
  }
  prepareTones();
}

function tone(frequency: number, ms: number): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    // Making and wiring the nodes took a few ms of a 4x slower CPU in the answer's own task
    // (bench/picking-screen.ts): the next one is made once the tablet is idle again.
    const oscillator = readyTones.get(frequency) ?? wiredOscillator(audio, frequency);
    readyTones.delete(frequency);
    oscillator.start();
    oscillator.stop(audio.currentTime + ms / 1000);
    whenIdle(prepareTones);
  } catch {
    // No audio device: the colour and text still answer.
  }
}

export function scanSucceeded(): void {
  tone(SUCCESS_HZ, 120);
  navigator.vibrate?.(200);
}

export function scanFailed(): void {
  tone(FAILURE_HZ, 400);
  navigator.vibrate?.([200, 100, 200]);
}
