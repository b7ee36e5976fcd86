import { describe, expect, it } from 'vitest';
import type { LineEnding } from '../../shared/bridge';
import { createLineFramer } from './line-framer';

function frame(lineEnding: LineEnding, chunks: (string | Uint8Array)[], maxLength?: number) {
  const codes: string[] = [];
  const overflows: number[] = [];
  const framer = createLineFramer({ lineEnding, maxLength, onCode: (code) => codes.push(code), onOverflow: (n) => overflows.push(n) });
  for (const chunk of chunks) framer.push(chunk);
  return { codes, overflows };
}

describe('createLineFramer', () => {
  it('joins a code split across chunks', () => {
    expect(frame('cr', ['12345', '-00', '1\r']).codes).toEqual(['12345-001']);
  });

  it('splits several codes in one chunk and keeps the unfinished tail', () => {
    const framer = frame('lf', ['A1\nB2\nC', '3\n']);
    expect(framer.codes).toEqual(['A1', 'B2', 'C3']);
  });

  it('reads CRLF even when CR and LF arrive in different chunks', () => {
    expect(frame('crlf', ['789\r', '\n790\r\n']).codes).toEqual(['789', '790']);
  });

  it('takes CR, LF and CRLF under `any`, without empty codes', () => {
    expect(frame('any', ['a\r', '\nb\nc\r\r\nd\r']).codes).toEqual(['a', 'b', 'c', 'd']);
  });

  it('ignores stray CR/LF that are not the configured ending', () => {
    expect(frame('lf', ['a\rb\n']).codes).toEqual(['ab']);
  });

  it('drops a run longer than the limit and reads the next code normally', () => {
    const { codes, overflows } = frame('lf', ['x'.repeat(10), 'y'.repeat(10), '\nok\n'], 16);
    expect(codes).toEqual(['ok']);
    expect(overflows).toHaveLength(1);
  });

  it('decodes bytes, including multi-chunk buffers', () => {
    const bytes = new TextEncoder().encode('QR;123;4\r\n');
    expect(frame('crlf', [bytes.slice(0, 4), bytes.slice(4)]).codes).toEqual(['QR;123;4']);
  });
});
