// The audit log (issue 18): Tech reads who did what, when and from where, filtered by
// person, kind and dates, and downloads it as .xlsx.
import { z } from 'zod';
import { AUDIT_KIND_NAMES } from '../domain/audit';
import { endpoint, fileResponse, isoDate } from './endpoint';

const date = isoDate;

export const auditFiltersSchema = z.object({
  /** Part of the login of who acted (or of a key's name). */
  person: z.string().trim().max(150).optional(),
  kind: z.enum(AUDIT_KIND_NAMES).optional(),
  /** From this operation day on, and up to this one (inclusive), in the centre's time zone. */
  from: date.optional(),
  to: date.optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  address: z.string().nullable(),
  kind: z.string(),
  subject: z.string().nullable(),
  details: z.unknown(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** One page of the log holds at most this many entries, newest first. */
export const AUDIT_PAGE_SIZE = 50;

export const listAuditLog = endpoint({
  method: 'GET',
  path: '/api/audit',
  access: ['Tech'],
  summary: 'The audit log, newest first, a page at a time.',
  query: auditFiltersSchema.extend({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
  response: z.object({ total: z.number().int(), entries: z.array(auditEntrySchema) }),
});

export const downloadAuditLog = endpoint({
  method: 'GET',
  path: '/api/audit/download',
  access: ['Tech'],
  summary: 'The audit log with the same filters, as .xlsx.',
  query: auditFiltersSchema,
  response: fileResponse,
});

export const auditEndpoints = { listAuditLog, downloadAuditLog };
