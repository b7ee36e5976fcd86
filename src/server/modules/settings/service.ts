// Reads of the settings row and the separation groups.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Settings, SeparationGroup } from '../../../shared/contract/settings';
import type { Db, DbOrTx } from '../../db/client';
import { separationGroups, settings } from '../../db/schema';

const SETTINGS_ID = 1;

/**
 * Every database has its settings row: a fresh centre gets the defaults and a random admin
 * code (the conveyor's box-count confirmation) that an administrator can print from 'Token'.
 */
export async function ensureSettingsRow(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values({ id: SETTINGS_ID, token: `ADMIN-${randomBytes(6).toString('hex').toUpperCase()}` })
    .onConflictDoNothing();
}

export async function readSettingsRow(db: DbOrTx) {
  const [row] = await db.select().from(settings).where(eq(settings.id, SETTINGS_ID));
  if (!row) throw new Error('settings row missing: ensureSettingsRow runs at start-up');
  return row;
}

export async function getSettings(db: DbOrTx): Promise<Settings> {
  const row = await readSettingsRow(db);
  return {
    number_of_separators: row.numberOfSeparators,
    goal_separate: row.goalSeparate,
    peak_days: row.peakDays,
    pallet_limit_weight: row.palletLimitWeight / 1000,
    pallet_limit_wholesale_box: row.palletLimitWholesaleBox,
    pre_picking_validity_check: row.prePickingValidityCheck,
    pending_order_blocks_loading: row.pendingOrderBlocksLoading,
    stickers_by_box: row.stickersByBox,
    separations: row.separations,
  };
}

export async function listSeparationGroups(db: DbOrTx): Promise<SeparationGroup[]> {
  const rows = await db.select().from(separationGroups).orderBy(asc(separationGroups.separationGroup));
  return rows.map((group) => ({
    id: group.id,
    separation_group: group.separationGroup,
    market_number: group.marketNumber,
    receive_pj_orders: group.receivePjOrders,
    receive_pf_orders: group.receivePfOrders,
    receive_ka_orders: group.receiveKaOrders,
    receive_critical_orders: group.receiveCriticalOrders,
    receive_ifood_orders: group.receiveIfoodOrders,
    receive_dinamic_price_orders: group.receiveDynamicPriceOrders,
    separation_group_commands: group.separationGroupCommands,
    has_conference: group.hasConference,
    cam_scanner: group.camScanner,
    infrared_scanner: group.infraredScanner,
    has_count_by_step: group.hasCountByStep,
    steps_without_scanner: group.stepsWithoutScanner,
  }));
}
