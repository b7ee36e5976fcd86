import type { FastifyInstance } from 'fastify';
import { reportsEndpoints } from '../../../shared/contract/reports';
import type { AppContext } from '../../context';
import { bind } from '../../http/bind';
import { dayReport, rangeReport, REPORTS } from './service';
import { breakReport, itemTimeReport, orderTimeReport, separatorBreaksPage } from './views';

export function reportsRoutes(server: FastifyInstance, app: AppContext): void {
  bind(server, app, reportsEndpoints.ordersBySeparatorDownload, ({ query }) =>
    rangeReport(app, REPORTS.ordersBySeparator, query.initialSeparationDate, query.finalSeparationDate),
  );
  bind(server, app, reportsEndpoints.timeBySeparatorDownload, ({ query }) =>
    rangeReport(app, REPORTS.timeBySeparator, query.initialSeparationDate, query.finalSeparationDate),
  );
  bind(server, app, reportsEndpoints.breaksBySeparatorDownload, ({ query }) =>
    rangeReport(app, REPORTS.breaksBySeparator, query.initialSeparationDate, query.finalSeparationDate),
  );
  bind(server, app, reportsEndpoints.timeBySkuDownload, ({ query }) => dayReport(app, REPORTS.timeBySku, query.operationDate));
  bind(server, app, reportsEndpoints.timeByLevelDownload, ({ query }) => dayReport(app, REPORTS.timeByLevel, query.operationDate));

  bind(server, app, reportsEndpoints.timeBySeparator, ({ query }) => orderTimeReport(app, query.scheduledDateGte, query.scheduledDateLte, query.separationGroup));
  bind(server, app, reportsEndpoints.workItemsAverage, ({ query }) => itemTimeReport(app, query));
  bind(server, app, reportsEndpoints.breaksBySeparator, ({ query }) =>
    breakReport(app, query.initialSeparationDate, query.finalSeparationDate, query.separationGroup),
  );
  bind(server, app, reportsEndpoints.separatorBreaks, ({ query }) => separatorBreaksPage(app, query));
}
