// The integration API: the company's systems push clients, products, routes and orders,
// with long-lived keys Tech creates and revokes (issue #9). Every batch is an upsert keyed
// by its natural id, so sending it twice changes nothing, and a batch with one bad record
// is refused whole (422 with `fields` naming each problem) and saves nothing.
import { z } from 'zod';
import { ORDER_ID_MAX_LENGTH } from './order-number';
import { createdMachineKeySchema, machineKeyNameSchema, machineKeySchema } from './machine-keys';
import { loginSchema, nameSchema } from './users';
import { CLIENT_TYPES } from '../domain/clients';
import { ROUTE_COLOUR_NAMES } from '../domain/route-colours';
import { APPROVAL_STATUSES } from '../domain/statuses';
import { GTIN_LENGTHS, isValidGtin } from '../scan/gtin';
import { BATCH_BODY_LIMIT, UPLOAD_BODY_LIMIT, endpoint, fileUpload, uploadedFileName } from './endpoint';

const MAX_BATCH = 1000;
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const isoDate = z.iso.date();
const count = z.number().int().nonnegative();

/**
 * The scanner reads only GTINs (scan/gtin.ts): a barcode of another length, or with a wrong
 * check digit, would be saved and then refused at every scan of the product on the floor.
 */
const productBarcode = z
  .string()
  .trim()
  .superRefine((code, ctx) => {
    const problem = !/^\d+$/.test(code)
      ? 'Código de barras só com dígitos'
      : !(GTIN_LENGTHS as readonly number[]).includes(code.length)
        ? 'Código de barras com 8, 12, 13 ou 14 dígitos (EAN-8, UPC-A, EAN-13 ou GTIN-14)'
        : !isValidGtin(code)
          ? 'Código de barras com dígito verificador errado'
          : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const integrationClientSchema = z.object({
  external_id: text(64),
  client_type: z.enum(CLIENT_TYPES),
  client_name: text(200),
  client_trade: optionalText(200),
  document: z.string().regex(/^\d{11}$|^\d{14}$/, 'CPF (11) ou CNPJ (14) só com dígitos').nullish(),
  city: optionalText(100),
  state: z.string().regex(/^[A-Z]{2}$/, 'UF com duas letras maiúsculas').nullish(),
});

export const integrationProductSchema = z.object({
  sku: z.number().int().positive(),
  product_base_id: z.number().int().positive(),
  name: text(200),
  category: optionalText(100),
  barcode: productBarcode.nullish(),
  portion_type: z.enum(['peso', 'unidade']),
  /** Size of one portion: grams for peso, units for unidade. */
  purchase_value: z.number().int().positive().default(1),
  /** Picking step (separation order), 1..number of steps; null = no step. */
  step: z.number().int().min(1).max(20).nullish(),
  is_wholesale: z.boolean().default(false),
  unique_tag_only: z.boolean().default(false),
  need_authorization: z.boolean().default(false),
  batch_required: z.boolean().default(false),
  /** Fractions 0..1 the picker may go below / above the ordered quantity. */
  minimum_extra_order: z.number().min(0).max(1).default(0),
  maximum_extra_order: z.number().min(0).max(1).default(0),
  status: z.enum(['active', 'inactive']).default('active'),
});

export const integrationRouteSchema = z.object({
  operation_date: isoDate,
  code: text(32),
  color_route: z.enum(ROUTE_COLOUR_NAMES as [string, ...string[]]),
  /** Boxes the vehicle carries. */
  vehicle_capacity: count,
  driver_name: optionalText(120),
});

export const integrationOrderItemSchema = z.object({
  sku: z.number().int().positive(),
  /** Units for unit products, GRAMS for weight products. */
  quantity: z.number().int().positive(),
  instructions: optionalText(500),
});

export const integrationOrderSchema = z.object({
  order_id: text(ORDER_ID_MAX_LENGTH),
  client_external_id: text(64),
  store_id: optionalText(64),
  /** Route code of the scheduled date (pushed in /routes); null = no route yet. */
  route_code: optionalText(32),
  scheduled_date: isoDate,
  instructions: optionalText(1000),
  is_critical: z.boolean().default(false),
  priority: z.number().int().min(0).max(1000).default(0),
  is_dynamic_price: z.boolean().default(false),
  ifood_bag: z.boolean().default(false),
  /** Payment approval; 'recused' cancels the order. */
  status: z.enum(APPROVAL_STATUSES).default('approved'),
  has_invoice: z.boolean().default(false),
  replacement_of_order_id: optionalText(64),
  delivery: z
    .object({
      driver: optionalText(120),
      neighborhood: optionalText(120),
      shipping_street_and_number: optionalText(200),
      city: optionalText(100),
      state: optionalText(2),
      bill_of_sale_id: optionalText(64),
      scheduled_time_from: z.iso.time().nullish(),
      scheduled_time_to: z.iso.time().nullish(),
      observations: optionalText(1000),
    })
    .nullish(),
  items: z.array(integrationOrderItemSchema).min(1).max(2000),
});

export const integrationPrePickingTagSchema = z.object({
  /** The number printed in the tag's code. */
  id: z.number().int().positive().max(2_000_000_000),
  sku: z.number().int().positive(),
  /** false: a generic tag that may be scanned many times. */
  unique_tag: z.boolean().default(true),
  /** Weighed grams; absent for a tag that was not weighed. */
  item_weight: z.number().int().positive().nullish(),
  scale_id: z.number().int().nonnegative().nullish(),
  scale_label_id: z.number().int().nonnegative().nullish(),
  weighing_time: z.iso.datetime({ offset: true }).nullish(),
  batch_id: optionalText(64),
  expires_at: z.iso.datetime({ offset: true }).nullish(),
});

/**
 * A person from the company's systems (issue 18). New people get no password: an Admin
 * gives them a temporary one in Usuários. The company's systems never grant, remove or
 * change the Tecnologia access, as an Admin cannot.
 */
export const integrationUserSchema = z.object({
  login: loginSchema,
  name: nameSchema,
  /** The permission groups' names as the panel shows them (e.g. 'Administrador', 'SeparationCheck'); the whole set. */
  permission_groups: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
  /** false deactivates: the person cannot sign in and their sessions end within 5 s. */
  active: z.boolean().default(true),
});

export type IntegrationClient = z.infer<typeof integrationClientSchema>;
export type IntegrationUser = z.infer<typeof integrationUserSchema>;
export type IntegrationPrePickingTag = z.infer<typeof integrationPrePickingTagSchema>;
export type IntegrationProduct = z.infer<typeof integrationProductSchema>;
export type IntegrationRoute = z.infer<typeof integrationRouteSchema>;
export type IntegrationOrder = z.infer<typeof integrationOrderSchema>;

export const batchResultSchema = z.object({
  received: count,
  created: count,
  updated: count,
  unchanged: count,
});
export type BatchResult = z.infer<typeof batchResultSchema>;

const batch = <T extends z.ZodType>(record: T) => z.array(record).min(1).max(MAX_BATCH);

export const pushClients = endpoint({
  method: 'PUT',
  path: '/api/integration/v1/clients',
  access: 'integration',
  summary: 'Upsert clients by external_id.',
  body: z.object({ clients: batch(integrationClientSchema) }),
  bodyLimit: BATCH_BODY_LIMIT,
  rateLimit: 'integration',
  response: batchResultSchema,
});

export const pushProducts = endpoint({
  method: 'PUT',
  path: '/api/integration/v1/products',
  access: 'integration',
  summary: 'Upsert products by sku.',
  body: z.object({ products: batch(integrationProductSchema) }),
  bodyLimit: BATCH_BODY_LIMIT,
  rateLimit: 'integration',
  response: batchResultSchema,
});

export const pushRoutes = endpoint({
  method: 'PUT',
  path: '/api/integration/v1/routes',
  changes: ['routes', 'dashboard'],
  access: 'integration',
  summary: 'Upsert routes by operation date and code.',
  body: z.object({ routes: batch(integrationRouteSchema) }),
  bodyLimit: BATCH_BODY_LIMIT,
  rateLimit: 'integration',
  response: batchResultSchema,
});

export const pushUsers = endpoint({
  method: 'PUT',
  path: '/api/integration/v1/users',
  access: 'integration',
  audit: 'integration.usersReceived',
  summary: "Upsert people by login: name, permission groups (the whole set) and active. New people sign in once an Admin gives them a temporary password.",
  body: z.object({ users: batch(integrationUserSchema) }),
  bodyLimit: BATCH_BODY_LIMIT,
  rateLimit: 'integration',
  response: batchResultSchema,
});

export const pushOrders = endpoint({
  method: 'PUT',
  path: '/api/integration/v1/orders',
  changes: ['orders', 'dashboard', 'routes'],
  access: 'integration',
  summary:
    'Upsert orders with their items by order_id. Orders already in separation accept status, schedule, priority and notes, but not item changes.',
  body: z.object({ orders: batch(integrationOrderSchema) }),
  bodyLimit: BATCH_BODY_LIMIT,
  rateLimit: 'integration',
  response: batchResultSchema,
});

export const pushPrePickingTags = endpoint({
  method: 'PUT',
  path: '/api/integration/v1/pre-picking-tags',
  access: 'integration',
  summary: 'Upsert pre-picking tags weighed and labelled by the scales, by tag id. A tag already scanned into an order cannot change.',
  body: z.object({ tags: batch(integrationPrePickingTagSchema) }),
  bodyLimit: BATCH_BODY_LIMIT,
  rateLimit: 'integration',
  response: batchResultSchema,
});

export const listIntegrationKeys = endpoint({
  method: 'GET',
  path: '/api/integration/v1/keys',
  access: ['Tech'],
  summary: 'Integration keys (never the keys themselves).',
  response: z.array(machineKeySchema),
});

export const createIntegrationKey = endpoint({
  method: 'POST',
  path: '/api/integration/v1/keys',
  access: ['Tech'],
  audit: 'integrationKey.created',
  summary: 'Create a key; the reply is the only time the key is shown.',
  body: z.object({ name: machineKeyNameSchema }),
  response: createdMachineKeySchema,
});

export const revokeIntegrationKey = endpoint({
  method: 'DELETE',
  path: '/api/integration/v1/keys/:id',
  access: ['Tech'],
  audit: 'integrationKey.revoked',
  summary: 'Revoke a key; it stops working at once.',
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: machineKeySchema,
});

export const openApiDocument = endpoint({
  method: 'GET',
  path: '/api/integration/openapi.json',
  access: 'public',
  summary: 'This API described in OpenAPI 3.1, generated from the contract.',
  response: z.record(z.string(), z.unknown()),
});


// ---- Results out -------------------------------------------------------------------------

export const orderResultSchema = z.object({
  order_id: z.string(),
  /** 2 in conference, 3 separated, 4 loaded. */
  checking_status: z.number().int(),
  status: z.enum(APPROVAL_STATUSES),
  scheduled_date: z.string(),
  route: z.string().nullable(),
  /** When this state of the order was recorded; the feed is ordered by it. */
  updated_at: z.string(),
  boxes: z.object({
    separation: z.number().int().nullable(),
    conference: z.number().int().nullable(),
    by_conferencer: z.number().int().nullable(),
    adjusted: z.number().int().nullable(),
    loading: z.number().int().nullable(),
    adjusted_conveyor: z.number().int().nullable(),
    corrected: z.number().int().nullable(),
    skipped: z.boolean(),
  }),
  items: z.array(
    z.object({
      sku: z.number().int(),
      portion_type: z.enum(['peso', 'unidade']),
      /** Units, or grams for peso. */
      quantity: z.number().int(),
      confirmed_quantity: z.number().int().nullable(),
      /** 1 pending, 2 separated, 3 total break, 4 partial break, 5 replenished. */
      item_status: z.number().int(),
      separated_at: z.string().nullable(),
      separated_by: z.string().nullable(),
      weighings_grams: z.array(z.number().int()),
    }),
  ),
  breaks: z.array(
    z.object({
      sku: z.number().int(),
      type: z.number().int(),
      broken_quantity: z.number().int(),
      reason: z.string().nullable(),
      released: z.boolean(),
      created_at: z.string(),
    }),
  ),
  works: z.array(
    z.object({
      separator: z.string(),
      type: z.string(),
      begin: z.string(),
      end: z.string().nullable(),
      working_time_secs: z.number().int().nullable(),
    }),
  ),
  conference: z
    .object({ checked_by: z.string().nullable(), started_at: z.string(), finished_at: z.string().nullable() })
    .nullable(),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

export const resultsFeed = endpoint({
  method: 'GET',
  path: '/api/integration/v1/results',
  access: 'integration',
  summary:
    'Orders picked, in conference or loaded, oldest change first. Pass next_cursor back as cursor to read on; an order appears again each time it changes.',
  query: z.object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
  rateLimit: 'integration',
  response: z.object({ results: z.array(orderResultSchema), next_cursor: z.string().nullable(), has_more: z.boolean() }),
});

export const IMPORT_FILE_KINDS = ['clients', 'products', 'routes', 'orders'] as const;

export const importFile = endpoint({
  method: 'POST',
  path: '/api/integration/v1/files/:kind',
  changes: ['orders', 'dashboard', 'routes'],
  access: ['Admin'],
  audit: 'integration.fileImported',
  summary:
    'Import clients, products, routes or orders from an .xlsx or .csv file (header row with the API field names; orders one line per item). All or nothing.',
  params: z.object({ kind: z.enum(IMPORT_FILE_KINDS) }),
  query: uploadedFileName,
  /** The file as it is (application/octet-stream), at most about 10 MB. */
  body: fileUpload,
  bodyLimit: UPLOAD_BODY_LIMIT,
  rateLimit: 'upload',
  response: batchResultSchema,
});

export const integrationEndpoints = {
  importFile,
  pushClients,
  pushProducts,
  pushRoutes,
  pushOrders,
  pushPrePickingTags,
  pushUsers,
  listIntegrationKeys,
  createIntegrationKey,
  revokeIntegrationKey,
  openApiDocument,
  resultsFeed,
};
