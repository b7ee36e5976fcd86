// A Chromium driven over the bare DevTools protocol, for bench/first-load.ts: Playwright
// enables the Network domain on every page it drives (its request events), and while it is
// enabled Chrome records each request's initiator and script stack, work a tablet does not
// do. Here only the Page, Runtime and Emulation methods below are called, and the browser
// keeps a profile on disk as a tablet does: Chrome's V8 code cache lives only in a
// disk-backed profile (Playwright's new contexts are in memory, like incognito).
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

type Params = Record<string, unknown>;

interface Pending {
  resolve: (result: Params) => void;
  reject: (error: Error) => void;
}

/** One DevTools connection to the browser; a page's commands carry its session id. */
class Connection {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: Params; error?: { message: string } };
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result ?? {});
    });
  }

  static async open(url: string): Promise<Connection> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return new Connection(socket);
  }

  send(method: string, params: Params = {}, sessionId?: string): Promise<Params> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  close(): void {
    this.socket.close();
  }
}

export interface BareTab {
  /** A DevTools method of this tab's session (e.g. the Profiler's), for what is not wrapped here. */
  send(method: string, params?: Params): Promise<Params>;
  /** Evaluates `expression` in the page and returns its value (JSON-able), awaited if a promise. */
  evaluate<T>(expression: string): Promise<T>;
  /** The same, in the document the last navigation opened, once it is there (within 60 s). */
  evaluateInDocument<T>(expression: string): Promise<T>;
  navigate(url: string): Promise<void>;
  close(): Promise<void>;
}

export interface BareBrowser {
  /** A new tab, CPU throttled `cpuRate` times, running `initScripts` before every document's own. */
  newTab(options: { cpuRate: number; initScripts: string[] }): Promise<BareTab>;
  /** Stores cookies for `url` in the profile (kept `maxAgeSeconds`), before any page asks for it. */
  setCookies(url: string, cookies: { name: string; value: string }[], maxAgeSeconds: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Launches Chromium headless on the profile in `profileDir` (its HTTP and code caches are
 * kept there between launches, as on a tablet's disk).
 */
export async function launchBareChromium(executable: string, args: string[], profileDir: string): Promise<BareBrowser> {
  const child: ChildProcess = spawn(executable, [...args, '--headless', '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stderr! });
    lines.on('line', (line) => {
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(line);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`chromium exited with ${code} before listening`)));
  });
  const connection = await Connection.open(endpoint);

  return {
    async newTab({ cpuRate, initScripts }) {
      const { targetId } = (await connection.send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
      const { sessionId } = (await connection.send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
      const send = (method: string, params?: Params) => connection.send(method, params, sessionId);
      await send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      // Scripts to evaluate on new documents run only with the Page domain enabled.
      if (initScripts.length > 0) await send('Page.enable');
      for (const source of initScripts) await send('Page.addScriptToEvaluateOnNewDocument', { source });
      const evaluate = async <T>(expression: string) => {
        const { result, exceptionDetails } = (await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })) as {
          result: { value?: T };
          exceptionDetails?: { text: string };
        };
        if (exceptionDetails) throw new Error(`evaluate: ${exceptionDetails.text}`);
        return result.value as T;
      };
      return {
        send,
        evaluate,
        async evaluateInDocument<T>(expression: string) {
          const giveUp = Date.now() + 60_000;
          while (Date.now() < giveUp) {
            // about:blank until the navigation commits; a context torn down by it throws.
            const value = await evaluate<T | null>(`location.protocol === 'about:' ? null : (${expression})`).catch(() => null);
            if (value !== null && value !== undefined) return value;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          const showing = await evaluate<string>(`location.href + ': ' + document.body?.innerText.slice(0, 200)`).catch(String);
          throw new Error(`not evaluated within 60 s: ${expression}; the page shows ${showing}`);
        },
        async navigate(url) {
          const { errorText } = (await send('Page.navigate', { url })) as { errorText?: string };
          if (errorText) throw new Error(`navigate ${url}: ${errorText}`);
        },
        async close() {
          await connection.send('Target.closeTarget', { targetId });
        },
      };
    },
    async setCookies(url, cookies, maxAgeSeconds) {
      const expires = Date.now() / 1000 + maxAgeSeconds;
      await connection.send('Storage.setCookies', { cookies: cookies.map((cookie) => ({ ...cookie, url, expires, sameSite: 'Strict' })) });
    },
    /** Closes the browser as a user would, so that it writes its caches to the profile. */
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Its answer may never come: the browser closes the connection as it goes.
      void connection.send('Browser.close').catch(() => undefined);
      const stuck = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(stuck);
      connection.close();
    },
  };
}
