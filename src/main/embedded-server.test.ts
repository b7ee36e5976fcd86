import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../server/config';
import { embeddedServerConfig, planServer, startEmbeddedServer } from './embedded-server';
import { createServerStatusFeed } from './server-status';
import { DEFAULT_STATION_SETTINGS, type StationSettings } from './station';

const resources = { rendererDir: '/app.asar/out/renderer', migrationsFolder: '/app.asar/out/main/migrations' };
const embeddedPlan = { kind: 'embedded' as const, host: '127.0.0.1', port: 3000 };

describe('planServer', () => {
  it('runs the server in-process on an all-in-one station', () => {
    expect(planServer(DEFAULT_STATION_SETTINGS)).toEqual(embeddedPlan);
  });

  it('ignores serverUrl on an all-in-one: it is its own centre', () => {
    expect(planServer({ ...DEFAULT_STATION_SETTINGS, serverUrl: 'http://10.0.0.2:3000' }).kind).toBe('embedded');
  });

  it.each(['conveyor-kiosk', 'fixed-reader', 'supervisor'] as const)('%s uses the centre server', (role) => {
    const settings: StationSettings = { ...DEFAULT_STATION_SETTINGS, role, serverUrl: 'http://10.0.0.2:3000' };
    expect(planServer(settings)).toEqual({ kind: 'remote', url: 'http://10.0.0.2:3000' });
  });

  it('throws for a remote role without a server URL', () => {
    expect(() => planServer({ ...DEFAULT_STATION_SETTINGS, role: 'supervisor' })).toThrow(/serverUrl/);
  });
});

describe('embeddedServerConfig', () => {
  const build = (env: NodeJS.ProcessEnv) =>
    embeddedServerConfig({ plan: embeddedPlan, env, userDataDir: '/home/op/.config/Doca', resources, configFromEnv, log: (line) => logged.push(line) });
  const logged: string[] = [];

  it('sends the server’s log lines to the station’s log file', () => {
    logged.length = 0;
    build({}).logLine!('{"level":30,"msg":"Server listening"}');
    expect(logged).toEqual(['server {"level":30,"msg":"Server listening"}']);
  });

  it('keeps the data in userData and serves the app’s own build', () => {
    const config = build({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      dataDir: join('/home/op/.config/Doca', 'data'),
      rendererDir: resources.rendererDir,
      migrationsFolder: resources.migrationsFolder,
      databaseUrl: undefined,
    });
  });

  it('takes the CLI variables the station does not decide', () => {
    const config = build({ DATABASE_URL: 'postgres://db/doca', JWT_SECRET: 's3cret', TZ_CENTRE: 'America/Manaus', SEED_DEMO: '0' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://db/doca', jwtSecret: 's3cret', timeZone: 'America/Manaus', seedDemo: false });
  });

  it('lets PORT, HOST and DATA_DIR override the station when set', () => {
    const config = build({ PORT: '4100', HOST: '0.0.0.0', DATA_DIR: ':memory:' });
    expect(config).toMatchObject({ port: 4100, host: '0.0.0.0', inMemory: true, dataDir: undefined });
  });

  it('never lets RENDERER_DIR swap the packaged web app', () => {
    expect(build({ RENDERER_DIR: '/tmp/other' }).rendererDir).toBe(resources.rendererDir);
  });
});

describe('startEmbeddedServer', () => {
  const config = embeddedServerConfig({ plan: embeddedPlan, env: {}, userDataDir: '/u', resources, configFromEnv, log: () => undefined });

  it('reports starting, running and stopping', async () => {
    const status = createServerStatusFeed({ state: 'starting' });
    const seen: string[] = [];
    status.subscribe((s) => seen.push(s.state));
    const close = vi.fn(async () => {});
    const startServer = vi.fn(async () => ({ url: 'http://127.0.0.1:3000', close }));

    const server = await startEmbeddedServer({ config, startServer, status });
    expect(startServer).toHaveBeenCalledWith(config);
    expect(status.current()).toEqual({ state: 'running', url: 'http://127.0.0.1:3000' });

    await server.close();
    expect(close).toHaveBeenCalled();
    expect(seen).toEqual(['starting', 'running', 'stopping']);
  });

  it('reports a failure with its message and rethrows', async () => {
    const status = createServerStatusFeed({ state: 'starting' });
    const startServer = vi.fn(async () => {
      throw new Error('listen EADDRINUSE 127.0.0.1:3000');
    });
    await expect(startEmbeddedServer({ config, startServer, status })).rejects.toThrow(/EADDRINUSE/);
    expect(status.current()).toEqual({ state: 'failed', message: 'listen EADDRINUSE 127.0.0.1:3000' });
  });
});
