// The station's Quit (issue 17): the embedded server stops (its sockets closed, requests in
// flight finished, the database closed), then the readers, the printer ports and the read
// journal. Each step has a time limit: a step that hangs is logged and left behind, so Quit
// always ends (a kiosk that never quits is killed by the system, mid-write).

/** SIGTERM's promise on the server side: stopped within 10 s. */
export const QUIT_STEP_LIMIT_MS = 10_000;

export interface QuitSteps {
  closeServer?: () => Promise<void>;
  stopHardware?: () => Promise<void>;
  log: (message: string) => void;
  limitMs?: number;
}

/** Resolves when `step` ends or `limitMs` passes; says which. Never rejects. */
async function bounded(name: string, step: () => Promise<void>, limitMs: number, log: (message: string) => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limitMs);
  });
  try {
    const outcome = await Promise.race([step().then(() => 'done' as const), late]);
    if (outcome === 'late') log(`${name} did not stop within ${limitMs} ms; quitting anyway`);
  } catch (error) {
    log(`${name} did not stop cleanly: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the closing steps in order, each bounded. */
export async function quitStation({ closeServer, stopHardware, log, limitMs = QUIT_STEP_LIMIT_MS }: QuitSteps): Promise<void> {
  if (closeServer) await bounded('the embedded server', closeServer, limitMs, log);
  if (stopHardware) await bounded('the readers and printers', stopHardware, limitMs, log);
}
