// The packaged station (issue 19): Electron's fuses as electron-builder flips them in the
// binary. This machine cannot download Electron to build and read a real binary's fuses
// (`npx @electron/fuses read --app dist/…` does that on a packaging machine), so the
// packaging configuration is what is checked: removing or loosening a fuse fails here.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

const config = load(readFileSync('electron-builder.yml', 'utf8')) as { asar?: boolean; electronFuses?: Record<string, boolean> };

describe('the packaged station', () => {
  it("sets Electron's fuses: only its own code, from its own checked archive", () => {
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });
});
