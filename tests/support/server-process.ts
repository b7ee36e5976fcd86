// A real server process (src/server/main.ts) on loopback, for tests that need several
// processes or need to kill one: started with its own environment, ready once /api/ready
// answers, stopped gently or killed outright.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { once } from 'node:events';

export interface ServerProcess {
  url: string;
  /** SIGKILL: the process dies at once, with requests and socket messages in flight. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

async function waitReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms:\n${output()}`);
}

// These processes play a whole floor from one address, and with Redis they count in one
// place with every other test: the per-client caps (tested in rate-limits.db.test.ts) would
// refuse a floor's worth of sign-ins.
const UNLIMITED_CALLS = {
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
  RATE_LIMIT_INTEGRATION_PER_MINUTE: '1000000',
  RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000',
  // A process killed and restarted beside others lags while it catches up: shed only when stuck.
  MAX_EVENT_LOOP_DELAY_MS: '10000',
};

export async function startServerProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', RENDERER_DIR: '/nonexistent', ...UNLIMITED_CALLS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const exited = () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, 'exit').then(() => undefined));
  try {
    await waitReady(url, child, () => log, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    kill: async () => {
      child.kill('SIGKILL');
      await exited();
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited();
    },
  };
}
