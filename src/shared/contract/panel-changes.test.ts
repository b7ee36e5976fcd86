// Which panel areas each call changes, written out by hand and reviewed (issue 22): the
// contract's `changes` replaced a table of path prefixes that drifted silently when a path
// changed. A call added, removed or given other areas fails this test until the table is
// changed too, on purpose. Calls that are not listed change nothing the panel shows.
import { describe, expect, it } from 'vitest';
import { contract, type AnyEndpoint } from './index';

const REVIEWED_CHANGES: Record<string, readonly string[]> = {
  'DELETE /api/carambola/separation/item/:itemId/pick-item/reset': ['dashboard', 'orders', 'breaks', 'replenishment'],
  'DELETE /api/carambola/separation/item/:itemId/pick-item/reset-all': ['dashboard', 'orders', 'breaks', 'replenishment'],
  'GET /api/carambola/separation/order-separation/new': ['dashboard', 'orders', 'breaks', 'replenishment'],
  'PATCH /api/carambola/alert/:id': ['alerts'],
  'PATCH /api/carambola/alert/pre-picking-break-report/:id': ['alerts'],
  'PATCH /api/carambola/alert/support/:id': ['alerts'],
  'PATCH /api/carambola/box-conference/orders/:orderId': ['orders'],
  'PATCH /api/carambola/conveyor/pending-lock': ['routes', 'dashboard'],
  'PATCH /api/carambola/loading-conference/order-delivery-details/:orderId': ['routes', 'dashboard', 'orders'],
  'PATCH /api/carambola/order-conference/critical/:id': ['dashboard', 'orders'],
  'PATCH /api/carambola/replenishment/': ['replenishment'],
  'PATCH /api/carambola/reposition/:itemId': ['breaks', 'dashboard', 'orders'],
  'PATCH /api/carambola/reposition/pre-picking-break-report/:itemId': ['breaks', 'dashboard', 'orders'],
  'PATCH /api/carambola/reposition/release-order/:orderId': ['breaks', 'dashboard', 'orders'],
  'PATCH /api/carambola/routes/route-above-box-limit/:id': ['routes', 'dashboard'],
  'PATCH /api/carambola/separation/order-separation/': ['dashboard', 'orders', 'breaks', 'replenishment'],
  'PATCH /api/carambola/separation/order-separation/item/:itemId': ['dashboard', 'orders', 'breaks', 'replenishment'],
  'PATCH /api/carambola/separation/step/:orderId': ['dashboard', 'orders', 'breaks', 'replenishment', 'alerts'],
  'POST /api/carambola/alert/other-sku': ['alerts'],
  'POST /api/carambola/alert/pre-picking-break-report': ['alerts'],
  'POST /api/carambola/alert/support': ['alerts'],
  'POST /api/carambola/box-conference/packing-list-release': ['orders'],
  'POST /api/carambola/box-conference/scan': ['orders'],
  'POST /api/carambola/dashboard/pause': ['dashboard'],
  'POST /api/carambola/loading-conference/print-packing-list/many-routes': ['routes', 'dashboard', 'orders'],
  'POST /api/carambola/loading-conference/print-packing-list/single-route': ['routes', 'dashboard', 'orders'],
  'POST /api/carambola/loading-conference/truck/finish/': ['routes', 'dashboard', 'orders'],
  'POST /api/carambola/loading-conference/truck/start/': ['routes', 'dashboard', 'orders'],
  'POST /api/carambola/order-conference/critical': ['dashboard', 'orders'],
  'POST /api/carambola/order-conference/finish-conference': ['dashboard', 'orders'],
  'POST /api/carambola/order-conference/new': ['dashboard', 'orders'],
  'POST /api/carambola/order-conference/start-conference': ['dashboard', 'orders'],
  'POST /api/carambola/replenishment/': ['replenishment'],
  'POST /api/carambola/routes/historic-divergence-boxes': ['routes', 'dashboard'],
  'POST /api/carambola/routes/route-above-box-limit/:id/reduction': ['routes', 'dashboard'],
  'POST /api/carambola/routes/route-above-box-limit/:id/reduction/check': ['routes', 'dashboard'],
  'POST /api/carambola/separation/item/:itemId/pick-item': ['dashboard', 'orders', 'breaks', 'replenishment'],
  'POST /api/integration/v1/files/:kind': ['orders', 'dashboard', 'routes'],
  'PUT /api/carambola/loading-conference/change/:orderId': ['routes', 'dashboard', 'orders'],
  'PUT /api/carambola/separation/finish-order/:orderId': ['dashboard', 'orders', 'breaks', 'replenishment', 'alerts'],
  'PUT /api/carambola/separation/separation-item/:id': ['dashboard', 'orders', 'breaks', 'replenishment'],
  'PUT /api/integration/v1/orders': ['orders', 'dashboard', 'routes'],
  'PUT /api/integration/v1/routes': ['routes', 'dashboard'],
};

const endpoints: AnyEndpoint[] = Object.values(contract).flatMap((area) => Object.values(area) as AnyEndpoint[]);

describe('the panel areas each call changes', () => {
  it('are the reviewed ones, call by call', () => {
    const declared = Object.fromEntries(endpoints.filter((endpoint) => endpoint.changes).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint.changes]));
    expect(declared).toEqual(REVIEWED_CHANGES);
  });

  it('are declared by no read but the one that hands a picker an order', () => {
    const reads = endpoints.filter((endpoint) => endpoint.method === 'GET' && endpoint.changes).map((endpoint) => endpoint.path);
    expect(reads).toEqual(['/api/carambola/separation/order-separation/new']);
  });
});
