// The centre's configuration: settings, the four separation groups, a printer per route
// colour in use, and the two-factor secrets of the admins.
import { ROUTE_COLOURS, type RouteColour } from '../../shared/domain/route-colours';
import type { DemoContext } from './context';
import type { Row } from './rows';
import { SEPARATOR_COUNT } from './users';

export const ADMIN_TOKEN = 'ADMIN-DOCA-0001';
export const STEPS = 4;
export const PALLET_LIMIT_GRAMS = 300_000;
export const PALLET_LIMIT_WHOLESALE_BOXES = 20;

export function buildSettings(context: DemoContext): void {
  context.rows.settings.push({
    id: 1,
    numberOfSeparators: SEPARATOR_COUNT,
    goalSeparate: 25,
    peakDays: ['Monday', 'Friday'],
    palletLimitWeight: PALLET_LIMIT_GRAMS,
    palletLimitWholesaleBox: PALLET_LIMIT_WHOLESALE_BOXES,
    prePickingValidityCheck: true,
    pendingOrderBlocksLoading: true,
    stickersByBox: 1,
    separations: STEPS,
    token: ADMIN_TOKEN,
    conveyorEnabled: true,
    timeZone: context.zone,
    isDemo: true,
    updatedAt: context.now,
  });
}

export type GroupRow = Row<'separationGroups'> & { separationGroup: number };

/** Group 1 camera, 2 infrared, 3 no scanner (manual, directed orders), 4 with conference. */
export function buildSeparationGroups(context: DemoContext): GroupRow[] {
  const groups: GroupRow[] = [
    {
      separationGroup: 1,
      marketNumber: 1,
      camScanner: true,
      hasCountByStep: true,
      stepsWithoutScanner: [4],
      receiveKaOrders: false,
      receiveCriticalOrders: false,
    },
    {
      separationGroup: 2,
      marketNumber: 1,
      infraredScanner: true,
      stepsWithoutScanner: [1],
      receivePfOrders: false,
      receiveIfoodOrders: false,
      receiveCriticalOrders: false,
    },
    {
      separationGroup: 3,
      marketNumber: 2,
      separationGroupCommands: false,
      receivePjOrders: false,
      receivePfOrders: false,
      receiveKaOrders: false,
      receiveCriticalOrders: false,
      receiveIfoodOrders: false,
      receiveDynamicPriceOrders: false,
    },
    {
      separationGroup: 4,
      marketNumber: 2,
      hasConference: true,
      receivePfOrders: false,
      receiveIfoodOrders: false,
      receiveDynamicPriceOrders: false,
    },
  ];
  for (const group of groups) {
    group.id = context.ids.next('separationGroups');
    group.createdAt = context.now;
    group.stepsWithoutScanner ??= [];
    context.rows.separationGroups.push(group);
  }
  return groups;
}

/**
 * The demo centre's label printer, the one name of every route colour's printer (a printer's
 * name is its address; BRANCA's two white printers are this one too). `npm start` runs it
 * (tools/demo-printer.ts); a real centre names its printers in Configurações > Impressoras.
 */
export const DEMO_LABEL_PRINTER = { host: '127.0.0.1', port: 9100 };

export function buildPrinters(context: DemoContext, colours: Iterable<RouteColour>): void {
  const used = new Set<RouteColour>(colours);
  used.add('BRANCA'); // the two white printers serve orders without a route colour
  for (const colour of Object.keys(ROUTE_COLOURS) as RouteColour[]) {
    if (!used.has(colour)) continue;
    context.rows.printers.push({ id: context.ids.next('printers'), printerName: `${DEMO_LABEL_PRINTER.host}:${DEMO_LABEL_PRINTER.port}`, colorRoute: colour });
  }
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function buildTwoFactorSecrets(context: DemoContext): void {
  const secret = () => Array.from({ length: 32 }, () => context.random.pick([...BASE32])).join('');
  context.rows.twoFactorSecrets.push(
    { id: context.ids.next('twoFactorSecrets'), userId: context.users.admin, secret: secret(), confirmed: true, createdAt: context.now },
    { id: context.ids.next('twoFactorSecrets'), userId: context.users.tech, secret: secret(), confirmed: true, createdAt: context.now },
  );
}
