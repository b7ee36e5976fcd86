// Every scan answers at once with a sound and a vibration as well as the screen's colour and
// text (spec/operator.md §4 'Scanner lock': vibration 200 ms).
let audio: AudioContext | null = null;

function tone(frequency: number, ms: number): void {
  try {
    audio ??= new AudioContext();
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
