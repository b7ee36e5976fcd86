import type { FastifyInstance } from 'fastify';
import { loadingDownloadsEndpoints } from '../../../shared/contract/loading-downloads';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { download } from './service';

export function loadingDownloadsRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, loadingDownloadsEndpoints.orderBoxesRegistrationDownload, ({ query }) => download(app, 'boxesRegistration', query));
  bind(server, app, loadingDownloadsEndpoints.loadingPrepareDownload, ({ query }) => download(app, 'loadingPrepare', query));
  bind(server, app, loadingDownloadsEndpoints.consolidateRoutesDownload, ({ query }) => download(app, 'consolidateRoutes', query));
  bind(server, app, loadingDownloadsEndpoints.routesResumeDownload, ({ query }) => download(app, 'routesResume', query));
}
