// The centre's customers. Orders copy the client fields they show (the order is a document
// of what was sold), and keep the link for reports per client.
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CLIENT_TYPES } from '../../../shared/domain/clients';
import { oneOf } from './checks';

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    /** Code in the sales system. */
    externalId: text('external_id').notNull().unique(),
    clientType: text('client_type').notNull(),
    clientName: text('client_name').notNull(),
    clientTrade: text('client_trade'),
    /** CPF or CNPJ, digits only. */
    document: text('document'),
    city: text('city'),
    /** Two-letter state; the consolidated reports only consider SP. */
    state: text('state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('clients_client_type', oneOf(table.clientType, CLIENT_TYPES)), index('clients_name_idx').on(table.clientName)],
);
