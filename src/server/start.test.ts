import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loggerOf } from './start';
import { seedsDemo } from './config';

describe('the server log', () => {
  it('is off when silent and goes to stdout by default', () => {
    expect(loggerOf({ port: 0, host: '127.0.0.1', logLevel: 'silent' })).toBe(false);
    expect(loggerOf({ port: 0, host: '127.0.0.1', logLevel: 'warn' })).toEqual({ level: 'warn' });
  });

  it('reaches the caller line by line, as JSON, at the chosen level', async () => {
    const lines: string[] = [];
    const logger = loggerOf({ port: 0, host: '127.0.0.1', logLevel: 'info', logLine: (line) => lines.push(line) });
    const server = Fastify({ logger: logger as Exclude<typeof logger, boolean | undefined> });
    server.get('/ping', async () => 'pong');
    await server.inject({ url: '/ping' });
    server.log.debug('not at info');
    await server.close();
    const parsed = lines.map((line) => JSON.parse(line) as { msg: string; level: number });
    expect(parsed.some((line) => line.msg === 'request completed')).toBe(true);
    expect(parsed.every((line) => line.level >= 30)).toBe(true);
    expect(lines.every((line) => !line.endsWith('\n'))).toBe(true);
  });
});

describe('the demo centre', () => {
  it('is seeded on an evaluation start only, or when asked', () => {
    expect(seedsDemo({})).toBe(true);
    expect(seedsDemo({ NODE_ENV: 'production' })).toBe(false);
    expect(seedsDemo({ DATABASE_URL: 'postgres://db/doca' })).toBe(false);
    expect(seedsDemo({ NODE_ENV: 'production', SEED_DEMO: '1' })).toBe(true);
    expect(seedsDemo({ DATABASE_URL: 'postgres://db/doca', SEED_DEMO: 'true' })).toBe(true);
    expect(seedsDemo({ SEED_DEMO: '0' })).toBe(false);
  });
});
