import type { FastifyInstance } from 'fastify';
import { auditEndpoints } from '../../../shared/contract/audit';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { downloadAuditLog, listAuditLog } from './service';

export function auditRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, auditEndpoints.listAuditLog, ({ query }) => listAuditLog(app, query));
  bind(server, app, auditEndpoints.downloadAuditLog, ({ query }) => downloadAuditLog(app, query));
}
