// Start at login: the conveyor kiosk comes up by itself after a power cut, no one at the
// belt has to find a mouse. Windows and macOS take Electron's login item; Linux desktops
// read an XDG autostart entry, which this writes (or removes) itself.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StationRole } from '../shared/bridge';

export function startsAtLogin(role: StationRole): boolean {
  return role === 'conveyor-kiosk';
}

/** The XDG autostart entry for `executable` (the AppImage itself when run from one). */
export function autostartEntry(executable: string): string {
  const quoted = `"${executable.replace(/(["`$\\])/g, '\\$1')}"`;
  return ['[Desktop Entry]', 'Type=Application', 'Name=Doca', `Exec=${quoted}`, 'X-GNOME-Autostart-enabled=true', 'Terminal=false', ''].join('\n');
}

export interface LinuxAutostartInput {
  enabled: boolean;
  /** $XDG_CONFIG_HOME or ~/.config */
  configDir: string;
  executable: string;
}

export function applyLinuxAutostart({ enabled, configDir, executable }: LinuxAutostartInput): void {
  const path = join(configDir, 'autostart', 'doca.desktop');
  if (!enabled) {
    rmSync(path, { force: true });
    return;
  }
  mkdirSync(join(configDir, 'autostart'), { recursive: true });
  writeFileSync(path, autostartEntry(executable));
}
