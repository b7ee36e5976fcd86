// The demo is built in memory as rows with explicit ids (so rows can point at each other
// before anything is written), then inserted table by table in this order, which respects
// every foreign key.
import * as schema from '../db/schema';

export const DEMO_TABLES = {
  permissionGroups: schema.permissionGroups,
  users: schema.users,
  userPermissionGroups: schema.userPermissionGroups,
  twoFactorSecrets: schema.twoFactorSecrets,
  settings: schema.settings,
  separationGroups: schema.separationGroups,
  markets: schema.markets,
  printers: schema.printers,
  products: schema.products,
  clients: schema.clients,
  routes: schema.routes,
  orders: schema.orders,
  orderDeliveryDetails: schema.orderDeliveryDetails,
  works: schema.works,
  separationSteps: schema.separationSteps,
  items: schema.items,
  prePickingTags: schema.prePickingTags,
  weighings: schema.weighings,
  separatorPauses: schema.separatorPauses,
  alerts: schema.alerts,
  breaks: schema.breaks,
  repositions: schema.repositions,
  replenishmentRequests: schema.replenishmentRequests,
  orderConferences: schema.orderConferences,
  boxConferences: schema.boxConferences,
  boxConferenceReads: schema.boxConferenceReads,
  truckLoadings: schema.truckLoadings,
  boxReads: schema.boxReads,
  boxCountChanges: schema.boxCountChanges,
  boxDivergences: schema.boxDivergences,
  boxImages: schema.boxImages,
  labelPrints: schema.labelPrints,
  complaintReasons: schema.complaintReasons,
  complaints: schema.complaints,
} as const;

export type DemoTables = typeof DEMO_TABLES;
export type DemoTable = keyof DemoTables;
export type Row<K extends DemoTable> = DemoTables[K]['$inferInsert'];
export type DemoRows = { [K in DemoTable]: Row<K>[] };

export function emptyRows(): DemoRows {
  return Object.fromEntries(Object.keys(DEMO_TABLES).map((key) => [key, []])) as unknown as DemoRows;
}

/** Sequential ids per table, starting at 1, like the serial columns would give. */
export class Ids {
  private readonly last = new Map<DemoTable, number>();
  next(table: DemoTable): number {
    const id = (this.last.get(table) ?? 0) + 1;
    this.last.set(table, id);
    return id;
  }
}
