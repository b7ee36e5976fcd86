// The performance downloads: the date rules of spec/panel.md §5 checked before anything
// streams, then one streamed .xlsx per report.
import type { FileReply } from '../../../shared/contract/endpoint';
import { reportDayError, reportRangeError, type DateRuleError } from '../../../shared/domain/date-ranges';
import { addDays, atLocalTime, operationDate, type IsoDate } from '../../../shared/domain/operation-day';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { REPORT_DATE_TIME, xlsxReply, type SheetColumn } from '../../spreadsheets/write-xlsx';
import { readSettingsRow } from '../settings/service';
import { breaks, finishedOrders, timeByLevel, timeBySeparator, timeBySku, type Period } from './queries';

type RowSource = (db: AppContext['db'], period: Period) => AsyncGenerator<(string | number | boolean | Date | null)[][]>;

export interface ReportDefinition {
  name: string;
  sheetName: string;
  columns: SheetColumn[];
  rows: RowSource;
}

export const REPORTS = {
  ordersBySeparator: {
    name: 'pedidos-por-separador',
    sheetName: 'Pedidos',
    columns: [
      { header: 'Pedido', width: 14 },
      { header: 'Separador', width: 20 },
      { header: 'Grupo', width: 8 },
      { header: 'Início', width: 20, numFmt: REPORT_DATE_TIME },
      { header: 'Fim', width: 20, numFmt: REPORT_DATE_TIME },
      { header: 'Tempo de separação (s)', width: 22 },
      { header: 'Itens', width: 8 },
    ],
    rows: finishedOrders,
  },
  timeBySeparator: {
    name: 'tempo-por-separador',
    sheetName: 'Tempo por separador',
    columns: [
      { header: 'Separador', width: 20 },
      { header: 'Pedidos', width: 10 },
      { header: 'Tempo médio separando (min)', width: 26 },
      { header: 'Tempo médio ocioso (min)', width: 24 },
      { header: 'Tempo total separando (s)', width: 24 },
      { header: 'Tempo total ocioso (s)', width: 22 },
    ],
    rows: timeBySeparator,
  },
  breaksBySeparator: {
    name: 'quebras-por-separador',
    sheetName: 'Quebras',
    columns: [
      { header: 'Separador', width: 20 },
      { header: 'Pedido', width: 14 },
      { header: 'Produto', width: 36 },
      { header: 'Motivo', width: 16 },
    ],
    rows: breaks,
  },
  timeBySku: {
    name: 'tempo-por-sku',
    sheetName: 'Tempo por SKU',
    columns: [
      { header: 'SKU', width: 10 },
      { header: 'Produto', width: 36 },
      { header: 'Itens separados', width: 16 },
      { header: 'Tempo médio por item (s)', width: 24 },
    ],
    rows: timeBySku,
  },
  timeByLevel: {
    name: 'tempo-por-etapa',
    sheetName: 'Tempo por etapa',
    columns: [
      { header: 'Etapa', width: 12 },
      { header: 'Itens separados', width: 16 },
      { header: 'Tempo médio por item (s)', width: 24 },
      { header: 'Tempo total (s)', width: 16 },
    ],
    rows: timeByLevel,
  },
} satisfies Record<string, ReportDefinition>;

function refuse(error: DateRuleError | null): void {
  if (error) throw badRequest(error.message);
}

async function periodOf(app: AppContext, first: IsoDate, last: IsoDate): Promise<Period> {
  const { timeZone } = await readSettingsRow(app.db);
  return { start: atLocalTime(first, '00:00', timeZone), end: atLocalTime(addDays(last, 1), '00:00', timeZone), zone: timeZone };
}

function stream(app: AppContext, report: ReportDefinition, period: Period, label: string): FileReply {
  return xlsxReply(
    {
      filename: `${report.name}-${label}.xlsx`,
      sheetName: report.sheetName,
      columns: report.columns,
      rows: report.rows(app.db, period),
    },
    (error) => console.error(`report ${report.name} failed while streaming`, error),
  );
}

/** A two-date report after the range rule (before today, at most 6 days). */
export async function rangeReport(app: AppContext, report: ReportDefinition, first?: IsoDate, last?: IsoDate): Promise<FileReply> {
  const { timeZone } = await readSettingsRow(app.db);
  refuse(reportRangeError(first ?? null, last ?? null, operationDate(app.now(), timeZone)));
  return stream(app, report, await periodOf(app, first!, last!), `${first}_${last}`);
}

/** A single-day report after the day rule (one day, not a Saturday). */
export async function dayReport(app: AppContext, report: ReportDefinition, date?: IsoDate): Promise<FileReply> {
  refuse(reportDayError(date ?? null));
  return stream(app, report, await periodOf(app, date!, date!), date!);
}
