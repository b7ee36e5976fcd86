// The calls that show their progress: an upload's bytes sent (a spreadsheet) and a download's
// bytes received. fetch reports no upload progress, so these go over axios's XMLHttpRequest,
// downloads too, as they did. Only the panel's screens use them: this module, and axios with
// it, load with those screens and never on a picker's tablet (bench/first-load.ts).
import axios, { type AxiosResponse } from 'axios';
import { WEB_BUILD_HEADER } from '@shared/contract/web-build';
import { ApiFailure, authorization, CALL_TIMEOUT_MS, NETWORK_ERROR_MESSAGE, type HttpReply, type HttpRequest } from './http';

export const progressClient = axios.create({
  timeout: CALL_TIMEOUT_MS,
  paramsSerializer: { indexes: null },
  // The session is the bearer token, not a cookie the browser sends by itself: no XSRF header.
  withXSRFToken: false,
  // Every status is a reply: http.ts reads a refusal the same whichever way it came.
  validateStatus: () => true,
});

progressClient.interceptors.request.use(
  (config) => {
    for (const [name, value] of Object.entries(authorization())) config.headers.set(name, value);
    return config;
  },
  undefined,
  { synchronous: true },
);

/** The build a reply names (WEB_BUILD_HEADER). */
export function buildOf(response: AxiosResponse): string | null {
  const build: unknown = response.headers[WEB_BUILD_HEADER];
  return typeof build === 'string' ? build : null;
}

/** One call whose upload reports the fraction sent. */
export async function progressReply(request: HttpRequest): Promise<HttpReply> {
  try {
    const response = await progressClient.request({
      method: request.method,
      url: request.url,
      params: request.query,
      data: request.body,
      signal: request.signal,
      onUploadProgress: (event) => request.onUploadProgress?.(event.total ? event.loaded / event.total : 0),
    });
    return { status: response.status, data: response.data, build: buildOf(response) };
  } catch {
    // Every status is a reply (validateStatus): what throws had no answer (unreachable, timed
    // out, stopped by the caller), 'Sem conexão' as over fetch.
    throw new ApiFailure(0, NETWORK_ERROR_MESSAGE);
  }
}
