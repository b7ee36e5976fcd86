// The panel's separation group filter, shared by the reports' queries: none given, every group.
import { sql, type SQL } from 'drizzle-orm';

export const groupFilter = (column: SQL, group?: number): SQL => (group === undefined ? sql`true` : sql`${column} = ${group}`);
