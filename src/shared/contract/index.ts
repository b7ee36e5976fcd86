// Every endpoint of the API, by area. The server binds all of them; the renderer imports
// the ones it calls.
import { authEndpoints } from './auth';
import { conveyorEndpoints } from './conveyor';
import { integrationEndpoints } from './integration';
import { pickingEndpoints } from './picking';
import { productsEndpoints } from './products';
import { settingsEndpoints } from './settings';
import { skuSettingsEndpoints } from './sku-settings';
import { systemEndpoints } from './system';
import { twoFactorEndpoints } from './two-factor';
import { usersEndpoints } from './users';

export const contract = {
  auth: authEndpoints,
  system: systemEndpoints,
  settings: settingsEndpoints,
  users: usersEndpoints,
  products: productsEndpoints,
  picking: pickingEndpoints,
  conveyor: conveyorEndpoints,
  twoFactor: twoFactorEndpoints,
  skuSettings: skuSettingsEndpoints,
  integration: integrationEndpoints,
} as const;

export * from './endpoint';
