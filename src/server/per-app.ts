// State that lives as long as one server instance (its AppContext): caches and batchers made
// on first use, so the CLI, Electron's embedded server and every test app each get their own.
const instances = new WeakMap<object, Map<unknown, unknown>>();

export function perApp<App extends object, T>(make: (app: App) => T): (app: App) => T {
  return (app) => {
    let made = instances.get(app);
    if (!made) instances.set(app, (made = new Map()));
    if (!made.has(make)) made.set(make, make(app));
    return made.get(make) as T;
  };
}
