// Who may open the station settings: administrators (Tech always passes), and only inside
// the desktop app, which is the only place they mean anything.
import { hasAnyPermission, type Permission } from '@shared/domain/permissions';

export const STATION_SETTINGS_PERMISSIONS: readonly Permission[] = ['Admin'];

export function mayOpenStationSettings(permissions: readonly Permission[]): boolean {
  return typeof window !== 'undefined' && window.station !== undefined && hasAnyPermission(permissions, STATION_SETTINGS_PERMISSIONS);
}
