// SKU settings ('Etapas'): the picking step and checks of each product, edited in the table,
// in bulk and from a spreadsheet (spec/panel.md §2 'SKU settings', §3 SKU, §5, §7 'SKU settings').
import { z } from 'zod';
import { UPLOAD_BODY_LIMIT, endpoint, fileUpload, queryInt } from './endpoint';

const access = ['SeparationConfigsManagement'] as const;

/** A fraction of the ordered quantity, 0..1 (the screen shows it as a percentage). */
const extraFraction = z.number().min(0, 'Mínimo 0%').max(1, 'Máximo 100%');

export const skuSchema = z.object({
  sku: z.number().int(),
  name: z.string(),
  minimumExtraOrder: z.number(),
  maximumExtraOrder: z.number(),
  uniqueTagOnly: z.boolean(),
  needAuthorization: z.boolean(),
  batchRequired: z.boolean(),
  /** The picking step, or null for products without one. */
  separationOrder: z.number().int().nullable(),
  portionName1: z.enum(['peso', 'unidade']),
  portionType1: z.number().int(),
  status: z.string(),
  userId: z.number().int().nullable(),
});
export type Sku = z.infer<typeof skuSchema>;

export const skuUpdateSchema = z.object({
  sku: z.number().int(),
  minimumExtraOrder: extraFraction,
  maximumExtraOrder: extraFraction,
  uniqueTagOnly: z.boolean(),
  needAuthorization: z.boolean(),
  batchRequired: z.boolean(),
  separationOrder: z.number().int().min(1).nullable(),
});
export type SkuUpdate = z.infer<typeof skuUpdateSchema>;

export const listSkus = endpoint({
  method: 'GET',
  path: '/api/products/v2/product',
  access,
  summary: 'Products by name, filtered by steps and a search (digits: SKU number; else name).',
  query: z.object({
    orderBy: z.literal('name').default('name'),
    status: z.enum(['active', 'inactive']).default('active'),
    pageIndex: queryInt().min(1).default(1),
    pageSize: queryInt().min(1).max(100).default(20),
    /** Comma list of steps; 0 stands for products without a step. */
    separationOrder: z
      .string()
      // A step is a small number: nine digits at most keep each inside its integer column.
      .regex(/^\d{1,9}(,\d{1,9})*$/, 'Use etapas separadas por vírgula')
      .optional(),
    search: z.string().trim().max(120).optional(),
  }),
  response: z.object({ results: z.array(skuSchema), pageIndex: z.number(), pageSize: z.number(), total: z.number() }),
});

export const stepsAbove = endpoint({
  method: 'GET',
  path: '/api/products/v2/product/separation/:step',
  access,
  summary: 'How many active products sit on each step above the given one (the warning of a smaller number of steps).',
  params: z.object({ step: z.coerce.number().int().min(0).max(20) }),
  response: z.object({
    separationOrders: z.array(z.object({ separationOrder: z.number().int(), qtdProducts: z.number().int() })),
  }),
});

export const updateSkus = endpoint({
  method: 'PATCH',
  path: '/api/products/v2/product',
  access,
  audit: 'settings.changed',
  summary: 'Saves the edited products at once (table edits and bulk edit).',
  body: z.object({ products: z.array(skuUpdateSchema).min(1).max(500) }),
  response: z.object({ updated: z.number().int() }),
});

/** The raw spreadsheet (.xlsx or .csv) as the request body. */
export const uploadSkus = endpoint({
  method: 'POST',
  path: '/api/products/v2/product/bulk-update',
  access,
  audit: 'settings.changed',
  summary: 'Applies a spreadsheet of columns A..G from row 2; any bad row refuses the whole file.',
  body: fileUpload,
  bodyLimit: UPLOAD_BODY_LIMIT,
  rateLimit: 'upload',
  response: z.object({ updated: z.number().int() }),
});

export const skuEndpoints = { listSkus, stepsAbove, updateSkus, uploadSkus };
