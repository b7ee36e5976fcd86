// Pre-picking lookup: every field of a tag scanned or typed in the panel (spec/panel.md §2
// 'Pre-picking lookup', §3 'Pre-picking tag', §8).
import { z } from 'zod';
import { endpoint } from './endpoint';

export const prePickingTagSchema = z.object({
  id: z.number().int(),
  unique_tag: z.boolean(),
  created: z.string(),
  has_expired: z.boolean(),
  sku_id: z.number().int(),
  product_base_id: z.number().int(),
  batch_id: z.string().nullable(),
  /** Kilograms with 3 decimals' precision; null when the tag was not weighed. */
  item_weight: z.number().nullable(),
  scale_id: z.number().int().nullable(),
  scale_label_id: z.number().int().nullable(),
  weighing_time: z.string().nullable(),
  purchase_value: z.number().int(),
  portion_type: z.enum(['peso', 'unidade']),
  /** Orders and items the tag went into. */
  orders: z.array(z.object({ order_id: z.string(), item_id: z.number().int(), created: z.string() })),
});
export type PrePickingTag = z.infer<typeof prePickingTagSchema>;

export const lookupPrePicking = endpoint({
  method: 'GET',
  path: '/api/carambola/pre-picking/lookup',
  access: ['SeparationPrePickingConsult'],
  summary: 'A pre-picking tag by its id, its QR code or its scale label.',
  query: z.object({
    productCode: z.string().trim().min(1, 'Campo obrigatório').max(200),
    codeType: z.enum(['qr_code', 'id']).default('qr_code'),
  }),
  response: prePickingTagSchema,
});

export const prePickingEndpoints = { lookupPrePicking };
