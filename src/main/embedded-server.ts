// Whether this station runs the Doca server in its own process, with which settings, and
// starting it. Only an all-in-one station does: it is the whole centre on one machine.
// Every other role talks to the centre server named in its settings.
// The server itself (src/server/start.ts) arrives as a parameter: index.ts imports it
// lazily, so kiosks never load the server, and the tests never start one.
import { join } from 'node:path';
import type { RunningServer, ServerConfig } from '../server/start';
import type { AppResources } from './resource-paths';
import type { ServerStatusFeed } from './server-status';
import type { StationSettings } from './station';

export type ServerPlan =
  | { kind: 'embedded'; host: string; port: number }
  | { kind: 'remote'; url: string };

export function planServer(settings: StationSettings): ServerPlan {
  if (settings.role === 'all-in-one') return { kind: 'embedded', ...settings.embeddedServer };
  // The schema requires serverUrl for every other role; this guards a caller that skipped it.
  if (!settings.serverUrl) throw new Error(`A ${settings.role} station needs serverUrl`);
  return { kind: 'remote', url: settings.serverUrl };
}

export interface EmbeddedConfigInput {
  plan: Extract<ServerPlan, { kind: 'embedded' }>;
  env: NodeJS.ProcessEnv;
  /** Electron's userData folder; the PGlite data lives in its `data/` subfolder. */
  userDataDir: string;
  resources: Pick<AppResources, 'rendererDir' | 'migrationsFolder'>;
  configFromEnv: (env: NodeJS.ProcessEnv) => ServerConfig;
  /** The station's log file: the embedded server's lines go there too. */
  log: (message: string) => void;
}

/**
 * The embedded server's config: the same environment variables as the CLI server (database
 * URL, demo seeding, JWT secret, time zone, log level), then the station's own choices.
 * PORT, HOST and DATA_DIR still win when set, so a launcher script can steer an
 * all-in-one. The renderer and migrations always come from this app's own build, so a
 * packaged app never serves files that do not match its code.
 */
export function embeddedServerConfig({ plan, env, userDataDir, resources, configFromEnv, log }: EmbeddedConfigInput): ServerConfig {
  const fromEnv = configFromEnv(env);
  return {
    ...fromEnv,
    port: env.PORT ? fromEnv.port : plan.port,
    host: env.HOST ? fromEnv.host : plan.host,
    dataDir: env.DATA_DIR ? fromEnv.dataDir : join(userDataDir, 'data'),
    rendererDir: resources.rendererDir,
    migrationsFolder: resources.migrationsFolder,
    logLine: (line) => log(`server ${line}`),
  };
}

export interface StartEmbeddedInput {
  config: ServerConfig;
  startServer: (config: ServerConfig) => Promise<RunningServer>;
  status: ServerStatusFeed;
}

/** Starts the server and reports each step on the status feed; rethrows a failure. */
export async function startEmbeddedServer({ config, startServer, status }: StartEmbeddedInput): Promise<RunningServer> {
  status.set({ state: 'starting' });
  try {
    const server = await startServer(config);
    status.set({ state: 'running', url: server.url });
    return {
      url: server.url,
      close: async () => {
        status.set({ state: 'stopping' });
        await server.close();
      },
    };
  } catch (error) {
    status.set({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}
