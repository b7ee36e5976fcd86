// Loading-conference downloads (spec/loading.md §7 'Downloads'): four real .xlsx files of one
// scheduled date (today by default), streamed. The consolidated and summary reports count
// only São Paulo orders (the delivery city).
import { z } from 'zod';
import { endpoint, fileResponse, isoDate, queryBool } from './endpoint';

const access = ['SeparationShipmentManagement'] as const;
const scheduledDate = isoDate.optional();

export const orderBoxesRegistrationDownload = endpoint({
  method: 'GET',
  path: '/api/carambola/loading-conference/order-boxes-registration/download',
  access,
  summary:
    "Every order of the date with each stage's box count and the boxes considered; conveyorBeltNotConsidered / conferenceNotConsidered leave those stages out of the considered count (.xlsx).",
  query: z.object({
    scheduledDate,
    conveyorBeltNotConsidered: queryBool().optional(),
    conferenceNotConsidered: queryBool().optional(),
  }),
  response: fileResponse,
});

export const loadingPrepareDownload = endpoint({
  method: 'GET',
  path: '/api/carambola/loading-conference/loading-prepare/download',
  access,
  summary: 'The loading preparation: every order of the date by route with driver, address, window, boxes and invoice (.xlsx).',
  query: z.object({ scheduledDate }),
  response: fileResponse,
});

export const consolidateRoutesDownload = endpoint({
  method: 'GET',
  path: '/api/carambola/loading-conference/consolidate-routes/download',
  access,
  summary: "São Paulo orders of the date consolidated per route: orders, boxes, the vehicle's capacity and the excess (.xlsx).",
  query: z.object({ scheduledDate }),
  response: fileResponse,
});

export const routesResumeDownload = endpoint({
  method: 'GET',
  path: '/api/carambola/loading-conference/routes-resume/download',
  access,
  summary: 'A summary per route of the São Paulo orders of the date: separated, conferred, boxes expected and read, loading state (.xlsx).',
  query: z.object({ scheduledDate }),
  response: fileResponse,
});

export const loadingDownloadsEndpoints = {
  orderBoxesRegistrationDownload,
  loadingPrepareDownload,
  consolidateRoutesDownload,
  routesResumeDownload,
};
