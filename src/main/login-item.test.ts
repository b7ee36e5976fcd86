import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyLinuxAutostart, startsAtLogin } from './login-item';

describe('start at login', () => {
  it('is on for the conveyor kiosk only', () => {
    expect(startsAtLogin('conveyor-kiosk')).toBe(true);
    expect(startsAtLogin('supervisor')).toBe(false);
    expect(startsAtLogin('all-in-one')).toBe(false);
  });

  it('writes and removes the XDG autostart entry', () => {
    const configDir = mkdtempSync(join(tmpdir(), 'doca-xdg-'));
    const entry = join(configDir, 'autostart', 'doca.desktop');
    applyLinuxAutostart({ enabled: true, configDir, executable: '/opt/Doca/Doca "1".AppImage' });
    expect(readFileSync(entry, 'utf8')).toContain('Exec="/opt/Doca/Doca \\"1\\".AppImage"');
    applyLinuxAutostart({ enabled: false, configDir, executable: '/opt/Doca/doca' });
    expect(existsSync(entry)).toBe(false);
  });
});
