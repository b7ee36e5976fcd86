// Reading the audit log (issue 18): filtered by person, kind and operation days on the
// centre's clock, newest first, a page at a time or whole as .xlsx.
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AUDIT_PAGE_SIZE, type AuditEntry, type auditFiltersSchema } from '../../../shared/contract/audit';
import type { FileReply } from '../../../shared/contract/endpoint';
import { auditKindLabel } from '../../../shared/domain/audit';
import { dayBounds, operationDate } from '../../../shared/domain/operation-day';
import type { AppContext } from '../../context';
import { auditLog } from '../../db/schema';
import { centreWallClock, REPORT_DATE_TIME, xlsxReply, type CellValue, type SheetColumn } from '../../spreadsheets/write-xlsx';
import { readSettingsRow } from '../settings/service';
import { containsPattern } from '../../db/like';

type AuditFilters = z.infer<typeof auditFiltersSchema>;

function conditionsOf(filters: AuditFilters, timeZone: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.person) conditions.push(ilike(auditLog.actor, containsPattern(filters.person)));
  if (filters.kind) conditions.push(eq(auditLog.kind, filters.kind));
  if (filters.from) conditions.push(gte(auditLog.at, dayBounds(filters.from, timeZone).start));
  if (filters.to) conditions.push(lt(auditLog.at, dayBounds(filters.to, timeZone).end));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

type AuditRow = typeof auditLog.$inferSelect;

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    address: row.address,
    kind: row.kind,
    subject: row.subject,
    details: row.details,
  };
}

export async function listAuditLog(app: AppContext, query: AuditFilters & { page: number }): Promise<{ total: number; entries: AuditEntry[] }> {
  const { timeZone } = await readSettingsRow(app.db);
  const where = conditionsOf(query, timeZone);
  const [rows, [totals]] = await Promise.all([
    app.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    app.db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { total: totals?.total ?? 0, entries: rows.map(entryOf) };
}

const SHEET_COLUMNS: SheetColumn[] = [
  { header: 'Quando', width: 20, numFmt: REPORT_DATE_TIME },
  { header: 'Quem', width: 22 },
  { header: 'Endereço', width: 18 },
  { header: 'O quê', width: 32 },
  { header: 'Registro', width: 26 },
  { header: 'Detalhes', width: 80 },
];

/** Rows read and written this many at a time, so a year of log never sits in memory. */
const SHEET_BATCH = 2_000;

export async function downloadAuditLog(app: AppContext, filters: AuditFilters): Promise<FileReply> {
  const { timeZone } = await readSettingsRow(app.db);
  const where = conditionsOf(filters, timeZone);
  const wallClock = centreWallClock(timeZone);
  async function* rows(): AsyncIterable<CellValue[][]> {
    // Keyset pages, newest first: stable while new entries keep arriving.
    let before: number | undefined;
    for (;;) {
      const batch = await app.db
        .select()
        .from(auditLog)
        .where(before === undefined ? where : and(where, lt(auditLog.id, before)))
        .orderBy(desc(auditLog.id))
        .limit(SHEET_BATCH);
      if (batch.length === 0) return;
      yield batch.map((row) => [wallClock(row.at), row.actor, row.address, auditKindLabel(row.kind), row.subject, row.details === null ? null : JSON.stringify(row.details)]);
      before = batch.at(-1)!.id;
    }
  }
  return xlsxReply(
    { filename: `auditoria-${filters.to ?? operationDate(app.now(), timeZone)}.xlsx`, sheetName: 'Auditoria', columns: SHEET_COLUMNS, rows: rows() },
    (error) => console.error('audit spreadsheet failed while streaming', error),
  );
}
