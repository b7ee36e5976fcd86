// Over-capacity routes, "Rotas estouradas" (spec/loading.md §2.6, §3 'Over-capacity route',
// §4, §7): the list of the day's routes whose real boxes exceed the vehicle, and the
// three-step reduction (scan a box of the route, enter the order's remaining boxes, done).
// The treatment changes themselves go through PATCH route-above-box-limit (contract/conveyor.ts).
import { z } from 'zod';
import { endpoint, isoDate } from './endpoint';
import { routeAboveSchema } from './conveyor';
import { CRITICAL_ACCESS } from './critical-conference';

export const OVER_CAPACITY_STATES = ['visible', 'hidden', 'reduced', 'notReducible'] as const;

export const overCapacityRouteSchema = z.object({
  route: z.string(),
  color_route: z.string(),
  capacity_vehicle: z.number().int(),
  real_boxes_number: z.number().int(),
  /** real minus capacity (0 once it fits). */
  quantityToDecrease: z.number().int(),
  state: z.enum(OVER_CAPACITY_STATES),
  route_above: routeAboveSchema,
});
export type OverCapacityRoute = z.infer<typeof overCapacityRouteSchema>;

export const listOverCapacityRoutes = endpoint({
  method: 'GET',
  path: '/api/carambola/routes/route-above-box-limit',
  access: CRITICAL_ACCESS,
  summary: "Routes of a date (today by default) whose real box count exceeds the vehicle, or that were treated, by route.",
  query: z.object({ scheduledDate: isoDate.optional() }),
  response: z.array(overCapacityRouteSchema),
});

export const reductionOrderSchema = z.object({
  order_id: z.string(),
  route: z.string(),
  client_name_or_trade: z.string(),
  /** The order's real boxes now: the count the reduction replaces. */
  boxes: z.number().int(),
});

export const checkReductionBox = endpoint({
  method: 'POST',
  path: '/api/carambola/routes/route-above-box-limit/:id/reduction/check',
  changes: ['routes', 'dashboard'],
  access: CRITICAL_ACCESS,
  summary: "Step 1 of a reduction: the box scanned must be a box of an order of the route.",
  params: z.object({ id: z.coerce.number().int().min(1) }),
  body: z.object({ tag_value: z.string().trim().min(1, 'Leia o QR Code de uma caixa') }),
  response: reductionOrderSchema,
});

export const reduceRouteBoxes = endpoint({
  method: 'POST',
  path: '/api/carambola/routes/route-above-box-limit/:id/reduction',
  changes: ['routes', 'dashboard'],
  access: CRITICAL_ACCESS,
  audit: 'boxCount.corrected',
  summary: "Step 2 of a reduction: the order's remaining boxes; the route is reduced once it fits its vehicle.",
  params: z.object({ id: z.coerce.number().int().min(1) }),
  body: z.object({
    tag_value: z.string().trim().min(1, 'Leia o QR Code de uma caixa'),
    remaining_boxes: z
      .number({ error: 'Informe a quantidade de caixas restantes' })
      .int('A quantidade de caixas é um número inteiro')
      .min(1, 'A quantidade de caixas deve ser maior que 0'),
  }),
  response: z.object({ order: reductionOrderSchema, route: overCapacityRouteSchema }),
});

export const overCapacityRoutesEndpoints = { listOverCapacityRoutes, checkReductionBox, reduceRouteBoxes };
