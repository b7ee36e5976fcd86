// Romaneios: the list, the spreadsheet and the printing rules of spec/panel.md §4 'Route
// printing'. Printing with the scanner needs a loaded route (its boxes were read); without
// the scanner needs the permission, a pending or loading route and finished separation.
// A route is marked printed only after its printer took the document.
import { inArray } from 'drizzle-orm';
import type { FileReply } from '../../../shared/contract/endpoint';
import { ROUTE_LOADING_STATUS_LABEL, type RouteGroup } from '../../../shared/contract/packing-lists';
import { operationDate, type IsoDate } from '../../../shared/domain/operation-day';
import { hasAnyPermission } from '../../../shared/domain/permissions';
import type { RouteLoadingStatus } from '../../../shared/domain/statuses';
import type { AuthUser } from '../../auth/users';
import type { AppContext } from '../../context';
import { routes } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { xlsxReply, type CellValue } from '../../spreadsheets/write-xlsx';
import { readSettingsRow } from '../settings/service';
import { packingListDocument } from './packing-list-document';
import { printerForColour, printOrFail } from '../../printing/printers';
import { orderBoxes, routeGroupBatches, routeGroupPage, routeGroupsByCode, type RouteFilters } from './queries';

export interface ListQuery {
  scheduledDate?: IsoDate;
  isPrinted?: boolean;
  filterByStatus?: RouteLoadingStatus;
  searchRoute?: string;
}

async function dateOr(app: AppContext, date: IsoDate | undefined): Promise<IsoDate> {
  if (date) return date;
  const { timeZone } = await readSettingsRow(app.db);
  return operationDate(app.now(), timeZone);
}

async function filtersOf(app: AppContext, query: ListQuery): Promise<RouteFilters> {
  return {
    date: await dateOr(app, query.scheduledDate),
    isPrinted: query.isPrinted,
    status: query.filterByStatus,
    search: query.searchRoute || undefined,
  };
}

export async function listPackingLists(app: AppContext, query: ListQuery & { page: number; pageSize: number }) {
  const { totalCount, groups } = await routeGroupPage(app.db, await filtersOf(app, query), query.page, query.pageSize);
  return { totalCount, results: Object.fromEntries(groups.map((group) => [group.route, group])) };
}

const SHEET_COLUMNS = [
  { header: 'Rota', width: 8 },
  { header: 'Cor', width: 12 },
  { header: 'Status', width: 12 },
  { header: 'Motorista', width: 22 },
  { header: 'Pedido', width: 12 },
  { header: 'Cliente', width: 32 },
  { header: 'Caixas', width: 8 },
  { header: 'Nota fiscal', width: 12 },
  { header: 'Bairro', width: 20 },
  { header: 'Endereço', width: 32 },
  { header: 'Janela de entrega', width: 16 },
  { header: 'Observações', width: 30 },
];

/** One row per order, route by route, in the order of the list. */
export function sheetRows(group: RouteGroup): CellValue[][] {
  return group.orders.map((order) => {
    const details = order.order_delivery_details;
    const window = details?.scheduled_time_from && details.scheduled_time_to ? `${details.scheduled_time_from.slice(0, 5)} - ${details.scheduled_time_to.slice(0, 5)}` : null;
    return [
      group.route,
      group.colorRoute,
      ROUTE_LOADING_STATUS_LABEL[group.status],
      details?.driver ?? group.driverName,
      order.order_id,
      order.client_name_or_trade,
      orderBoxes(order),
      details?.bill_of_sale_id ?? null,
      details?.neighborhood ?? null,
      details?.shipping_street_and_number ?? null,
      window,
      details?.observations ?? null,
    ];
  });
}

export async function packingListSpreadsheet(app: AppContext, query: ListQuery): Promise<FileReply> {
  const filters = await filtersOf(app, query);
  async function* rows() {
    for await (const groups of routeGroupBatches(app.db, filters)) yield groups.flatMap(sheetRows);
  }
  return xlsxReply({ filename: `romaneios-${filters.date}.xlsx`, sheetName: 'Romaneios', columns: SHEET_COLUMNS, rows: rows() }, (error) =>
    console.error('packing-list spreadsheet failed while streaming', error),
  );
}

/** Why this route may not be printed this way, or null (spec/panel.md §4). */
export function printRefusal(group: RouteGroup, withoutScanner: boolean): string | null {
  if (!withoutScanner) {
    return group.status === 'loaded' ? null : `A rota ${group.route} ainda não foi carregada: imprima com o scanner só depois do carregamento`;
  }
  if (group.status === 'loaded') return `A rota ${group.route} já foi carregada: imprima com o scanner`;
  if (!group.separateFinish) return `A separação da rota ${group.route} ainda não terminou`;
  return null;
}

async function markPrinted(app: AppContext, ids: number[]): Promise<void> {
  if (ids.length > 0) await app.db.update(routes).set({ printed: true, printedAt: app.now() }).where(inArray(routes.id, ids));
}

async function print(app: AppContext, group: RouteGroup, date: IsoDate, withoutScanner: boolean): Promise<void> {
  const printer = await printerForColour(app.db, group.colorRoute);
  await printOrFail(printer, packingListDocument({ group, date, withoutScanner }));
  await markPrinted(app, [group.id]);
}

export async function printSingleRoute(
  app: AppContext,
  user: AuthUser,
  body: { route: string; withoutScanner?: boolean; scheduledDate?: IsoDate },
): Promise<{ message: string }> {
  const withoutScanner = body.withoutScanner === true;
  if (withoutScanner && !hasAnyPermission(user.permissions, ['SeparationPrintShipmentWithoutScanner'])) {
    throw forbidden('Você não tem permissão para imprimir sem scanner.');
  }
  const date = await dateOr(app, body.scheduledDate);
  const [group] = await routeGroupsByCode(app.db, date, [body.route]);
  if (!group) throw notFound(`Rota ${body.route} não encontrada`);
  const refusal = printRefusal(group, withoutScanner);
  if (refusal) throw badRequest(refusal);
  await print(app, group, date, withoutScanner);
  return { message: `Romaneio da rota ${group.route} enviado para impressão` };
}

/**
 * 'Imprimir todas': every route must be printable with the scanner, or none is printed. The
 * driver and boxes the screen sends (spec's payload) are what it showed; the document prints
 * the database's figures, which may be newer.
 */
export async function printManyRoutes(app: AppContext, list: { route: string }[], scheduledDate?: IsoDate): Promise<{ message: string }> {
  const date = await dateOr(app, scheduledDate);
  const codes = [...new Set(list.map((entry) => entry.route))];
  const groups = await routeGroupsByCode(app.db, date, codes);
  const missing = codes.filter((code) => !groups.some((group) => group.route === code));
  if (missing.length > 0) throw notFound(`Rotas não encontradas: ${missing.join(', ')}`);
  const refused = groups.filter((group) => printRefusal(group, false) !== null);
  if (refused.length > 0) throw badRequest(`Rotas ainda não carregadas: ${refused.map((group) => group.route).join(', ')}`);
  // Every printer is known before the first document goes out.
  const jobs = await Promise.all(groups.map(async (group) => ({ group, printer: await printerForColour(app.db, group.colorRoute) })));
  for (const job of jobs) {
    await printOrFail(job.printer, packingListDocument({ group: job.group, date, withoutScanner: false }));
    await markPrinted(app, [job.group.id]);
  }
  return { message: groups.length === 1 ? 'Romaneio enviado para impressão' : `${groups.length} romaneios enviados para impressão` };
}
