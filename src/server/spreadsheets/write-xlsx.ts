// The one spreadsheet writer (its reader is read-rows.ts): streams a one-sheet .xlsx with
// exceljs's WorkbookWriter, rows written as they come from the database in batches, so a
// 100,000-row report never sits whole in memory.
import { once } from 'node:events';
import { PassThrough, Writable } from 'node:stream';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import ExcelJS from 'exceljs';
import type { FileReply } from '../../shared/contract/endpoint';

dayjs.extend(utc);
dayjs.extend(timezone);

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type CellValue = string | number | boolean | Date | null;

const HOUR_MS = 3_600_000;

/**
 * Moments as real spreadsheet dates on the centre's clock (issue 20: text dates do not sort):
 * a spreadsheet date has no time zone, so the centre's wall-clock time is written as is, and
 * the column shows it as DD/MM/YYYY HH:mm:ss (REPORT_DATE_TIME). Zone conversion is slow per
 * call, so the zone's offset is looked up once per hour of the report.
 */
export function centreWallClock(zone: string): (value: string | Date) => Date {
  const offsets = new Map<number, number>();
  return (value) => {
    const time = new Date(value).getTime();
    const hour = Math.floor(time / HOUR_MS);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = dayjs(time).tz(zone).utcOffset();
      offsets.set(hour, offset);
    }
    return new Date(time + offset * 60_000);
  };
}

export interface SheetColumn {
  header: string;
  width?: number;
  /** The cells' number format, e.g. a date's (REPORT_DATE_TIME); columns without one are plain. */
  numFmt?: string;
}

/** Dates and times as the screens write them (spec/panel.md §9), in Excel's format codes. */
export const REPORT_DATE_TIME = 'dd/mm/yyyy hh:mm:ss';

export interface XlsxReport {
  filename: string;
  sheetName: string;
  columns: SheetColumn[];
  /** Batches of rows, in order; the stream ends after the last one. */
  rows: AsyncIterable<CellValue[][]>;
}

/**
 * A stream in front of `output` that takes a chunk only once `output` took the last one, so it
 * fills (writableNeedDrain) when the client reads slower than the workbook is written: the
 * writer's signal to stop taking rows. `output` itself never fills, as the zip's pipe waits on it.
 */
function pacedBy(output: Writable): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      if (output.write(chunk)) done();
      else output.once('drain', () => done());
    },
    final(done) {
      output.end(done);
    },
    destroy(error, done) {
      if (error) output.destroy(error);
      done(error);
    },
  });
}

/** The sheet's XML waiting for the zip beyond which the writer stops taking rows. */
const ZIP_QUEUE_BYTES = 256 * 1024;

interface ZipQueue extends NodeJS.EventEmitter {
  _writableState: { length: number };
}

/**
 * Where the sheet's XML waits for the zip to deflate it. exceljs writes each row into it
 * without heeding its back-pressure (exceljs issue #734), and a batch of rows is written
 * without a pause, so the XML piled up there: 45 MB of a 145,000-row month, most of the
 * export's growth in memory (docs/performance.md 'year-of-data'). Not in exceljs's types: the
 * sheet's stream hands its bytes to the archiver's PassThrough, the first of its `pipes`;
 * checked here so that another exceljs fails every export's test instead of losing the bound.
 */
function zipQueue(sheet: ExcelJS.Worksheet): ZipQueue {
  const queue = (sheet as unknown as { stream?: { pipes?: Partial<ZipQueue>[] } }).stream?.pipes?.[0];
  if (typeof queue?._writableState?.length !== 'number' || typeof queue.once !== 'function') {
    throw new Error("exceljs changed: the sheet's zip queue is not where write-xlsx.ts reads it");
  }
  return queue as ZipQueue;
}

/** Writes the report into `output` and resolves once the workbook is complete. */
export async function writeXlsx(report: Omit<XlsxReport, 'filename'>, output: Writable): Promise<void> {
  // No shared strings and light compression: the writer's cost is per cell. Styles only when
  // a column needs a format (dates), as they cost about as much again.
  const paced = pacedBy(output);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: paced,
    useStyles: report.columns.some((column) => column.numFmt !== undefined),
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(report.sheetName);
  sheet.columns = report.columns.map((column) => ({
    header: column.header,
    width: column.width ?? 18,
    ...(column.numFmt !== undefined && { style: { numFmt: column.numFmt } }),
  }));
  sheet.getRow(1).commit();
  const queue = zipQueue(sheet);
  for await (const batch of report.rows) {
    for (const row of batch) {
      sheet.addRow(row).commit();
      if (queue._writableState.length > ZIP_QUEUE_BYTES) await once(queue, 'drain');
    }
    // The zip follows the output's back-pressure: past a batch, wait until the client has read.
    if (paced.writableNeedDrain) await once(paced, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}

/** The reply of a download route: the workbook streams while it is written. */
export function xlsxReply(report: XlsxReport, onError: (error: unknown) => void): FileReply {
  const body = new PassThrough();
  writeXlsx(report, body).catch((error: unknown) => {
    onError(error);
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { contentType: XLSX_CONTENT_TYPE, body, filename: report.filename };
}
