// The station's settings: what this machine is for and which server it uses. They live in
// electron-store's `station.json` in the user data folder (station-store.ts), so IT can
// edit them per machine; DOCA_STATION_ROLE and DOCA_SERVER_URL override them for a
// deployment script. Everything here is plain data and zod, tested without Electron.
import { z } from 'zod';
import {
  HID_FORMATS,
  LINE_ENDINGS,
  READER_USES,
  STATION_ROLES,
  type PrinterSettings,
  type ReaderSettings,
  type StationSettingsInput,
} from '../shared/bridge';
import { STATION_KEY_PREFIX } from '../shared/contract/stations';
import { isSerialDevicePath, isUsbPrinterPath, SERIAL_PATH_MESSAGE, USB_PRINTER_PATH_MESSAGE } from './devices/device-paths';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const embeddedServerSchema = z.object({
  /** Loopback by default; 0.0.0.0 lets the centre's tablets reach this all-in-one. */
  host: z.string().min(1).default('127.0.0.1'),
  /** Fixed, so the page's origin (and what the browser keeps for it) survives restarts. */
  port: z.number().int().min(1).max(65535).default(3000),
});

const readerId = z.string().trim().min(1).max(40);
/** Only device names: the page that sends settings must never name a file (devices/device-paths.ts). */
const serialPath = z.string().trim().refine((path) => isSerialDevicePath(path), SERIAL_PATH_MESSAGE);
const usbId = z.number().int().min(0).max(0xffff);

export const readerSettingsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('serial'),
    id: readerId,
    use: z.enum(READER_USES),
    path: serialPath,
    baudRate: z.number().int().min(300).max(921600),
    dataBits: z.union([z.literal(7), z.literal(8)]),
    parity: z.enum(['none', 'even', 'odd']),
    stopBits: z.union([z.literal(1), z.literal(2)]),
    lineEnding: z.enum(LINE_ENDINGS),
  }),
  z.object({
    kind: z.literal('hid'),
    id: readerId,
    use: z.enum(READER_USES),
    vendorId: usbId,
    productId: usbId,
    format: z.enum(HID_FORMATS).default('pos'),
  }),
]) satisfies z.ZodType<ReaderSettings>;

export const printerSettingsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tcp'), host: z.string().trim().min(1), port: z.number().int().min(1).max(65535) }),
  z.object({ kind: z.literal('serial'), path: serialPath, baudRate: z.number().int().min(300).max(921600) }),
  z.object({ kind: z.literal('usb'), path: z.string().trim().refine((path) => isUsbPrinterPath(path), USB_PRINTER_PATH_MESSAGE) }),
]) satisfies z.ZodType<PrinterSettings>;

const readersSchema = z.array(readerSettingsSchema).refine((readers) => new Set(readers.map((r) => r.id)).size === readers.length, {
  message: 'reader ids must be unique',
});

const stationKeySchema = z
  .string()
  .trim()
  .max(200)
  .refine((key) => key.startsWith(STATION_KEY_PREFIX) && key.length > STATION_KEY_PREFIX.length, {
    message: `a chave da estação começa com ${STATION_KEY_PREFIX}: crie uma no painel, em Estações`,
  });

/** Requires a centre server for every role except all-in-one, which runs its own. */
function requireServerUrl(settings: { role: string; serverUrl?: string }, context: z.RefinementCtx): void {
  if (settings.role !== 'all-in-one' && !settings.serverUrl) {
    context.addIssue({
      code: 'custom',
      path: ['serverUrl'],
      message: `a ${settings.role} station needs serverUrl (the centre server)`,
    });
  }
}

/** What the settings screen sends (saveSettings); checked again here, never trusted. */
export const stationSettingsInputSchema = z
  .object({
    role: z.enum(STATION_ROLES),
    serverUrl: httpUrl.optional(),
    readers: readersSchema,
    printer: printerSettingsSchema.optional(),
    /** A new key; '' removes the stored one; absent keeps it. */
    stationKey: z.union([stationKeySchema, z.literal('')]).optional(),
    stationKeyKept: z.boolean().optional(),
  })
  .superRefine(requireServerUrl) satisfies z.ZodType<StationSettingsInput>;

export const stationSettingsSchema = z
  .object({
    role: z.enum(STATION_ROLES).default('all-in-one'),
    /** The centre server; required by every role except all-in-one, which runs its own. */
    serverUrl: httpUrl.optional(),
    embeddedServer: embeddedServerSchema.default({ host: '127.0.0.1', port: 3000 }),
    readers: readersSchema.default([]),
    printer: printerSettingsSchema.optional(),
    /** What the conveyor link sends its reads with (sealed at rest, station-secrets.ts). */
    stationKey: stationKeySchema.optional(),
    /** The owner's code's hash (station-admin-code.ts); never sent by or to the page. */
    adminCodeHash: z.string().optional(),
    /**
     * The one plain-http server address the owner allows (a LAN server without a certificate),
     * written in station.json by IT; the page may name no other http address.
     */
    plainHttpServer: httpUrl.optional(),
  })
  .superRefine(requireServerUrl);

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


/** The part of the settings the screen edits: never the key, only whether one is kept. */
export function settingsInputOf(settings: StationSettings): StationSettingsInput {
  const { role, serverUrl, readers, printer, stationKey } = settings;
  return {
    role,
    readers,
    ...(serverUrl ? { serverUrl } : {}),
    ...(printer ? { printer } : {}),
    ...(stationKey ? { stationKeyKept: true } : {}),
  };
}

/**
 * The settings to store after the screen saved `input`: the screen's fields replace the
 * stored ones (a cleared printer or server address is removed), the rest is kept. A key
 * belongs to the server that issued it: a new server address drops the stored key unless a
 * new one comes with it, so the station never sends it to a server that did not issue it.
 */
export function mergeSettingsInput(stored: StationSettings, input: StationSettingsInput): StationSettings {
  const { serverUrl: oldUrl, printer: _oldPrinter, stationKey: oldKey, ...kept } = stored;
  const { stationKey: newKey, stationKeyKept: _shown, ...rest } = input;
  const sameServer = rest.serverUrl === oldUrl;
  const stationKey = newKey === '' ? undefined : (newKey ?? (sameServer ? oldKey : undefined));
  return stationSettingsSchema.parse({ ...kept, ...rest, ...(stationKey ? { stationKey } : {}) });
}

export const PLAIN_HTTP_REFUSED =
  'O endereço do servidor precisa começar com https://. Um servidor da rede local sem certificado só com o endereço liberado pelo dono da estação (plainHttpServer em station.json).';

/**
 * Refuses a plain-http server address the owner did not allow, where the page could send the
 * station's key and its readers' codes: https, the owner's `plainHttpServer`, or the address
 * already stored (the owner's, or one checked when it was saved) pass.
 */
export function assertServerAddressAllowed(stored: StationSettings, input: StationSettingsInput): void {
  const url = input.serverUrl;
  if (!url || new URL(url).protocol === 'https:') return;
  const sameOrigin = (other: string | undefined) => other !== undefined && new URL(other).origin === new URL(url).origin;
  if (!sameOrigin(stored.plainHttpServer) && !sameOrigin(stored.serverUrl)) throw new Error(PLAIN_HTTP_REFUSED);
}

/** Role and server are read once at start; readers, printer and key apply at once. */
export function needsRestart(before: StationSettings, after: StationSettings): boolean {
  return before.role !== after.role || before.serverUrl !== after.serverUrl;
}
