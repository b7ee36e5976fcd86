// 'Liberar romaneios' on the box conference list (spec/loading.md §2.3, §6): a few named users
// may release the packing lists of the day's routes before every box is conferred, marking
// those routes loaded so their romaneio can be printed. Who they are is a server setting
// (PACKING_LIST_RELEASERS, see README), never the screen's decision.
import { z } from 'zod';
import { ROUTE_LOADING_STATUSES } from '../domain/statuses';
import { endpoint } from './endpoint';

const access = ['SeparationShipmentManagement'] as const;

export const releasableRouteSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  color_route: z.string(),
  loading_status: z.enum(ROUTE_LOADING_STATUSES),
  orders: z.number().int(),
  /** Orders whose box conference is done. */
  conferred_orders: z.number().int(),
});
export type ReleasableRoute = z.infer<typeof releasableRouteSchema>;

export const getPackingListRelease = endpoint({
  method: 'GET',
  path: '/api/carambola/box-conference/packing-list-release',
  access,
  summary: "Whether the user may release packing lists, and the day's routes not yet loaded.",
  response: z.object({ allowed: z.boolean(), routes: z.array(releasableRouteSchema) }),
});

export const releasePackingLists = endpoint({
  method: 'POST',
  path: '/api/carambola/box-conference/packing-list-release',
  changes: ['orders'],
  access,
  audit: 'release.packingList',
  summary: "Releases the chosen routes' packing lists: the routes become loaded (only the named users).",
  body: z.object({ routes: z.array(z.number().int().min(1), { error: 'Escolha as rotas' }).min(1, 'Escolha ao menos uma rota') }),
  response: z.object({ released: z.number().int() }),
});

export const packingListReleaseEndpoints = { getPackingListRelease, releasePackingLists };
