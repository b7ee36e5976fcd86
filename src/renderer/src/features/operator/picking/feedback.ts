// Every scan answers at once with a sound and a vibration as well as the screen's colour and
// text (spec/operator.md §4 'Scanner lock': vibration 200 ms).
let audio: AudioContext | null = null;

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
}

function tone(frequency: number, ms: number): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + ms / 1000);
  } catch {
    // No audio device: the colour and text still answer.
  }
}

export function scanSucceeded(): void {
  tone(1320, 120);
  navigator.vibrate?.(200);
}

export function scanFailed(): void {
  tone(220, 400);
  navigator.vibrate?.([200, 100, 200]);
}
