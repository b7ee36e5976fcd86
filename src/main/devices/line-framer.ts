// Turns a reader's byte stream into codes. Serial readers send a code followed by a line
// ending, but the bytes arrive in whatever chunks the driver hands over: half a code, or
// three codes at once. The framer keeps the unfinished tail between chunks.
import type { LineEnding } from '../../shared/bridge';

export interface LineFramerOptions {
  lineEnding: LineEnding;
  /** A code longer than this is noise (or a reader with the wrong ending): it is dropped. */
  maxLength?: number;
  onCode: (code: string) => void;
  /** Told when a too-long run of bytes was thrown away. */
  onOverflow?: (length: number) => void;
}

export interface LineFramer {
  push(chunk: Uint8Array | string): void;
  /** Forgets a half-read code (after a disconnect, its start belongs to nobody). */
  reset(): void;
}

export const DEFAULT_MAX_CODE_LENGTH = 512;

const CR = '\r';
const LF = '\n';

export function createLineFramer({ lineEnding, maxLength = DEFAULT_MAX_CODE_LENGTH, onCode, onOverflow }: LineFramerOptions): LineFramer {
  const decoder = new TextDecoder('latin1');
  let current = '';
  let overflowing = false;
  // With `crlf`/`any`, a CR may be the first half of a CRLF split across two chunks.
  let lastWasCr = false;

  const endCode = () => {
    if (overflowing) onOverflow?.(current.length);
    else if (current.length > 0) onCode(current);
    current = '';
    overflowing = false;
  };

  const isEnd = (char: string): boolean => {
    switch (lineEnding) {
      case 'cr':
        return char === CR;
      case 'lf':
        return char === LF;
      case 'crlf':
        return char === LF && lastWasCr;
      case 'any':
        // CR ends the code; an LF right after it is the second half of CRLF, not an empty code.
        return char === CR || (char === LF && !lastWasCr);
    }
  };

  return {
    push(chunk) {
      const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      for (const char of text) {
        if (isEnd(char)) {
          endCode();
        } else if (char !== CR && char !== LF) {
          if (current.length >= maxLength) overflowing = true;
          else current += char;
        }
        lastWasCr = char === CR;
      }
    },
    reset() {
      current = '';
      overflowing = false;
      lastWasCr = false;
    },
  };
}
