// Scanner input from three sources behind one hook (ARCHITECTURE.md 'renderer'):
// - a keyboard-wedge reader typing into a hidden input that keeps the focus; every Enter
//   ends one code, so fast readers never merge two codes and slow ones never split one;
// - the Electron bridge (hand readers on serial or HID ports), when the app runs in Doca's
//   desktop window;
// - the device camera through the browser's BarcodeDetector, or a decoding library where the
//   browser has none (barcode-source.ts).
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createCameraDetector, type BarcodeDetectorLike } from './barcode-source';
import { subscribeStationScans } from './station-scans';

export type ScanSource = 'wedge' | 'bridge' | 'camera';

/** The hidden input takes the focus back this often (spec/operator.md §9: 200 ms). */
export const SCAN_INPUT_REFOCUS_MS = 200;
/** The box-label input takes it back every 1000 ms, with a 1 s pause after a scan (§9). */
export const LABEL_INPUT_REFOCUS_MS = 1000;
export const LABEL_SCAN_REFOCUS_PAUSE_MS = 1000;
/** The camera reports a code it keeps seeing only once in this window. */
const CAMERA_REPEAT_MS = 1500;
const CAMERA_POLL_MS = 200;

/** Any browser with a camera can scan: without BarcodeDetector a library decodes. */
function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** Another field (a dialog's quantity, a search box) has the keyboard. */
export function focusIsElsewhere(input: HTMLInputElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === input) return false;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
}

export interface ScannerOptions {
  onCode: (code: string, source: ScanSource) => void;
  /** false stops reading (no codes, no focus taking), e.g. while an unrelated dialog is open. */
  enabled: boolean;
  /** The visually hidden <input> the reader types into (give it `onKeyDown`). */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The <video> that shows the camera while it reads. */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** How often the input takes the focus back (default SCAN_INPUT_REFOCUS_MS). */
  refocusMs?: number;
  /** For this long after a code the input does not take the focus back (default 0). */
  refocusPauseAfterCodeMs?: number;
}

export interface Scanner {
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  cameraSupported: boolean;
  cameraActive: boolean;
  startCamera: () => Promise<void>;
  stopCamera: () => void;
}

export function useScanner({
  onCode,
  enabled,
  inputRef,
  videoRef,
  refocusMs = SCAN_INPUT_REFOCUS_MS,
  refocusPauseAfterCodeMs = 0,
}: ScannerOptions): Scanner {
  const handler = useRef(onCode);
  const lastCodeAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);
  const [active, setActive] = useState(false);
  const stream = useRef<MediaStream | null>(null);
  const detectorRef = useRef<BarcodeDetectorLike | null>(null);

  const emit = useCallback(
    (raw: string, source: ScanSource) => {
      const code = raw.trim();
      if (!code || !enabled) return;
      lastCodeAt.current = Date.now();
      handler.current(code, source);
    },
    [enabled],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      const input = event.currentTarget;
      const code = input.value;
      input.value = '';
      emit(code, 'wedge');
    },
    [emit],
  );

  // Keep the focus on the hidden input while nothing else needs the keyboard.
  useEffect(() => {
    if (!enabled) return;
    const takeFocus = () => {
      const input = inputRef.current;
      if (Date.now() - lastCodeAt.current < refocusPauseAfterCodeMs) return;
      if (input && !focusIsElsewhere(input) && document.activeElement !== input) input.focus({ preventScroll: true });
    };
    takeFocus(); // at once: a code read just after the card appears is not lost
    const timer = setInterval(takeFocus, refocusMs);
    return () => clearInterval(timer);
  }, [enabled, inputRef, refocusMs, refocusPauseAfterCodeMs]);

  // Hand readers of the desktop station.
  useEffect(() => {
    if (!enabled) return;
    return subscribeStationScans((scan) => emit(scan.code, 'bridge'), { use: 'hand' });
  }, [emit, enabled]);

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setActive(false);
  }, []);

  const start = useCallback(async () => {
    detectorRef.current ??= await createCameraDetector();
    stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    setActive(true);
    const video = videoRef.current;
    if (video) {
      video.srcObject = stream.current;
      await video.play();
    }
  }, [videoRef]);

  // While the camera runs, read what it sees; one code is reported once per sighting.
  useEffect(() => {
    const detector = detectorRef.current;
    if (!active || !detector) return;
    // The <video> mounts only once the camera is active: give it the stream now.
    const shown = videoRef.current;
    if (shown && stream.current && shown.srcObject !== stream.current) {
      shown.srcObject = stream.current;
      void shown.play().catch(() => undefined);
    }
    let last = { code: '', at: 0 };
    let reading = false;
    const timer = setInterval(() => {
      const video = videoRef.current;
      if (reading || !video || video.readyState < 2) return;
      reading = true;
      detector
        .detect(video)
        .then((found) => {
          const code = found[0]?.rawValue;
          const now = Date.now();
          if (code && (code !== last.code || now - last.at > CAMERA_REPEAT_MS)) emit(code, 'camera');
          if (code) last = { code, at: now };
        })
        .catch(() => undefined)
        .finally(() => (reading = false));
    }, CAMERA_POLL_MS);
    return () => clearInterval(timer);
  }, [active, emit, videoRef]);

  useEffect(() => stop, [stop]);

  return { onKeyDown, cameraSupported: cameraAvailable(), cameraActive: active, startCamera: start, stopCamera: stop };
}
