import type { FastifyInstance } from 'fastify';
import { settingsEndpoints } from '../../../shared/contract/settings';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { getSettings, listSeparationGroups, readSettingsRow } from './service';
import {
  createPrinter,
  createSeparationGroup,
  deletePrinter,
  deleteSeparationGroup,
  listPrinters,
  updatePrinter,
  updateSeparationGroup,
  updateSettings,
} from './writes';

export function settingsRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, settingsEndpoints.getSettings, () => getSettings(app.db));
  bind(server, app, settingsEndpoints.listSeparationGroups, () => listSeparationGroups(app.db));
  bind(server, app, settingsEndpoints.updateSettings, ({ body }) => updateSettings(app, body));
  bind(server, app, settingsEndpoints.createSeparationGroup, ({ body }) => createSeparationGroup(app, body));
  bind(server, app, settingsEndpoints.updateSeparationGroup, ({ params, body }, { user }) =>
    updateSeparationGroup(app, user.id, params.id, body),
  );
  bind(server, app, settingsEndpoints.deleteSeparationGroup, ({ params }) => deleteSeparationGroup(app.db, params.id));
  bind(server, app, settingsEndpoints.listPrinters, () => listPrinters(app.db));
  bind(server, app, settingsEndpoints.createPrinter, ({ body }) => createPrinter(app, body.printerName, body.colorRoute));
  bind(server, app, settingsEndpoints.updatePrinter, ({ params, body }) => updatePrinter(app.db, params.id, body.newPrinterName));
  bind(server, app, settingsEndpoints.deletePrinter, ({ params }) => deletePrinter(app.db, params.id));
  bind(server, app, settingsEndpoints.getToken, async () => ({ token: (await readSettingsRow(app.db)).token }));
}
