import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EARLY_BOOT_SCRIPT } from '../src/shared/early-boot';
import { withEarlyBoot } from './vite-early-boot';

describe("index.html's early calls", () => {
  it('go right after the charset, with the exact text the policy hashes', () => {
    const html = withEarlyBoot(readFileSync('src/renderer/index.html', 'utf8'));
    expect(html).toContain(`<meta charset="UTF-8" />\n    <script>${EARLY_BOOT_SCRIPT}</script>\n`);
  });

  it('stop the build when index.html has no charset to follow', () => {
    expect(() => withEarlyBoot('<html><head></head></html>')).toThrow(/charset/);
  });
});
