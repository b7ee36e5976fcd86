// The station's settings: what this machine is for and which server it uses. They live in
// electron-store's `station.json` in the user data folder (station-store.ts), so IT can
// edit them per machine; DOCA_STATION_ROLE and DOCA_SERVER_URL override them for a
// deployment script. Everything here is plain data and zod, tested without Electron.
import { z } from 'zod';
import { STATION_ROLES } from '../shared/bridge';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const embeddedServerSchema = z.object({
  /** Loopback by default; 0.0.0.0 lets the centre's tablets reach this all-in-one. */
  host: z.string().min(1).default('127.0.0.1'),
  /** Fixed, so the page's origin (and what the browser keeps for it) survives restarts. */
  port: z.number().int().min(1).max(65535).default(3000),
});

export const stationSettingsSchema = z
  .object({
    role: z.enum(STATION_ROLES).default('all-in-one'),
    /** The centre server; required by every role except all-in-one, which runs its own. */
    serverUrl: httpUrl.optional(),
    embeddedServer: embeddedServerSchema.default({ host: '127.0.0.1', port: 3000 }),
  })
  .superRefine((settings, context) => {
    if (settings.role !== 'all-in-one' && !settings.serverUrl) {
      context.addIssue({
        code: 'custom',
        path: ['serverUrl'],
        message: `a ${settings.role} station needs serverUrl (the centre server)`,
      });
    }
  });

export type StationSettings = z.output<typeof stationSettingsSchema>;

/** What a fresh station writes to its settings file: an all-in-one that works at once. */
export const DEFAULT_STATION_SETTINGS: StationSettings = stationSettingsSchema.parse({});

export type SettingsResult = { ok: true; settings: StationSettings } | { ok: false; problem: string };

/** Validates stored settings with the environment's overrides applied on top. */
export function resolveStationSettings(stored: unknown, env: NodeJS.ProcessEnv = {}): SettingsResult {
  const base = typeof stored === 'object' && stored !== null ? stored : {};
  const overrides: Record<string, unknown> = {};
  if (env.DOCA_STATION_ROLE) overrides.role = env.DOCA_STATION_ROLE;
  if (env.DOCA_SERVER_URL) overrides.serverUrl = env.DOCA_SERVER_URL;

  const parsed = stationSettingsSchema.safeParse({ ...base, ...overrides });
  if (parsed.success) return { ok: true, settings: parsed.data };
  return { ok: false, problem: z.prettifyError(parsed.error) };
}

