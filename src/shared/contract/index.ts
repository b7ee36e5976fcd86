// Every endpoint of the API, by area. The server binds all of them; the renderer imports
// the ones it calls.
import { alertsEndpoints } from './alerts';
import { authEndpoints } from './auth';
import { boxConferenceEndpoints } from './box-conference';
import { centreEndpoints } from './centre';
import { conveyorEndpoints } from './conveyor';
import { dashboardEndpoints } from './dashboard';
import { criticalConferenceEndpoints } from './critical-conference';
import { conferenceEndpoints } from './conference';
import { performanceEndpoints } from './performance';
import { overCapacityRoutesEndpoints } from './over-capacity-routes';
import { invoicesEndpoints } from './invoices';
import { ordersEndpoints } from './orders';
import { integrationEndpoints } from './integration';
import { pickingEndpoints } from './picking';
import { productsEndpoints } from './products';
import { loadingDownloadsEndpoints } from './loading-downloads';
import { settingsEndpoints } from './settings';
import { skuEndpoints } from './sku';
import { rankingEndpoints } from './ranking';
import { prePickingEndpoints } from './pre-picking';
import { reportsEndpoints } from './reports';
import { breaksEndpoints } from './breaks';
import { replenishmentEndpoints } from './replenishment';
import { packingListsEndpoints } from './packing-lists';
import { marketsEndpoints } from './markets';
import { labelsEndpoints } from './labels';
import { systemEndpoints } from './system';
import { twoFactorEndpoints } from './two-factor';
import { usersEndpoints } from './users';
import { stationsEndpoints } from './stations';
import { auditEndpoints } from './audit';

export const contract = {
  auth: authEndpoints,
  system: systemEndpoints,
  centre: centreEndpoints,
  settings: settingsEndpoints,
  users: usersEndpoints,
  products: productsEndpoints,
  picking: pickingEndpoints,
  conveyor: conveyorEndpoints,
  invoices: invoicesEndpoints,
  boxConference: boxConferenceEndpoints,
  twoFactor: twoFactorEndpoints,
  sku: skuEndpoints,
  ranking: rankingEndpoints,
  prePicking: prePickingEndpoints,
  reports: reportsEndpoints,
  alerts: alertsEndpoints,
  breaks: breaksEndpoints,
  replenishment: replenishmentEndpoints,
  criticalConference: criticalConferenceEndpoints,
  conference: conferenceEndpoints,
  performance: performanceEndpoints,
  overCapacityRoutes: overCapacityRoutesEndpoints,
  packingLists: packingListsEndpoints,
  markets: marketsEndpoints,
  labels: labelsEndpoints,
  loadingDownloads: loadingDownloadsEndpoints,
  integration: integrationEndpoints,
  stations: stationsEndpoints,
  audit: auditEndpoints,
  dashboard: dashboardEndpoints,
  orders: ordersEndpoints,
} as const;

export * from './endpoint';
