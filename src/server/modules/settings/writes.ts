// Writes of the settings hub: the settings row, separation groups and route-colour printers
// (spec/panel.md §4 'Scanner rules in group edit', §5, §8 messages).
import { eq } from 'drizzle-orm';
import type {
  Printer,
  SeparationGroup,
  SettingsUpdate,
  separationGroupWriteSchema,
} from '../../../shared/contract/settings';
import type { z } from 'zod';
import { isRouteColour } from '../../../shared/domain/route-colours';
import { editNeedsTwoFactor, hasScanner } from '../../../shared/domain/separation-group-rules';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { printers, separationGroups, settings } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { requireTwoFactorCode } from '../two-factor/service';
import { getSettings, listSeparationGroups, readSettingsRow } from './service';

type GroupWrite = z.infer<typeof separationGroupWriteSchema>;

export async function updateSettings(app: AppContext, update: SettingsUpdate) {
  const values: Partial<typeof settings.$inferInsert> = {
    separations: update.separations,
    prePickingValidityCheck: update.prePickingValidityCheck,
    goalSeparate: update.goal,
    stickersByBox: update.stickers,
    palletLimitWeight: update.palletLimitWeight === undefined ? undefined : Math.round(update.palletLimitWeight * 1000),
    palletLimitWholesaleBox: update.palletLimitWholesaleBox,
    numberOfSeparators: update.numberOfSeparators,
    peakDays: update.peakDays ? [...new Set(update.peakDays)] : undefined,
  };
  const changed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(changed).length === 0) throw badRequest('Nenhuma configuração informada.');
  await app.db.update(settings).set({ ...changed, updatedAt: app.now() }).where(eq(settings.id, 1));
  return getSettings(app.db);
}

async function checkGroupRules(db: DbOrTx, write: GroupWrite): Promise<void> {
  if (write.camScanner && write.infraredScanner) {
    throw badRequest('Câmera e leitor infravermelho não podem ser ligados juntos.');
  }
  const orderTypes = [write.pjOrders, write.pfOrders, write.kaOrders, write.criticalOrders, write.ifoodOrders, write.dinamicPriceOrders];
  if (write.separationGroupCommands && !orderTypes.some(Boolean)) {
    throw badRequest('Selecione pelo menos um tipo de pedido para o grupo decidir.');
  }
  const { separations } = await readSettingsRow(db);
  if (write.stepsWithoutScanner.some((step) => step > separations)) {
    throw badRequest(`As etapas vão de 1 a ${separations}.`);
  }
  if (hasScanner(write) && new Set(write.stepsWithoutScanner).size >= separations) {
    throw badRequest('Marque pelo menos uma etapa');
  }
}

function groupValues(write: GroupWrite) {
  const decides = write.separationGroupCommands;
  return {
    separationGroup: write.separationGroup,
    marketNumber: write.marketNumber,
    camScanner: write.camScanner,
    infraredScanner: write.infraredScanner,
    fastTrack: true,
    // A manual group takes only the orders directed to it: its order types do not apply.
    receivePjOrders: decides && write.pjOrders,
    receivePfOrders: decides && write.pfOrders,
    receiveKaOrders: decides && write.kaOrders,
    receiveCriticalOrders: decides && write.criticalOrders,
    receiveIfoodOrders: decides && write.ifoodOrders,
    receiveDynamicPriceOrders: decides && write.dinamicPriceOrders,
    separationGroupCommands: decides,
    hasConference: write.hasConference,
    hasCountByStep: write.hasCountByStep,
    stepsWithoutScanner: [...new Set(write.stepsWithoutScanner)].sort((a, b) => a - b),
  };
}

async function groupByNumber(db: DbOrTx, separationGroup: number): Promise<SeparationGroup> {
  const group = (await listSeparationGroups(db)).find((entry) => entry.separation_group === separationGroup);
  if (!group) throw notFound(`Grupo de separação ${separationGroup} não encontrado.`);
  return group;
}

async function refuseTakenNumber(db: DbOrTx, separationGroup: number, exceptId?: number) {
  const [taken] = await db.select().from(separationGroups).where(eq(separationGroups.separationGroup, separationGroup));
  if (taken && taken.id !== exceptId) throw conflict(`Grupo de separação ${separationGroup} já existe.`);
}

export async function createSeparationGroup(app: AppContext, write: GroupWrite): Promise<SeparationGroup> {
  await checkGroupRules(app.db, write);
  await refuseTakenNumber(app.db, write.separationGroup);
  await app.db.insert(separationGroups).values({ ...groupValues(write), createdAt: app.now() });
  return groupByNumber(app.db, write.separationGroup);
}

export async function updateSeparationGroup(app: AppContext, callerId: number, id: number, write: GroupWrite): Promise<SeparationGroup> {
  const [before] = await app.db.select().from(separationGroups).where(eq(separationGroups.id, id));
  if (!before) throw notFound('Grupo de separação não encontrado.');
  await checkGroupRules(app.db, write);
  await refuseTakenNumber(app.db, write.separationGroup, id);
  if (editNeedsTwoFactor(before, write)) await requireTwoFactorCode(app, callerId, write.dynamicKey);
  await app.db.update(separationGroups).set(groupValues(write)).where(eq(separationGroups.id, id));
  return groupByNumber(app.db, write.separationGroup);
}

export async function deleteSeparationGroup(db: DbOrTx, separationGroup: number) {
  const deleted = await db.delete(separationGroups).where(eq(separationGroups.separationGroup, separationGroup)).returning();
  if (deleted.length === 0) throw notFound(`Grupo de separação ${separationGroup} não encontrado.`);
  return { message: `Grupo de separação ${separationGroup} excluído com sucesso!` };
}

// ---- Printers ----

function toPrinter(row: typeof printers.$inferSelect): Printer {
  if (!isRouteColour(row.colorRoute)) throw new Error(`unknown route colour ${row.colorRoute}`);
  return { id: row.id, printer_name: row.printerName, color_route: row.colorRoute };
}

export async function listPrinters(db: DbOrTx): Promise<Printer[]> {
  const rows = await db.select().from(printers).orderBy(printers.colorRoute);
  return rows.map(toPrinter);
}

export async function createPrinter(app: AppContext, printerName: string, colorRoute: string): Promise<Printer> {
  if (!isRouteColour(colorRoute)) throw badRequest('Nenhuma cor selecionada!');
  const [taken] = await app.db.select().from(printers).where(eq(printers.colorRoute, colorRoute));
  if (taken) throw conflict(`A cor de rota ${colorRoute} já tem impressora.`);
  const [row] = await app.db
    .insert(printers)
    .values({ printerName: printerName.toUpperCase(), colorRoute, createdAt: app.now() })
    .returning();
  return toPrinter(row!);
}

export async function updatePrinter(db: DbOrTx, id: number, newPrinterName: string): Promise<Printer> {
  const [row] = await db.update(printers).set({ printerName: newPrinterName.toUpperCase() }).where(eq(printers.id, id)).returning();
  if (!row) throw notFound('Impressora não encontrada.');
  return toPrinter(row);
}

export async function deletePrinter(db: DbOrTx, id: number) {
  const deleted = await db.delete(printers).where(eq(printers.id, id)).returning();
  if (deleted.length === 0) throw notFound('Impressora não encontrada.');
  return { message: 'Cor de rota excluida com sucesso' };
}
